import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { brandColors } from "./brand.ts";

describe("the brand's colours", () => {
  it("are the stylesheet's theme colours", () => {
    const css = readFileSync("app/app.css", "utf8");
    const declared = (name: string) => new RegExp(`--color-${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim();
    expect(declared("ink")).toBe(brandColors.ink);
    expect(declared("brand-700")).toBe(brandColors.brand);
    expect(declared("brand-800")).toBe(brandColors.brandDark);
    expect(declared("accent-400")).toBe(brandColors.accent);
    expect(declared("accent-300")).toBe(brandColors.accentLight);
  });
});
