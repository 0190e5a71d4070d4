import { sql, type Kysely } from "kysely";
import { z } from "zod";
import { languages, type Language } from "#domain/i18n/languages.ts";
import type { FunnelPeriod } from "#domain/inbox/model.ts";
import type { FunnelReport } from "#domain/inbox/team-request.ts";
import { funnelSteps, quizSources, type FunnelStep } from "#domain/quiz/funnel.ts";
import type { Database } from "../db/schema.ts";
import type { Storage } from "../db/storage.ts";
import { mexicoCityDay } from "../mexico-city.ts";

/**
 * The quiz funnel's storage (docs/decisions/024): a step counts once per quiz
 * opening (the primary key of funnel_sessions), and each counted step adds one
 * to its day's anonymous count (funnel_daily), in one transaction. The page
 * reads only the daily counts, so a period costs the same with a million
 * beacons as with ten.
 */

type Db = Kysely<Database>;

/** The beacon's body (domain/quiz/funnel.ts). */
export const FunnelBeaconSchema = z.strictObject({
  session: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  step: z.enum(funnelSteps),
  source: z.enum(quizSources),
  language: z.enum(languages as [Language, ...Language[]]),
});
export type FunnelBeacon = z.infer<typeof FunnelBeaconSchema>;

/** How long a quiz opening's steps are kept to recognise a repeat: two days, then only the counts remain. */
export const sessionRetentionMs = 2 * 24 * 60 * 60 * 1000;

/**
 * Counts the step unless this quiz opening already sent it; returns whether it
 * counted. A write unit of the storage (server/db/units.ts): on SQLite it joins
 * the worker's group commit instead of holding the connection for a transaction
 * of its own.
 */
export function recordStep(
  storage: Pick<Storage, "recordFunnelStep">,
  beacon: FunnelBeacon,
  now: number,
): Promise<boolean> {
  return storage.recordFunnelStep({ ...beacon, day: mexicoCityDay(now), at: now });
}

/** Forgets the quiz openings older than the retention (their counts stay). */
export function pruneSessions(storage: Pick<Storage, "pruneFunnelSessions">, now: number): Promise<number> {
  return storage.pruneFunnelSessions(now - sessionRetentionMs);
}

export type { FunnelPeriod } from "#domain/inbox/model.ts";
export type { FunnelReport } from "#domain/inbox/team-request.ts";

/** The period's counts: every step, and the openings by source and by language. */
export async function funnelReport(db: Db, { from, to }: FunnelPeriod): Promise<FunnelReport> {
  const inPeriod = db.selectFrom("funnelDaily").where("day", ">=", from).where("day", "<=", to);
  const total = sql<number | string>`sum(${sql.ref("count")})`.as("total");
  const [steps, bySource, byLanguage] = await Promise.all([
    inPeriod.select(["step", total]).groupBy("step").execute(),
    inPeriod.where("step", "=", "open").select(["source", total]).groupBy("source").execute(),
    inPeriod.where("step", "=", "open").select(["language", total]).groupBy("language").execute(),
  ]);
  const counts = Object.fromEntries(funnelSteps.map((s) => [s, 0])) as Record<FunnelStep, number>;
  for (const row of steps) if (row.step in counts) counts[row.step as FunnelStep] = Number(row.total);
  const byCount = <T extends { count: number }>(rows: T[]) => rows.sort((a, b) => b.count - a.count || 0);
  return {
    steps: counts,
    bySource: byCount(bySource.map((r) => ({ source: r.source, count: Number(r.total) }))),
    byLanguage: byCount(byLanguage.map((r) => ({ language: r.language, count: Number(r.total) }))),
  };
}
