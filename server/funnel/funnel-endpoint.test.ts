import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Storage } from "../db/storage.ts";
import { testBackends } from "../../tests/support/backends.ts";
import { startTestServer } from "../../tests/support/app.ts";
import { mexicoCityDay } from "../mexico-city.ts";
import { funnelReport, pruneSessions, recordStep, sessionRetentionMs } from "./funnel.ts";

const browser =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const session = "0123456789abcdef0123456789abcdef";
const beacon = { session, step: "open", source: "fab", language: "es" };

for (const backend of testBackends) {
  describe(`the funnel beacon against ${backend.name}`, () => {
    let storage: Storage;
    let dispose: () => Promise<void>;
    let app: Awaited<ReturnType<typeof startTestServer>>;

    beforeEach(async () => {
      ({ storage, dispose } = await backend.open());
      // The beacon sends no e-mail: the outbox worker is never run here.
      app = await startTestServer({ storage, smtpUrl: "smtp://127.0.0.1:9" });
    });
    afterEach(async () => {
      await app.close();
      await dispose();
    });

    /** As navigator.sendBeacon sends a string: text/plain, our Origin, a browser's user agent. */
    const send = (
      body: unknown,
      {
        type = "text/plain;charset=UTF-8",
        userAgent = browser,
        origin = app.base,
        method = "POST",
      }: { type?: string; userAgent?: string | null; origin?: string; method?: string } = {},
    ) =>
      fetch(`${app.base}/api/funnel`, {
        method,
        headers: {
          "content-type": type,
          origin,
          ...(userAgent === null ? {} : { "user-agent": userAgent }),
        },
        body: typeof body === "string" ? body : JSON.stringify(body),
      });

    const stored = async () => ({
      sessions: await storage.db.selectFrom("funnelSessions").selectAll().execute(),
      daily: await storage.db.selectFrom("funnelDaily").selectAll().execute(),
    });

    it("counts a step sent as text/plain (sendBeacon) or JSON, answers 204, sets no cookie and stores nothing personal", async () => {
      const res = await send(beacon);
      expect(res.status).toBe(204);
      expect(res.headers.get("set-cookie")).toBeNull();
      const json = await send({ ...beacon, step: "q1" }, { type: "application/json" });
      expect(json.status).toBe(204);
      const { sessions, daily } = await stored();
      expect(sessions.map((s) => s.step).sort()).toEqual(["open", "q1"]);
      expect(daily).toHaveLength(2);
      expect(daily.every((d) => Number(d.count) === 1 && d.source === "fab" && d.language === "es")).toBe(
        true,
      );
      // Neither address nor user agent is kept anywhere.
      expect(JSON.stringify({ sessions, daily })).not.toMatch(/127\.0\.0\.1|Mozilla/);
    });

    it("refuses bad input with 400 (or 413, 415) and stores nothing", async () => {
      for (const body of [
        "not json",
        "",
        { ...beacon, step: "q5" },
        { ...beacon, source: "evil" },
        { ...beacon, language: "fr" },
        { ...beacon, session: "short" },
        { ...beacon, session: "x".repeat(65) },
        { ...beacon, email: "ana@example.com" },
        { step: "open", source: "fab", language: "es" },
        [beacon],
      ]) {
        expect((await send(body)).status, JSON.stringify(body)).toBe(400);
      }
      expect((await send(beacon, { type: "application/x-www-form-urlencoded" })).status).toBe(415);
      expect((await send({ ...beacon, pad: "x".repeat(2000) })).status).toBe(413);
      expect((await send(beacon, { method: "PUT" })).status).toBe(405);
      expect((await send(beacon, { origin: "https://evil.example" })).status).toBe(403);
      expect(await stored()).toEqual({ sessions: [], daily: [] });
    });

    it("ignores bots and requests without a user agent (204, nothing counted)", async () => {
      for (const userAgent of [
        "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
        "curl/8.5.0",
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36",
        null,
      ]) {
        expect((await send(beacon, { userAgent })).status).toBe(204);
      }
      expect(await stored()).toEqual({ sessions: [], daily: [] });
    });

    it("counts a repeated beacon once per quiz opening; another opening counts again", async () => {
      for (let i = 0; i < 3; i++) expect((await send(beacon)).status).toBe(204);
      await Promise.all([send(beacon), send(beacon)]);
      await send({ ...beacon, session: "fedcba9876543210fedcba9876543210" });
      const { daily } = await stored();
      expect(daily.map((d) => [d.step, Number(d.count)])).toEqual([["open", 2]]);
    });

    it("adds each counted step to its Mexico City day, and forgets the openings after two days", async () => {
      // 05:30 UTC on 2 March is still 1 March in Mexico City (UTC-6).
      const lateNight = Date.UTC(2026, 2, 2, 5, 30);
      expect(mexicoCityDay(lateNight)).toBe("2026-03-01");
      const at = (step: string, sessionId: string, time: number, source = "fab", language = "es") =>
        recordStep(
          storage,
          { session: sessionId, step, source, language } as Parameters<typeof recordStep>[1],
          time,
        );
      const s1 = "a".repeat(32);
      const s2 = "b".repeat(32);
      expect(await at("open", s1, lateNight)).toBe(true);
      expect(await at("open", s1, lateNight + 1000)).toBe(false);
      await at("q1", s1, lateNight);
      await at("open", s2, Date.UTC(2026, 2, 2, 18), "page", "en");
      const report = await funnelReport(storage.db, { from: "2026-03-01", to: "2026-03-01" });
      expect(report.steps).toMatchObject({ open: 1, q1: 1, q2: 0, lead: 0 });
      expect(report.bySource).toEqual([{ source: "fab", count: 1 }]);
      const both = await funnelReport(storage.db, { from: "2026-03-01", to: "2026-03-02" });
      expect(both.steps.open).toBe(2);
      expect(both.byLanguage).toEqual([
        { language: "en", count: 1 },
        { language: "es", count: 1 },
      ]);
      // Two days on, the openings are forgotten; their counts stay.
      expect(await pruneSessions(storage, lateNight + sessionRetentionMs + 1)).toBe(2);
      expect((await stored()).sessions).toHaveLength(1);
      expect((await funnelReport(storage.db, { from: "2026-03-01", to: "2026-03-02" })).steps.open).toBe(2);
    });
  });
}
