import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, vi } from "vitest";
import type { Storage } from "#server/db/storage.ts";
import type { testBackends } from "./backends.ts";
import { startTestServer } from "./app.ts";
import { SmtpSink } from "./smtp.ts";

/** The team inbox's tests (server/inbox/*.test.ts): a member, the secret, a client, and a server per test. */
export const member = "ana@pontas.test";
export const secret = "test-secret-test-secret-test-secret-0123";

/** A browser of one: a cookie jar, no redirects followed, our Origin on posts. */
export class Client {
  readonly cookies = new Map<string, string>();
  readonly base: string;
  /** Sent with every request (e.g. `x-forwarded-proto: https` behind a trusted proxy). */
  readonly headers: Record<string, string>;
  /** The Origin of the pages this client posts from (the base, unless a proxy serves them over HTTPS). */
  readonly origin: string;
  constructor(base: string, options: { headers?: Record<string, string>; origin?: string } = {}) {
    this.base = base;
    this.headers = options.headers ?? {};
    this.origin = options.origin ?? base;
  }

  async request(
    path: string,
    init: { method?: string; form?: Record<string, string>; origin?: string | null } = {},
  ) {
    const headers: Record<string, string> = { ...this.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    if (init.form) headers["content-type"] = "application/x-www-form-urlencoded";
    if (init.form && init.origin !== null) headers.origin = init.origin ?? this.origin;
    const res = await fetch(`${this.base}${path}`, {
      method: init.method ?? (init.form ? "POST" : "GET"),
      headers,
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
      redirect: "manual",
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (value === "" || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return { res, body: await res.text() };
  }

  /** The CSRF token of the page at `path`. */
  async token(path: string) {
    const { body } = await this.request(path);
    const match = /name="_csrf" value="([^"]+)"/.exec(body);
    if (!match?.[1]) throw new Error(`no CSRF token on ${path}`);
    return match[1];
  }

  async post(path: string, form: Record<string, string>, tokenFrom = path, origin?: string | null) {
    const _csrf = await this.token(tokenFrom);
    return this.request(path, { form: { ...form, _csrf }, origin });
  }
}

/**
 * Registers, in the calling describe block, a fresh storage, SMTP sink and inbox
 * server (the built pages) per test, and returns what the tests use.
 */
export function useInbox(backend: (typeof testBackends)[number]) {
  const t = {} as {
    storage: Storage;
    dispose: () => Promise<void>;
    smtp: SmtpSink;
    app: Awaited<ReturnType<typeof startTestServer>>;
    dataDir: string;
  };

  async function start(team = `${member}, Bruno@Pontas.test`, env: Record<string, string> = {}) {
    await t.app?.close();
    t.app = await startTestServer({
      storage: t.storage,
      smtpUrl: t.smtp.url,
      env: { TEAM_EMAILS: team, AUTH_SECRET: secret, DATA_DIR: t.dataDir, ...env },
      pages: true,
    });
  }

  beforeEach(async () => {
    t.dataDir = mkdtempSync(path.join(tmpdir(), "pontas-admin-"));
    ({ storage: t.storage, dispose: t.dispose } = await backend.open());
    t.smtp = await new SmtpSink().start(0);
    t.app = undefined as never;
    await start();
  });

  afterEach(async () => {
    await t.app.close();
    await t.smtp.stop();
    await t.dispose();
    rmSync(t.dataDir, { recursive: true, force: true });
  });

  async function signInMails() {
    return (await t.storage.listMails()).filter((m) => m.kind === "team-signin");
  }

  /** Asks for a code and returns it as the e-mail carries it (link and code). */
  async function requestCode(client: Client, email = member) {
    const before = (await signInMails()).length;
    const { res, body } = await client.post("/admin/login", { email }, "/admin/login");
    expect(res.status).toBe(200);
    // The code is stored right after the answer (gate.ts: its time tells nothing).
    await vi.waitFor(async () => expect(await signInMails()).toHaveLength(before + 1));
    const mails = await signInMails();
    const text = mails.at(-1)!.text!;
    const link = /https?:\/\/\S+\/admin\/login\/code\?\S+/.exec(text)![0];
    const code = new URL(link).searchParams.get("code")!;
    expect(text).toContain(`: ${code}`);
    return { body, link, code, token: new URL(link).searchParams.get("link")! };
  }

  async function signIn(client = new Client(t.app.base)) {
    const { code } = await requestCode(client);
    const { res } = await client.post("/admin/login/code", { email: member, code }, "/admin/login");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/leads");
    return client;
  }

  async function seedLead(overrides: Partial<Parameters<Storage["saveLead"]>[0]> = {}) {
    const id = overrides.id ?? crypto.randomUUID();
    await t.storage.saveLead(
      {
        id,
        idempotencyKey: null,
        createdAt: Date.now(),
        name: "Carla Ruiz",
        email: "carla@example.com",
        company: "Ruiz SA",
        language: "es",
        score: 12,
        stage: "scaling",
        requestCall: true,
        quizSource: "fab",
        pagePath: "/es/servicios",
        referrer: "https://google.com/",
        utm: JSON.stringify({ source: "newsletter" }),
        userAgent: "test",
        payload: JSON.stringify({
          mensaje: "Hola",
          quizData: { revenue: "5m-20m", teamSize: "51-100", challenge: "scale", markets: "national" },
        }),
        ...overrides,
      },
      [{ kind: "lead-team", to: "team@pontas.test", replyTo: null, subject: "s", text: "t", html: "h" }],
    );
    return id;
  }

  return { t, start, signInMails, requestCode, signIn, seedLead };
}
