import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testBackends } from "../../tests/support/backends.ts";
import { leadRecord } from "../../tests/support/records.ts";
import type { Storage } from "../db/storage.ts";
import { strategyWeeks, weekOf } from "./funnel.ts";

const hour = 60 * 60 * 1000;
// Monday 2026-11-23, 12:00 in Mexico City (UTC−6).
const monday = Date.parse("2026-11-23T18:00:00Z");

describe("weekOf", () => {
  it("gives the Monday of a day's week", () => {
    expect(weekOf("2026-11-23")).toBe("2026-11-23");
    expect(weekOf("2026-11-29")).toBe("2026-11-23");
    expect(weekOf("2026-11-30")).toBe("2026-11-30");
    expect(weekOf("2026-01-01")).toBe("2025-12-29");
  });
});

for (const backend of testBackends) {
  describe(`the 24-hour promise per week on ${backend.name}`, () => {
    let storage: Storage;
    let dispose: () => Promise<void>;
    beforeEach(async () => {
      ({ storage, dispose } = await backend.open());
    });
    afterEach(() => dispose());

    async function lead(id: string, createdAt: number) {
      await storage.saveLead(leadRecord(id, createdAt), []);
    }
    async function event(refId: string, at: number, type: "sent" | "status", detail: object) {
      await storage.db
        .insertInto("leadEvents")
        .values({
          id: crypto.randomUUID(),
          refId,
          at,
          actor: "ana@pontas.test",
          type,
          detail: JSON.stringify(detail),
        })
        .execute();
    }

    it("counts the leads of each week, those sent, the median time and the share within 24 hours", async () => {
      await lead("fast", monday);
      await event("fast", monday + 3 * hour, "sent", { kind: "strategy", text: "x" });
      // Before the composer: marked by hand, late; a later status change does not move it.
      await lead("manual", monday + hour);
      await event("manual", monday + 31 * hour, "status", { from: "new", to: "strategy_sent" });
      await event("manual", monday + 40 * hour, "status", { from: "strategy_sent", to: "won" });
      await lead("forgotten", monday + 2 * hour);
      await event("forgotten", monday + 3 * hour, "status", { from: "new", to: "contacted" });
      // Still inside its 24 hours at `now`: not decided yet.
      const now = monday + 7 * 24 * hour;
      await lead("fresh", now - hour);
      // Before the period.
      await lead("old", monday - 10 * 24 * hour);
      await event("old", monday - 10 * 24 * hour + hour, "sent", { kind: "strategy", text: "x" });

      const weeks = await strategyWeeks(storage.db, { from: "2026-11-20", to: "2026-11-30" }, now);
      expect(weeks).toEqual([
        { week: "2026-11-23", leads: 3, sent: 2, medianMs: 16.5 * hour, withinPromise: 1 / 3 },
        { week: "2026-11-30", leads: 1, sent: 0, medianMs: null, withinPromise: null },
      ]);
    });
  });
}
