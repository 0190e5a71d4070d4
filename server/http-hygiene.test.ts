import express from "express";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import {
  RouterContextProvider,
  UNSAFE_ErrorResponseImpl as ErrorResponse,
  type ServerBuild,
} from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Storage } from "./db/storage.ts";
import { testBackends } from "../tests/support/backends.ts";
import { SmtpSink } from "../tests/support/smtp.ts";
import { readServerEnv } from "./env.ts";
import { errorResponder, logRenderErrors, statusMessage } from "./http-hygiene.ts";
import { httpServer } from "./http-server.ts";
import { leadPath } from "./leads/lead-endpoint.ts";
import { validPayload } from "../tests/support/payload.ts";
import { jsonLogger } from "./log.ts";
import { startTestServer } from "../tests/support/app.ts";
import { diskFullBehindRollback, failingSaves, stderrOf } from "../tests/support/faults.ts";

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/** Any method, even those fetch refuses (TRACE, TRACK), on a fresh connection. */
function send(
  base: string,
  method: string,
  path: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, headers, agent: false }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

/**
 * Opens a raw connection, writes `head` at once, then one byte of `trickle`
 * every 100 ms until the server closes the connection or everything is sent.
 */
function trickle(port: number, head: string, trickle: string) {
  return new Promise<{ response: string; sent: number }>((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let response = "";
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (response += chunk));
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "ECONNRESET" && error.code !== "EPIPE") reject(error);
    });
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ response, sent });
    });
    socket.on("connect", () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent === trickle.length) return clearInterval(timer);
        socket.write(trickle[sent++]!);
      }, 100);
    });
  });
}

const contactPaths = ["/es/contacto", "/en/contact", "/en/contacto", "/es/contact", "/es/contacto.data"];

for (const backend of testBackends) {
  describe(`HTTP hygiene against ${backend.name}`, () => {
    let storage: Storage;
    let dispose: () => Promise<void>;
    let smtp: SmtpSink;
    let app: Awaited<ReturnType<typeof startTestServer>>;

    beforeEach(async () => {
      ({ storage, dispose } = await backend.open());
      smtp = await new SmtpSink().start(0);
      app = await startTestServer({ storage, smtpUrl: smtp.url });
    });

    afterEach(async () => {
      await app.close();
      await smtp.stop();
      await dispose();
    });

    async function expectNothingStored() {
      expect(await storage.listLeads()).toEqual([]);
      expect(await storage.listMessages()).toEqual([]);
      expect(await storage.listMails()).toEqual([]);
    }

    it("TRACE and TRACK answer 405 on every path", async () => {
      for (const method of ["TRACE", "TRACK"]) {
        for (const path of ["/", "/healthz", "/es", "/nope", leadPath, ...contactPaths]) {
          const answer = await send(app.base, method, path);
          expect(answer.status, `${method} ${path}`).toBe(405);
          expect(answer.text).toBe("Method Not Allowed");
          expect(answer.headers.allow).toMatch(/^(GET, HEAD|GET, HEAD, POST|POST)$/);
        }
      }
    });

    it("the contact page and the lead endpoint answer 405 with Allow to other methods, and store nothing", async () => {
      const form = new URLSearchParams({
        name: "Ana Pérez",
        email: "ana@example.com",
        message: "Un mensaje suficientemente largo.",
      }).toString();
      for (const method of ["PUT", "PATCH", "DELETE", "OPTIONS"]) {
        for (const path of contactPaths) {
          const answer = await send(app.base, method, path, {
            headers: { "content-type": "application/x-www-form-urlencoded" },
            body: form,
          });
          expect(answer.status, `${method} ${path}`).toBe(405);
          expect(answer.headers.allow).toBe("GET, HEAD, POST");
        }
        const lead = await send(app.base, method, leadPath, {
          headers: { "content-type": "application/json" },
          body: JSON.stringify(validPayload()),
        });
        expect(lead.status).toBe(405);
        expect(lead.headers.allow).toBe("POST");
      }
      await expectNothingStored();
    });

    it("other pages answer only GET and HEAD: 405 with Allow; unknown paths go on to their 404", async () => {
      for (const method of ["POST", "PUT", "DELETE"]) {
        for (const path of ["/es", "/en/services", "/es/servicios.data", "/en/soluciones/"]) {
          const answer = await send(app.base, method, path);
          expect(answer.status, `${method} ${path}`).toBe(405);
          expect(answer.headers.allow).toBe("GET, HEAD");
        }
        expect((await send(app.base, method, "/nope")).status).toBe(404);
      }
    });

    it.each([
      ["NUL name", { nombre: "\u0000\u0000" }, "nombre", "errors.nameInvalid"],
      ["NUL inside a name", { nombre: "Ana\u0000Pérez" }, "nombre", "errors.nameInvalid"],
      ["zero-width name", { nombre: "\u200b\u200c\u200d\u2060\ufeff" }, "nombre", "errors.nameMin"],
      ["terminal escapes", { nombre: "\u001b[2J\u001b[31mAna" }, "nombre", "errors.nameInvalid"],
      ["bidi override", { empresa: "Acme \u202eAS" }, "empresa", "errors.companyInvalid"],
      ["C1 control", { empresa: "Acme\u0085SA" }, "empresa", "errors.companyInvalid"],
      ["NUL e-mail", { email: "ana\u0000@example.com" }, "email", "errors.emailInvalid"],
      ["NUL message", { mensaje: "Hola\u0000" }, "mensaje", "errors.messageInvalid"],
      ["NUL in attribution", {}, "attribution.referrer", expect.any(String)],
    ] as const)("%s: 400 with the field's message, nothing stored", async (_name, overrides, field, key) => {
      const payload = validPayload(overrides);
      if (field === "attribution.referrer") {
        payload.attribution = { language: "es", quizSource: "fab", pagePath: "/es", referrer: "x\u0000" };
      }
      const response = await fetch(`${app.base}${leadPath}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(payload),
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { errors: Record<string, string[]> };
      expect(body.errors[field]?.[0]).toEqual(key);
      await expectNothingStored();
    });

    it("a storage fault answers 500 'Internal Server Error' and writes one JSON line with the root cause, no personal data", async () => {
      await app.close();
      app = await startTestServer({
        storage: failingSaves(storage, diskFullBehindRollback()),
        smtpUrl: smtp.url,
        logger: jsonLogger,
      });
      let answer: Response | undefined;
      const stderr = await stderrOf(async () => {
        answer = await fetch(`${app.base}${leadPath}?email=ana@example.com`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(validPayload()),
        });
      });
      expect(answer!.status).toBe(500);
      expect(await answer!.text()).toBe("Internal Server Error");

      const lines = stderr.split("\n");
      expect(lines.at(-1)).toBe("");
      expect(lines).toHaveLength(2); // one line, then the final newline
      const entry = JSON.parse(lines[0]!) as Record<string, unknown>;
      expect(entry).toMatchObject({
        level: "error",
        message: "request failed",
        method: "POST",
        path: leadPath,
        status: 500,
        error: { name: "Error", message: "cannot rollback - no transaction is active" },
        rootCause: {
          name: "Error",
          code: "SQLITE_FULL",
          message: "database or disk is full (while storing [email])",
        },
      });
      expect(typeof entry.stack).toBe("string");
      expect(stderr).not.toContain("ana@example.com");
      expect(stderr).not.toContain("Ana Pérez");
      expect(stderr).not.toContain("Acme");
    });
  });
}

describe("error answers", () => {
  it.each([400, 404, 405, 411, 413, 415, 422, 429, 500, 502, 503])(
    "%i carries its own short message; only a 5xx is logged",
    async (status) => {
      const errors: unknown[] = [];
      const app = express();
      app.get("/fail", (_req, _res, next) => next(Object.assign(new Error("boom"), { status })));
      app.use(errorResponder({ info() {}, error: (_message, error) => errors.push(error) }));
      const server = app.listen(0, "127.0.0.1");
      await new Promise((resolve) => server.once("listening", resolve));
      try {
        const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        const answer = await send(base, "GET", "/fail");
        expect(answer.status).toBe(status);
        expect(answer.text).toBe(statusMessage(status));
        expect(answer.text).not.toContain("boom");
        if (status !== 500) expect(answer.text).not.toContain("Internal");
        expect(errors).toHaveLength(status >= 500 ? 1 : 0);
      } finally {
        server.close();
      }
    },
  );

  it("requests Node's parser refuses get their own status and message too", async () => {
    const server = httpServer(() => {}, readServerEnv({}));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      const badHeader = await trickle(port, "GET / HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n", "");
      expect(badHeader.response).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n[^]*\r\n\r\nBad Request$/);
      const track = await trickle(port, "TRACK / HTTP/1.1\r\nHost: x\r\n\r\n", "");
      expect(track.response).toMatch(
        /^HTTP\/1\.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\n[^]*Method Not Allowed$/,
      );
      const huge = await trickle(
        port,
        `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
        "",
      );
      expect(huge.response).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    } finally {
      server.close();
    }
  });

  it("names every status the site answers", () => {
    expect(
      [400, 404, 405, 408, 411, 413, 415, 422, 429, 500, 503].map((s) => `${s} ${statusMessage(s)}`),
    ).toEqual([
      "400 Bad Request",
      "404 Not Found",
      "405 Method Not Allowed",
      "408 Request Timeout",
      "411 Length Required",
      "413 Payload Too Large",
      "415 Unsupported Media Type",
      "422 Unprocessable Entity",
      "429 Too Many Requests",
      "500 Internal Server Error",
      "503 Service Unavailable",
    ]);
  });
});

describe("server timeouts", () => {
  it("default to 10 s for headers, 30 s for a request and 5 s for an idle connection, and cannot be set higher", () => {
    const env = readServerEnv({});
    expect([env.HEADERS_TIMEOUT_MS, env.REQUEST_TIMEOUT_MS, env.KEEP_ALIVE_TIMEOUT_MS]).toEqual([
      10_000, 30_000, 5_000,
    ]);
    const server = httpServer(() => {}, env);
    expect([server.headersTimeout, server.requestTimeout, server.keepAliveTimeout]).toEqual([
      10_000, 30_000, 5_000,
    ]);
    expect(() => readServerEnv({ HEADERS_TIMEOUT_MS: "10001" })).toThrow();
    expect(() => readServerEnv({ REQUEST_TIMEOUT_MS: "30001" })).toThrow();
    expect(() => readServerEnv({ KEEP_ALIVE_TIMEOUT_MS: "5001" })).toThrow();
    expect(() => readServerEnv({ HEADERS_TIMEOUT_MS: "5000", REQUEST_TIMEOUT_MS: "2000" })).toThrow(
      /HEADERS_TIMEOUT_MS/,
    );
    const configured = httpServer(() => {}, readServerEnv({ KEEP_ALIVE_TIMEOUT_MS: "1234" }));
    expect(configured.keepAliveTimeout).toBe(1234);
  });

  describe("cut off slow clients", () => {
    let storage: Storage;
    let dispose: () => Promise<void>;
    let smtp: SmtpSink;
    let app: Awaited<ReturnType<typeof startTestServer>>;
    let port: number;

    beforeEach(async () => {
      ({ storage, dispose } = await testBackends[0]!.open());
      smtp = await new SmtpSink().start(0);
      app = await startTestServer({
        storage,
        smtpUrl: smtp.url,
        env: { HEADERS_TIMEOUT_MS: "500", REQUEST_TIMEOUT_MS: "1000" },
      });
      port = Number(new URL(app.base).port);
    });

    afterEach(async () => {
      await app.close();
      await smtp.stop();
      await dispose();
    });

    // The trickles below would last 20 s; the timeouts end them after about a second.
    it("a body trickled one byte at a time is cut off by requestTimeout (408), nothing stored", async () => {
      const body = JSON.stringify(validPayload()).padEnd(200, " ").slice(0, 200);
      const { response, sent } = await trickle(
        port,
        `POST ${leadPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
        body,
      );
      expect(response).toMatch(/^HTTP\/1\.1 408 /);
      expect(sent).toBeLessThan(body.length);
      expect(await storage.listLeads()).toEqual([]);
    }, 30_000);

    it("headers trickled one byte at a time are cut off by headersTimeout (408)", async () => {
      const { response, sent } = await trickle(
        port,
        "GET /healthz HTTP/1.1\r\n",
        `Host: 127.0.0.1\r\nX-Slow: ${"a".repeat(200)}\r\n\r\n`,
      );
      expect(response).toMatch(/^HTTP\/1\.1 408 /);
      expect(sent).toBeLessThan(150);
    }, 30_000);
  });
});

describe("React Router's errors", () => {
  it("a thrown error or a 5xx route error is logged once as itself; a 404 or 405 answer is not a fault", () => {
    const logged: { message: string; error: unknown; fields: unknown }[] = [];
    const build = { entry: { module: { default: () => new Response() } } } as unknown as ServerBuild;
    const { handleError } = logRenderErrors(build, {
      info() {},
      error: (message, error, fields) => logged.push({ message, error, fields }),
    }).entry.module;
    const args = {
      request: new Request("https://pontas.example/es/contacto?email=ana@example.com", { method: "POST" }),
      params: {},
      context: new RouterContextProvider(),
    };
    const thrown = new Error("loader broke");
    const wrapped = new Error("render broke");
    handleError!(thrown, args);
    handleError!(new ErrorResponse(500, "Internal Server Error", wrapped) as unknown as Error, args);
    handleError!(new ErrorResponse(404, "Not Found", null) as unknown as Error, args);
    handleError!(
      new ErrorResponse(405, "Method Not Allowed", new Error("no action"), true) as unknown as Error,
      args,
    );
    expect(logged).toEqual([
      { message: "render failed", error: thrown, fields: { method: "POST", path: "/es/contacto" } },
      { message: "render failed", error: wrapped, fields: { method: "POST", path: "/es/contacto" } },
    ]);
  });
});
