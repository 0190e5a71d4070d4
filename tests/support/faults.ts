import { vi } from "vitest";
import type { Storage } from "#server/db/storage.ts";

/** Faults for the tests: a storage that fails to save, and the log lines that fault writes. */

/** `storage` whose saves fail with `fault`; everything else is the real storage. */
export function failingSaves(storage: Storage, fault: Error): Storage {
  return new Proxy(storage, {
    get(target, property) {
      if (property === "saveLead" || property === "saveMessage") return () => Promise.reject(fault);
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** A disk-full error hidden behind the rollback error that followed it, as a full disk shows it. */
export function diskFullBehindRollback() {
  const root = Object.assign(new Error("database or disk is full (while storing ana@example.com)"), {
    code: "SQLITE_FULL",
  });
  return new Error("cannot rollback - no transaction is active", { cause: root });
}

/** What the process writes to stderr while `run` runs. */
export async function stderrOf(run: () => Promise<void>): Promise<string> {
  let written = "";
  const spy = vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
    written += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
    return true;
  });
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return written;
}
