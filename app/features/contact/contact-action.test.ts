import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { type ContactService, type ContactSubmission } from "#domain/forms/contact-service.ts";
import { contactAction, type ContactActionData } from "./contact-action.ts";
import { contactServiceContext } from "../../../domain/site/router-context.ts";

const url = "https://pontas.example/es/contacto";
const valid = {
  name: "Ana Pérez",
  email: "ana@example.com",
  company: "",
  message: "Un mensaje suficientemente largo.",
};

async function act(init: RequestInit, service: ContactService | null = null) {
  const context = new RouterContextProvider();
  context.set(contactServiceContext, service);
  const result = await contactAction({ request: new Request(url, { method: "POST", ...init }), context });
  return { status: result.init?.status ?? 200, data: result.data as ContactActionData };
}

describe("the contact action with a body that is not a form", () => {
  it.each([
    ["no body", {}],
    ["JSON", { headers: { "content-type": "application/json" }, body: JSON.stringify(valid) }],
    ["text/plain", { headers: { "content-type": "text/plain" }, body: "name=Ana" }],
    [
      "broken multipart",
      { headers: { "content-type": "multipart/form-data; boundary=x" }, body: "--y\r\nnope" },
    ],
    ["multipart without a boundary", { headers: { "content-type": "multipart/form-data" }, body: "a" }],
    [
      "broken urlencoded",
      { headers: { "content-type": "application/x-www-form-urlencoded" }, body: "%zz=%&&==" },
    ],
    ["empty urlencoded", { headers: { "content-type": "application/x-www-form-urlencoded" }, body: "" }],
  ] as const)("%s: 400 with each required field's message, nothing submitted", async (_name, init) => {
    const submitted: ContactSubmission[] = [];
    const { status, data } = await act(init, {
      submit: async (s) => (submitted.push(s), { id: "x", acknowledged: true }),
    });
    expect(status).toBe(400);
    expect(data).toMatchObject({
      status: "invalid",
      errors: { name: "errors.nameMin", email: "errors.emailInvalid", message: "errors.messageMin" },
    });
    expect(submitted).toEqual([]);
  });
});

describe("the contact action when storing fails", () => {
  it("answers the error with the visitor's values kept", async () => {
    const form = new URLSearchParams({ ...valid, company: "Acme" });
    const { status, data } = await act(
      { body: form },
      {
        submit: () => Promise.reject(new Error("database or disk is full")),
      },
    );
    expect(status).toBe(500);
    expect(data).toEqual({ status: "error", values: { ...valid, company: "Acme" } });
  });

  it("stores a valid form through the service", async () => {
    const submitted: ContactSubmission[] = [];
    const { status, data } = await act(
      { body: new URLSearchParams(valid) },
      { submit: async (s) => (submitted.push(s), { id: "x", acknowledged: true }) },
    );
    expect(status).toBe(200);
    expect(data).toEqual({ status: "sent", acknowledged: true });
    expect(submitted.map((s) => [s.contact.name, s.language, s.pagePath])).toEqual([
      ["Ana Pérez", "es", "/es/contacto"],
    ]);
  });

  it("says so when no new acknowledgement goes out (one went to the address within the hour)", async () => {
    const { data } = await act(
      { body: new URLSearchParams(valid) },
      { submit: async () => ({ id: "x", acknowledged: false }) },
    );
    expect(data).toEqual({ status: "sent", acknowledged: false });
  });
});
