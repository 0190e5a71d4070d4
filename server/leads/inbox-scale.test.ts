import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Storage } from "../db/storage.ts";
import { testBackends } from "../../tests/support/backends.ts";
import { pageSize } from "#domain/inbox/model.ts";
import { listInbox, listOverdue, overdueShown } from "../db/read-model.ts";

/** 100,000 leads on SQLite: the first page and the next one come from the indexes (no timing asserted). */
describe("the inbox with 100,000 leads (SQLite)", () => {
  let storage: Storage;
  let dispose: () => Promise<void>;
  const total = 100_000;
  const start = Date.UTC(2026, 0, 1);

  beforeAll(async () => {
    ({ storage, dispose } = await testBackends[0]!.open());
    const rows = Array.from({ length: total }, (_, i) => ({
      id: `lead-${String(i).padStart(6, "0")}`,
      idempotencyKey: null,
      fingerprint: null,
      createdAt: start + i * 60_000,
      name: `Persona ${i}`,
      email: `p${i}@example.com`,
      company: `Empresa ${i % 500}`,
      language: i % 3 ? ("es" as const) : ("en" as const),
      score: 4 + (i % 17),
      stage: "scaling",
      requestCall: i % 2 === 0,
      quizSource: "fab",
      pagePath: "/es",
      referrer: "",
      utm: "{}",
      userAgent: "t",
      payload: "{}",
      status: i % 5 === 0 ? ("contacted" as const) : ("new" as const),
    }));
    for (let i = 0; i < rows.length; i += 1000) {
      await storage.db
        .insertInto("leads")
        .values(rows.slice(i, i + 1000))
        .execute();
    }
  }, 300_000);

  afterAll(async () => {
    await dispose();
  });

  it("answers the first pages newest first, and the plans use the indexes", async () => {
    const now = start + total * 60_000;
    const first = await listInbox(storage.db, {}, null, now);
    expect(first.items).toHaveLength(pageSize);
    expect(first.items[0]!.id).toBe("lead-099999");
    const second = await listInbox(storage.db, {}, first.next, now);
    expect(second.items[0]!.createdAt).toBeLessThan(first.items.at(-1)!.createdAt);
    const overdue = await listOverdue(storage.db, { language: "en" }, now);
    expect(overdue.length).toBe(pageSize);
    expect(overdue[0]!.createdAt).toBe(start);
    // The main list without the overdue section's leads: still the newest first.
    const once = await listInbox(
      storage.db,
      {},
      null,
      now,
      overdueShown(await listOverdue(storage.db, {}, now)),
    );
    expect(once.items[0]!.id).toBe("lead-099999");
    expect(once.items.some((i) => i.createdAt < start + 50 * 60_000)).toBe(false);

    // SQLite's own plan of the page queries (first page, next page, overdue): indexes, no sort of the table.
    const plans: string[] = [];
    for (const query of [
      storage.db
        .selectFrom("leads")
        .select("id")
        .orderBy("createdAt", "desc")
        .orderBy("id", "desc")
        .limit(51),
      storage.db
        .selectFrom("leads")
        .select("id")
        .where((eb) =>
          eb.or([eb("createdAt", "<", now), eb.and([eb("createdAt", "=", now), eb("id", "<", "x")])]),
        )
        .orderBy("createdAt", "desc")
        .orderBy("id", "desc")
        .limit(51),
      storage.db
        .selectFrom("leads")
        .select("id")
        .where("status", "in", ["new", "contacted"])
        .where("createdAt", "<", now)
        .orderBy("createdAt")
        .orderBy("id")
        .limit(51),
    ]) {
      const compiled = query.compile();
      const result = await storage.db.executeQuery({
        ...compiled,
        sql: `explain query plan ${compiled.sql}`,
      });
      plans.push(JSON.stringify(result.rows));
    }
    expect(plans[0]).toMatch(/USING (COVERING )?INDEX leads_created_id/);
    expect(plans[1]).toMatch(/USING (COVERING )?INDEX leads_created_id/);
    expect(plans[2]).toMatch(/USING (COVERING )?INDEX leads_status_created/);
    for (const plan of plans.slice(0, 2)) expect(plan).not.toMatch(/TEMP B-TREE/);
  });
});
