import { describe, expect, it } from "vitest";
import { stderrOf } from "../tests/support/faults.ts";
import { jsonLogger } from "./log.ts";

const logged = async (run: () => void) => {
  const lines = (await stderrOf(async () => run())).trim().split("\n");
  expect(lines).toHaveLength(1);
  return JSON.parse(lines[0]!) as Record<string, unknown>;
};

describe("the JSON logger's error lines", () => {
  it("an object literal passed as the error is logged as fields, its addresses redacted", async () => {
    const line = await logged(() =>
      jsonLogger.error("mail failed", {
        kind: "lead-ack",
        id: "m1",
        attempts: 8,
        reason: "to ana@example.com",
      }),
    );
    expect(line).toMatchObject({
      level: "error",
      message: "mail failed",
      kind: "lead-ack",
      id: "m1",
      attempts: 8,
      reason: "to [email]",
    });
    expect(line).not.toHaveProperty("error");
  });

  it("a real error is its name, code, message and cause chain, with the fields beside it", async () => {
    const root = Object.assign(new Error("disk full"), { code: "SQLITE_FULL" });
    const line = await logged(() =>
      jsonLogger.error("request failed", new TypeError("wrapped", { cause: root }), { path: "/es" }),
    );
    expect(line).toMatchObject({
      message: "request failed",
      path: "/es",
      error: { name: "TypeError", message: "wrapped" },
      rootCause: { name: "Error", code: "SQLITE_FULL", message: "disk full" },
    });
    expect(line.stack).toEqual(expect.stringContaining("TypeError: wrapped"));
  });

  it("a field cannot replace the line's own message or level; a cycle does not lose the line", async () => {
    const line = await logged(() =>
      jsonLogger.error("outbox: run failed", undefined, { message: "x", level: "info" }),
    );
    expect(line).toMatchObject({ level: "error", message: "outbox: run failed" });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(await logged(() => jsonLogger.error("odd", undefined, cyclic))).toMatchObject({ message: "odd" });
  });
});
