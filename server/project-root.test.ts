import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, expect, it } from "vitest";
import { projectRoot } from "./project-root.ts";

const dir = mkdtempSync(path.join(tmpdir(), "pontas-root-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("finds the directory holding package.json from a module in source or in the build", () => {
  expect(projectRoot(import.meta.url)).toBe(path.resolve(import.meta.dirname, ".."));
  mkdirSync(path.join(dir, "app/build/host"), { recursive: true });
  writeFileSync(path.join(dir, "app/package.json"), "{}");
  expect(projectRoot(pathToFileURL(path.join(dir, "app/build/host/main.js")).href)).toBe(
    path.join(dir, "app"),
  );
});

it("says so when no directory above holds a package.json", () => {
  mkdirSync(path.join(dir, "none/host"), { recursive: true });
  expect(() => projectRoot(pathToFileURL(path.join(dir, "none/host/main.js")).href)).toThrow(
    /no package.json/,
  );
});
