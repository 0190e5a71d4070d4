import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { prepared } from "./prepared.ts";
import type { Storage } from "./storage.ts";
import { testBackends } from "../../tests/support/backends.ts";

describe.each(testBackends)("prepared queries ($name)", (backend) => {
  let storage: Storage;
  let dispose: () => Promise<void>;
  beforeAll(async () => ({ storage, dispose } = await backend.open()));
  afterAll(() => dispose());
  const ctx = { dialect: backend.name };

  it("builds once per shape and runs each call with its own values, constants kept", async () => {
    type Days = Record<string, string | number>;
    const build = vi.fn((db: Storage["db"], slot: (key: string) => unknown, values: Days) =>
      db.insertInto("digests").values(
        Array.from({ length: Object.keys(values).length / 2 }, (_, i) => ({
          day: slot(`day${i}` as "day") as string,
          createdAt: slot(`at${i}` as "at") as number,
          since: 7,
        })),
      ),
    );
    const insert = prepared<Days, unknown>(build);
    await insert(storage.db, ctx, { day0: "2026-01-01", at0: 1 }, "1");
    await insert(storage.db, ctx, { day0: "2026-01-02", at0: 2 }, "1");
    await insert(storage.db, ctx, { day0: "2026-01-03", at0: 3, day1: "2026-01-04", at1: 4 }, "2");
    expect(build).toHaveBeenCalledTimes(2);
    const rows = await storage.db.selectFrom("digests").selectAll().orderBy("day").execute();
    expect(rows.map((r) => [r.day, Number(r.createdAt), Number(r.since)])).toEqual([
      ["2026-01-01", 1, 7],
      ["2026-01-02", 2, 7],
      ["2026-01-03", 3, 7],
      ["2026-01-04", 4, 7],
    ]);
  });

  it("refuses a call that lacks a value rather than run the query with another call's", async () => {
    const find = prepared<{ day: string }, { day: string }>((db, slot) =>
      db.selectFrom("digests").select("day").where("day", "=", slot("day")),
    );
    expect((await find(storage.db, ctx, { day: "2026-01-02" })).rows).toEqual([{ day: "2026-01-02" }]);
    await expect(find(storage.db, ctx, {} as { day: string })).rejects.toThrow(/no value for day/);
  });
});
