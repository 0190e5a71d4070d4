import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { ContactService } from "#domain/forms/contact-service.ts";
import { contactServiceContext } from "../../../domain/site/router-context.ts";
import { contactAction, contactHeaders, type ContactActionData } from "./contact-action.ts";
import { contactClientAction } from "./contact-client-action.ts";

const values = {
  name: "Ana Pérez",
  email: "ana@example.com",
  company: "Acme",
  message: "Queremos crecer en México.",
};

function post(fields: Record<string, string> = values) {
  return new Request("http://localhost/es/contacto", { method: "POST", body: new URLSearchParams(fields) });
}

function contextWith(service: ContactService | null) {
  const context = new RouterContextProvider();
  context.set(contactServiceContext, service);
  return context;
}

/** The data and status of what the action answered (React Router's `data()`). */
async function answer(result: ReturnType<typeof contactAction>) {
  const { data, init } = (await result) as unknown as { data: ContactActionData; init: ResponseInit | null };
  return { data, status: init?.status ?? 200 };
}

/** The headers the action answered with. */
async function headersOf(result: ReturnType<typeof contactAction>) {
  const { init } = (await result) as unknown as { init: ResponseInit | null };
  return new Headers(init?.headers);
}

describe("contactAction (the page's answer to a post, with or without JavaScript)", () => {
  it("a server fault answers 500 with every value, for the page to show the error and the form filled", async () => {
    const failing: ContactService = { submit: () => Promise.reject(new Error("database down")) };
    expect(await answer(contactAction({ request: post(), context: contextWith(failing) }))).toEqual({
      data: { status: "error", values },
      status: 500,
    });
  });

  it("a storage that cannot write now answers 503 with Retry-After and every value, for 'send it again in a moment'", async () => {
    const full: ContactService = { submit: () => Promise.resolve({ retryAfterSeconds: 30 }) };
    const result = contactAction({ request: post(), context: contextWith(full) });
    expect(await answer(result)).toEqual({ data: { status: "unavailable", values }, status: 503 });
    const headers = await headersOf(result);
    expect(headers.get("Retry-After")).toBe("30");
    // The route's headers export sends it with the page, keeping the parents' headers.
    const page = contactHeaders({ actionHeaders: headers, parentHeaders: new Headers({ "X-Parent": "1" }) });
    expect(Object.fromEntries(page)).toEqual({ "retry-after": "30", "x-parent": "1" });
    expect(
      Object.fromEntries(contactHeaders({ actionHeaders: new Headers(), parentHeaders: new Headers() })),
    ).toEqual({});
  });

  it("without a contact service answers 503 with the values", async () => {
    expect(await answer(contactAction({ request: post(), context: contextWith(null) }))).toEqual({
      data: { status: "error", values },
      status: 503,
    });
  });

  it("a stored message answers sent", async () => {
    const ok: ContactService = { submit: () => Promise.resolve({ id: "m1", acknowledged: true }) };
    expect(await answer(contactAction({ request: post(), context: contextWith(ok) }))).toEqual({
      data: { status: "sent", acknowledged: true },
      status: 200,
    });
  });
});

describe("contactClientAction (hydrated)", () => {
  it("a post that cannot reach the server keeps every value and answers the error", async () => {
    const result = await contactClientAction(post(), () => Promise.reject(new TypeError("Failed to fetch")));
    expect(result).toEqual({ status: "error", values });
  });

  it("passes the server's answer through, whatever it is", async () => {
    const invalid: ContactActionData = { status: "invalid", errors: { name: "errors.nameMin" }, values };
    expect(await contactClientAction(post(), () => Promise.resolve(invalid))).toBe(invalid);
    expect(await contactClientAction(post(), () => Promise.resolve({ status: "sent" }))).toEqual({
      status: "sent",
    });
  });

  it("leaves the request's body for the server action", async () => {
    const request = post();
    await contactClientAction(request, async () => {
      expect(Object.fromEntries(await request.formData())).toMatchObject(values);
      return { status: "sent" };
    });
  });
});
