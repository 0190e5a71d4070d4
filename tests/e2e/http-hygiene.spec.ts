import { expect, test } from "@playwright/test";
import path from "node:path";
import { e2eDataDir } from "../../playwright.config.ts";
import { resources } from "#i18n/resources.ts";
import { SqliteStorage } from "../../server/db/sqlite.ts";

/** HTTP hygiene of the production server (docs/decisions/093): methods, bodies, error answers. */

async function storedMessages() {
  const storage = new SqliteStorage(path.join(e2eDataDir, "data.db"));
  try {
    return await storage.listMessages();
  } finally {
    await storage.close();
  }
}

const contactPages = [
  { path: "/es/contacto", lang: "es" },
  { path: "/en/contact", lang: "en" },
] as const;

const unreadableBodies = [
  ["no body", {}],
  ["JSON", { headers: { "content-type": "application/json" }, data: '{"name":"Ana"}' }],
  ["text/plain", { headers: { "content-type": "text/plain" }, data: "name=Ana" }],
  [
    "broken urlencoded",
    { headers: { "content-type": "application/x-www-form-urlencoded" }, data: "%zz=%&&==" },
  ],
  [
    "broken multipart",
    { headers: { "content-type": "multipart/form-data; boundary=x" }, data: "--y\r\nnope" },
  ],
] as const;

for (const { path: pagePath, lang } of contactPages) {
  const { forms } = resources[lang];
  for (const [name, options] of unreadableBodies) {
    test(`POST ${pagePath} with ${name}: the form's own page with its messages, 400`, async ({ request }) => {
      const response = await request.post(pagePath, options);
      expect(response.status()).toBe(400);
      expect(response.headers()["content-type"]).toContain("text/html");
      const html = await response.text();
      expect(html).toContain(forms.contact.title);
      expect(html).toContain(forms.errors.nameMin);
      expect(html).toContain(forms.errors.emailInvalid);
      expect(html).not.toMatch(/\bat .+\.(js|ts):\d+/); // no stack trace
    });
  }

  test(`PUT, PATCH and DELETE on ${pagePath} answer 405 with Allow and store nothing`, async ({
    request,
  }) => {
    const email = `put-${Date.now()}@example.com`;
    const form = { name: "Ana Pérez", email, message: "Un mensaje suficientemente largo." };
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const response = await request.fetch(pagePath, { method, form });
      expect(response.status(), method).toBe(405);
      expect(response.headers().allow).toBe("GET, HEAD, POST");
      expect(await response.text()).toBe("Method Not Allowed");
    }
    expect((await storedMessages()).filter((m) => m.email === email)).toEqual([]);
  });

  test(`a name with NUL or only zero-width characters on ${pagePath}: 400 with the translated message`, async ({
    request,
  }) => {
    for (const [value, message] of [
      ["Ana\u0000", forms.errors.nameInvalid],
      ["\u200b\u200b\u200b", forms.errors.nameMin],
    ]) {
      const response = await request.post(pagePath, {
        form: { name: value!, email: "ana@example.com", message: "Un mensaje suficientemente largo." },
      });
      expect(response.status()).toBe(400);
      expect(await response.text()).toContain(message);
    }
  });
}

test("other pages answer only GET and HEAD", async ({ request }) => {
  for (const method of ["POST", "PUT", "DELETE"]) {
    const response = await request.fetch("/es/servicios", { method, form: { a: "1" } });
    expect(response.status(), method).toBe(405);
    expect(response.headers().allow).toBe("GET, HEAD");
  }
});

test("TRACE answers 405 on every kind of path", async ({ request }) => {
  for (const pathname of ["/", "/es", "/es/contacto", "/healthz", "/assets/x.js", "/nope", "/robots.txt"]) {
    const response = await request.fetch(pathname, { method: "TRACE" });
    expect(response.status(), pathname).toBe(405);
    expect(response.headers().allow).toMatch(/^GET, HEAD/);
  }
});

test("error answers carry their own message", async ({ request }) => {
  const missing = await request.get("/assets/nope-123.js");
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toBe("Not Found");
  const big = await request.post("/es/contacto", {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: `message=${"a".repeat(70_000)}`,
  });
  expect(big.status()).toBe(413);
  expect(await big.text()).toBe("Payload Too Large");
});

test("a path of 16,000 slashes is answered (redirected, or the 404 page)", async ({ request }) => {
  // The reported case (docs/decisions/093); Node's 16 KiB header limit (431) leaves room for little more.
  const slashes = "/".repeat(16_000);
  const trailing = await request.get(`/x${slashes}`, { maxRedirects: 0 });
  expect(trailing.status()).toBe(301);
  expect(trailing.headers().location).toBe("/x");
  const inside = await request.get(`/x${slashes}a`, { maxRedirects: 0 });
  expect(inside.status()).toBe(404);
});

test("a line break or a separator in a path answers 400, short and plain, not 500", async ({ request }) => {
  for (const path of [
    "/%0a",
    "/es/x%0d",
    "/admin%0a",
    "/es/%E2%80%A8",
    "/soluciones%0d%0aSet-Cookie:%20x=1",
    "/es/%ZZ",
  ]) {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(400);
    expect(answer.headers()["set-cookie"], path).toBeUndefined();
    expect(await answer.text(), path).toBe("Bad Request");
  }
});
