// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { InputField, TextareaField } from "./field.tsx";

afterEach(cleanup);

describe("InputField and TextareaField", () => {
  it("label the control and leave it valid while there is no error", () => {
    render(<InputField label="Nombre completo" name="name" />);
    const input = screen.getByLabelText("Nombre completo");
    expect(input.getAttribute("name")).toBe("name");
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(input.hasAttribute("aria-describedby")).toBe(false);
  });

  it("tie an error to the control by id, with its test id", () => {
    render(<InputField label="Email" id="contact-email" error="Invalid email" errorTestId="email-error" />);
    const input = screen.getByLabelText("Email");
    const error = screen.getByTestId("email-error");
    expect(input.id).toBe("contact-email");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe(error.id);
    expect(error.textContent).toBe("Invalid email");
  });

  it("render a text area the same way", () => {
    render(<TextareaField label="Mensaje" error="Too short" rows={4} />);
    const textarea = screen.getByLabelText("Mensaje");
    expect(textarea.tagName).toBe("TEXTAREA");
    expect(document.getElementById(textarea.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Too short",
    );
  });
});
