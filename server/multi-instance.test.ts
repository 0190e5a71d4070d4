import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startServer, waitForExit } from "../scripts/server-process.ts";
import { Client } from "../tests/support/inbox.ts";
import { validPayload } from "../tests/support/payload.ts";
import { SmtpSink } from "../tests/support/smtp.ts";
import { PostgresStorage } from "./db/postgres.ts";
import { leadPath } from "./leads/lead-endpoint.ts";
import { mexicoCityClock } from "./mexico-city.ts";

/**
 * Two instances of the built server (build/, as `npm run serve` runs it) on one
 * PostgreSQL schema, as two instances behind a load balancer (docs/decisions/094):
 * every lead stored once, each e-mail sent once, one digest, an Idempotency-Key
 * posted to both at once gives one lead, a session made on one works on the other,
 * wrong codes count across both, and the rate limits count requests to both.
 * TRUST_PROXY=1 and X-Forwarded-For give each part its own client address.
 * Both servers' clocks read 09:00 in Mexico City (tests/support/shifted-clock.ts),
 * so the day's digest is due when they start, whenever the test runs.
 * Needs `npm run build` first (npm test runs it before these tests) and TEST_DATABASE_URL.
 */

const postgresUrl = process.env.TEST_DATABASE_URL || "";
if (!postgresUrl)
  console.warn(
    "note: TEST_DATABASE_URL is not set: the two-instance test on PostgreSQL is skipped (CI sets it).",
  );

const team = ["ana@pontas.test", "bruno@pontas.test"];
const leadsTo = "leads@pontas.test";
const limit = 5;
const hourMs = 60 * 60 * 1000;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.skipIf(!postgresUrl)("two servers on one PostgreSQL", () => {
  const schema = `test_instances_${process.pid}_${Date.now()}`;
  const dataDirs: string[] = [];
  const servers: ChildProcess[] = [];
  const bases: string[] = [];
  let smtp: SmtpSink;
  let storage: PostgresStorage;

  beforeAll(async () => {
    if (!existsSync("build/host/index.js") || !existsSync("build/server/index.js"))
      throw new Error("This test runs the built server: run `npm run build` first (npm test does).");
    smtp = await new SmtpSink().start(0);
    const url = new URL(postgresUrl);
    url.searchParams.set("options", `-c search_path=${schema}`);
    // The schema, migrated once, as a deploy's first instance does (each server migrates again: nothing to do).
    storage = new PostgresStorage({ connectionString: postgresUrl, schema });
    await storage.migrate();
    // Today at 09:00 in Mexico City, same minute: the digest (08:00) is due.
    const offset = (9 - mexicoCityClock(Date.now()).hour) * hourMs;
    // Something arrived before the servers start: the day's digest has it to tell (a day with nothing gets none).
    await storage.saveMessage(
      {
        id: randomUUID(),
        idempotencyKey: null,
        createdAt: Date.now() + offset - hourMs,
        name: "Memo Mensaje",
        email: "memo@example.com",
        language: "es",
        userAgent: "ua",
        company: "",
        message: "Hola",
        pagePath: "/es/contacto",
      },
      [],
    );
    const shiftedClock = pathToFileURL(path.resolve("tests/support/shifted-clock.ts")).href;
    const ports = [await freePort(), await freePort()];
    const started = await Promise.all(
      ports.map((port) => {
        const dataDir = mkdtempSync(path.join(tmpdir(), "pontas-instances-"));
        dataDirs.push(dataDir);
        bases.push(`http://127.0.0.1:${port}`);
        return startServer(
          port,
          {
            DATA_DIR: dataDir,
            DATABASE_URL: url.href,
            SMTP_URL: smtp.url,
            SITE_URL: "https://pontas.example",
            LEADS_TO: leadsTo,
            TEAM_EMAILS: team.join(", "),
            AUTH_SECRET: "instances-secret-instances-secret-0123456789",
            RATE_LIMIT_PER_MINUTE: String(limit),
            TRUST_PROXY: "1",
            OUTBOX_POLL_MS: "100",
            TEST_CLOCK_OFFSET_MS: String(offset),
          },
          ["--import", shiftedClock],
        );
      }),
    );
    servers.push(...started);
  }, 60_000);

  afterAll(async () => {
    for (const server of servers) server.kill("SIGTERM");
    await Promise.all(servers.map((server) => waitForExit(server)));
    await smtp?.stop();
    await storage?.dropSchema();
    await storage?.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  /** A lead to server `i`, from the client address `client`. */
  const postLead = (i: number, client: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${bases[i]}${leadPath}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": client, ...headers },
      body: JSON.stringify(body),
    });

  const mailsTo = (address: string) => smtp.received.filter((m) => m.rcptTo.includes(address));

  /** Until both outboxes have sent everything stored (nothing pending), then a moment for a double send to show. */
  async function outboxDrained() {
    await vi.waitFor(
      async () => {
        const rows = await storage.db.selectFrom("outbox").select("status").execute();
        expect(rows.filter((row) => row.status !== "sent")).toEqual([]);
      },
      { timeout: 20_000, interval: 100 },
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  it("one digest for the day, to each team member once, claimed by one of the two", async () => {
    await outboxDrained();
    expect(await storage.db.selectFrom("digests").select("day").execute()).toHaveLength(1);
    for (const member of team)
      expect(mailsTo(member).filter((m) => m.parsed.subject?.startsWith("Resumen diario"))).toHaveLength(1);
  });

  it("leads sent to both are stored once each and each e-mail is sent once across both", async () => {
    const emails = Array.from({ length: 6 }, (_, i) => `lead-${i}-${randomUUID()}@example.com`);
    const answers = await Promise.all(
      emails.map((email, i) => postLead(i % 2, `203.0.113.${i + 1}`, validPayload({ email }))),
    );
    expect(answers.map((a) => a.status)).toEqual(emails.map(() => 200));
    const ids = await Promise.all(answers.map(async (a) => ((await a.json()) as { id: string }).id));
    const stored = await storage.listLeads();
    expect(
      stored
        .filter((l) => emails.includes(l.email))
        .map((l) => l.id)
        .sort(),
    ).toEqual([...ids].sort());
    await outboxDrained();
    for (const email of emails) {
      expect(mailsTo(email), email).toHaveLength(1);
      const notifications = mailsTo(leadsTo).filter((m) => m.parsed.replyTo?.value[0]?.address === email);
      expect(notifications, email).toHaveLength(1);
    }
  });

  it("the same Idempotency-Key posted to both at once gives one lead, and both answers name it", async () => {
    for (let round = 0; round < 4; round++) {
      const key = randomUUID();
      const body = validPayload({ email: `twice-${round}-${key}@example.com` });
      const [one, two] = await Promise.all(
        [0, 1].map((i) => postLead(i, `198.51.100.${round + 1}`, body, { "idempotency-key": key })),
      );
      expect([one!.status, two!.status]).toEqual([200, 200]);
      const [first, second] = (await Promise.all([one!.json(), two!.json()])) as { id: string }[];
      expect(second!.id).toBe(first!.id);
      const leads = await storage.db
        .selectFrom("leads")
        .select("id")
        .where("idempotencyKey", "=", key)
        .execute();
      expect(leads).toEqual([{ id: first!.id }]);
    }
    await outboxDrained();
    for (let round = 0; round < 4; round++) {
      const sent = smtp.received.filter((m) => m.rcptTo.some((to) => to.startsWith(`twice-${round}-`)));
      expect(sent).toHaveLength(1);
    }
  });

  /** The code of the newest sign-in e-mail to `member` after `before` of them. */
  async function codeFor(member: string, before: number) {
    const signIns = () => mailsTo(member).filter((m) => /\/admin\/login\/code\?/.test(m.parsed.text ?? ""));
    await vi.waitFor(() => expect(signIns().length).toBeGreaterThan(before), {
      timeout: 20_000,
      interval: 100,
    });
    const link = /https?:\/\/\S+\/admin\/login\/code\?\S+/.exec(signIns().at(-1)!.parsed.text!)![0];
    return new URL(link).searchParams.get("code")!;
  }
  const signInCount = (member: string) =>
    mailsTo(member).filter((m) => /\/admin\/login\/code\?/.test(m.parsed.text ?? "")).length;

  it("a session made on one server works on the other; wrong codes count across both", async () => {
    const [member] = team as [string];
    const onA = new Client(bases[0]!);
    const before = signInCount(member);
    expect((await onA.post("/admin/login", { email: member }, "/admin/login")).res.status).toBe(200);
    const code = await codeFor(member, before);
    const signedIn = await onA.post("/admin/login/code", { email: member, code }, "/admin/login");
    expect(signedIn.res.status).toBe(303);
    expect([...onA.cookies.keys()].some((k) => k.includes("session_token"))).toBe(true);

    // Server B: the cookies of server A (the session and its CSRF token) are a session there too.
    const onB = new Client(bases[1]!);
    for (const [name, value] of onA.cookies) onB.cookies.set(name, value);
    const list = await onB.request("/admin/leads");
    expect(list.res.status).toBe(200);
    const [lead] = await storage.listLeads();
    const note = await onB.post(
      `/admin/leads/${lead!.id}`,
      { intent: "note", note: "From B" },
      `/admin/leads/${lead!.id}`,
    );
    expect(note.res.status).toBe(303);
    expect(await storage.db.selectFrom("leadEvents").select("actor").execute()).toEqual([{ actor: member }]);

    // A new code asked in one browser; three wrong ones from it, to A, B and A: the right one is then
    // refused on B (the browser's 3 tries, counted in the database, docs/decisions/089).
    const browser = new Map<string, string>();
    const on = (i: 0 | 1) => {
      const client = new Client(bases[i]!);
      for (const [name, value] of browser) client.cookies.set(name, value);
      return client;
    };
    const keep = (client: Client) => {
      browser.clear();
      for (const [name, value] of client.cookies) browser.set(name, value);
    };
    const count = signInCount(member);
    const asking = on(1);
    expect((await asking.post("/admin/login", { email: member }, "/admin/login")).res.status).toBe(200);
    keep(asking);
    const fresh = await codeFor(member, count);
    const wrong = String((Number(fresh) + 1) % 1_000_000).padStart(6, "0");
    for (const i of [0, 1, 0] as const) {
      const client = on(i);
      expect(
        (await client.post("/admin/login/code", { email: member, code: wrong }, "/admin/login")).res.status,
      ).toBe(400);
      keep(client);
    }
    const late = await on(1).post("/admin/login/code", { email: member, code: fresh }, "/admin/login");
    expect(late.res.status).toBe(429);
    expect(late.res.headers.getSetCookie().some((c) => c.includes("session_token="))).toBe(false);
  });

  it("the rate limits count requests to both servers: the lead endpoint's, and sign-in's per address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < limit + 3; i++) statuses.push((await postLead(i % 2, "192.0.2.77", {})).status);
    // Empty bodies (400, nothing stored) up to the limit in total, then 429 from either.
    expect(statuses).toEqual([...Array<number>(limit).fill(400), 429, 429, 429]);

    // Codes asked for one address (5 per 15 minutes), alternately from A and B: the 6th is refused.
    const asked: number[] = [];
    for (let i = 0; i < 6; i++) {
      const client = new Client(bases[i % 2]!);
      asked.push(
        (await client.post("/admin/login", { email: "eve@example.com" }, "/admin/login")).res.status,
      );
    }
    expect(asked).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
