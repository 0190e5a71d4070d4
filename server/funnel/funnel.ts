import { sql, type Kysely } from "kysely";
import { z } from "zod";
import { languages, type Language } from "#i18n/languages.ts";
import { promiseMs, type FunnelPeriod } from "#domain/inbox/model.ts";
import type { FunnelReport, StrategyWeek } from "#domain/inbox/team-request.ts";
import { funnelSteps, quizSources, type FunnelStep } from "#domain/quiz/funnel.ts";
import { leadsArrived } from "../db/read-model.ts";
import type { Database } from "../db/schema.ts";
import type { Storage } from "../db/storage.ts";
import { mexicoCityDay } from "../mexico-city.ts";

/**
 * The quiz funnel's storage (docs/decisions/102): a step counts once per quiz
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
 * counted. A write unit of the storage (server/db/write-units.ts): on SQLite it joins
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

/** Monday (YYYY-MM-DD) of a Mexico City day's week. */
export function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

const median = (values: number[]) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * The promise, week by week (docs/decisions/096): of the quiz leads that
 * arrived in the period, how many got their strategy, the median time it
 * took, and the share sent within 24 hours. A strategy counts from its first
 * "sent" event or, before the composer, the first move to "strategy sent". The
 * share is over the leads already decided: sent, or past their 24 hours (one
 * still inside them counts later).
 */
export async function strategyWeeks(
  db: Db,
  { from, to }: FunnelPeriod,
  now: number,
): Promise<StrategyWeek[]> {
  const dayMs = 24 * 60 * 60 * 1000;
  // Mexico City is UTC−6 (no daylight saving since 2022): a day's bounds are within these.
  const leads = (
    await leadsArrived(db, Date.parse(`${from}T00:00:00Z`) - dayMs, Date.parse(`${to}T00:00:00Z`) + 2 * dayMs)
  )
    .map((l) => ({ ...l, day: mexicoCityDay(l.createdAt) }))
    .filter((l) => l.day >= from && l.day <= to);
  const sentAt = new Map<string, number>();
  for (let i = 0; i < leads.length; i += 500) {
    const events = await db
      .selectFrom("leadEvents")
      .select(["refId", "at", "type", "detail"])
      .where(
        "refId",
        "in",
        leads.slice(i, i + 500).map((l) => l.id),
      )
      .where("type", "in", ["sent", "status"])
      .execute();
    for (const e of events) {
      const counts = e.type === "sent" || (JSON.parse(e.detail) as { to?: string }).to === "strategy_sent";
      const at = Number(e.at);
      if (counts && at < (sentAt.get(e.refId) ?? Infinity)) sentAt.set(e.refId, at);
    }
  }
  const weeks = new Map<string, { leads: number; times: number[]; decided: number; onTime: number }>();
  for (const lead of leads) {
    const week = weekOf(lead.day);
    const row = weeks.get(week) ?? { leads: 0, times: [], decided: 0, onTime: 0 };
    row.leads++;
    const sent = sentAt.get(lead.id);
    if (sent !== undefined) row.times.push(Math.max(0, sent - lead.createdAt));
    if (sent !== undefined || now - lead.createdAt >= promiseMs) row.decided++;
    if (sent !== undefined && sent - lead.createdAt <= promiseMs) row.onTime++;
    weeks.set(week, row);
  }
  return [...weeks.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([week, row]) => ({
      week,
      leads: row.leads,
      sent: row.times.length,
      medianMs: median(row.times),
      withinPromise: row.decided === 0 ? null : row.onTime / row.decided,
    }));
}

/** The period's counts: every step, and the openings by source and by language. */
export async function funnelReport(
  db: Db,
  { from, to }: FunnelPeriod,
  now = Date.now(),
): Promise<FunnelReport> {
  const inPeriod = db.selectFrom("funnelDaily").where("day", ">=", from).where("day", "<=", to);
  const total = sql<number | string>`sum(${sql.ref("count")})`.as("total");
  const [steps, bySource, byLanguage, strategy] = await Promise.all([
    inPeriod.select(["step", total]).groupBy("step").execute(),
    inPeriod.where("step", "=", "open").select(["source", total]).groupBy("source").execute(),
    inPeriod.where("step", "=", "open").select(["language", total]).groupBy("language").execute(),
    strategyWeeks(db, { from, to }, now),
  ]);
  const counts = Object.fromEntries(funnelSteps.map((s) => [s, 0])) as Record<FunnelStep, number>;
  for (const row of steps) if (row.step in counts) counts[row.step as FunnelStep] = Number(row.total);
  const byCount = <T extends { count: number }>(rows: T[]) => rows.sort((a, b) => b.count - a.count || 0);
  return {
    steps: counts,
    bySource: byCount(bySource.map((r) => ({ source: r.source, count: Number(r.total) }))),
    byLanguage: byCount(byLanguage.map((r) => ({ language: r.language, count: Number(r.total) }))),
    strategy,
  };
}
