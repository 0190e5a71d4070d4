import express from "express";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testBackends } from "../tests/support/backends.ts";
import { startTestServer } from "../tests/support/app.ts";
import { SmtpSink } from "../tests/support/smtp.ts";
import type { Storage } from "./db/storage.ts";
import { requestLogger, type Logger } from "./log.ts";

const backend = testBackends[0]!;

function recording() {
  const lines: Record<string, unknown>[] = [];
  const logger: Logger = {
    info: (message, fields) => void lines.push({ message, ...fields }),
    error: (message, error) => void lines.push({ message, error }),
  };
  const requests = () =>
    lines
      .filter((l) => l.message === "request")
      .map((l) => `${String(l.method)} ${String(l.path)} ${String(l.status)}`);
  return { lines, logger, requests };
}

const signInLink = "/admin/login/code?email=ana%40pontas.test&code=123456";

describe("the access log (LOG_REQUESTS)", () => {
  it("logs the path the client asked for when a router mounted at /admin answers, never its query string", async () => {
    const { lines, logger, requests } = recording();
    const app = express();
    app.use(requestLogger(logger));
    const admin = express.Router();
    admin.get("/", (_req, res) => void res.redirect(303, "/admin/login"));
    admin.get("/login/code", (_req, res) => void res.send("code"));
    admin.get("/boom", () => {
      throw new Error("boom");
    });
    app.use("/admin", admin);
    app.use((_error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      res.status(500).send("Internal Server Error");
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const path of ["/admin", signInLink, "/admin/boom?x=1", "/admin/none"])
        await (await fetch(`${base}${path}`, { redirect: "manual" })).arrayBuffer();
      // The line is written on the response's "finish", which may come after the client has read it.
      await vi.waitFor(() => expect(requests()).toHaveLength(4));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(requests()).toEqual([
      "GET /admin 303",
      "GET /admin/login/code 200",
      "GET /admin/boom 500",
      "GET /admin/none 404",
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/ana|pontas\.test|123456|\?/);
  });

  describe("on the real app with the inbox", () => {
    let storage: Storage;
    let dispose: () => Promise<void>;
    let smtp: SmtpSink;
    beforeEach(async () => {
      ({ storage, dispose } = await backend.open());
      smtp = await new SmtpSink().start(0);
    });
    afterEach(async () => {
      await smtp.stop();
      await dispose();
    });

    it("GET /admin and the sign-in link are logged under /admin, without the link's address and code", async () => {
      const { lines, logger, requests } = recording();
      const app = await startTestServer({
        storage,
        smtpUrl: smtp.url,
        logger,
        env: {
          LOG_REQUESTS: "true",
          TEAM_EMAILS: "ana@pontas.test",
          AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
        },
        pages: true,
      });
      try {
        for (const path of ["/admin", "/admin/login", signInLink, "/admin.data"])
          await (await fetch(`${app.base}${path}`, { redirect: "manual" })).arrayBuffer();
        // The line is written on the response's "finish", which may come after the client has read it.
        await vi.waitFor(() => expect(requests()).toHaveLength(4));
      } finally {
        await app.close();
      }
      expect(requests()).toEqual([
        "GET /admin 303",
        "GET /admin/login 200",
        "GET /admin/login/code 200",
        "GET /admin.data 202",
      ]);
      expect(JSON.stringify(lines)).not.toMatch(/ana|pontas\.test|123456|\?/);
    }, 30_000);
  });
});
