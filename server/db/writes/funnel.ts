import { sql } from "kysely";
import type { FunnelStepInput, Unit } from "../types.ts";

/** The writes of the quiz funnel (docs/decisions/102): a step counted once per quiz opening, and the openings forgotten. */

/** Counts the step unless this quiz opening already sent it; returns whether it counted. */
export const recordFunnelStep: Unit<FunnelStepInput, boolean> = async (
  db,
  { session, step, source, language, day, at },
) => {
  const inserted = await db
    .insertInto("funnelSessions")
    .values({ sessionId: session, step, at })
    .onConflict((oc) => oc.columns(["sessionId", "step"]).doNothing())
    .returning("step")
    .execute();
  if (inserted.length === 0) return false;
  await db
    .insertInto("funnelDaily")
    .values({ day, step, source, language, count: 1 })
    .onConflict((oc) =>
      oc
        .columns(["day", "step", "source", "language"])
        .doUpdateSet({ count: sql<number>`${sql.ref("funnelDaily.count")} + 1` }),
    )
    .execute();
  return true;
};

/** Forgets the quiz openings seen before `before` (their counts stay); returns how many. */
export const pruneFunnelSessions: Unit<{ before: number }, number> = async (db, { before }) => {
  const result = await db.deleteFrom("funnelSessions").where("at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
};
