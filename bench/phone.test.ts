import { describe, expect, it } from "vitest";
import { fixedSlowdownFrom, minCpuSlowdown, multiplierFor } from "./phone.ts";

describe("multiplierFor", () => {
  it("slows a host of the reference phone's rating 4×, and a faster one more, to one decimal", () => {
    expect(multiplierFor(1480)).toBe(4);
    expect(multiplierFor(2800)).toBe(7.6);
    expect(multiplierFor(3700)).toBe(10);
  });

  it("never slows a host less than 4×, however slow it is", () => {
    expect(multiplierFor(1225)).toBe(minCpuSlowdown);
    expect(multiplierFor(0)).toBe(minCpuSlowdown);
  });
});

describe("fixedSlowdownFrom", () => {
  it("is undefined without --cpu-slowdown, and its number with it", () => {
    expect(fixedSlowdownFrom(["--runs", "3", "/es"])).toBeUndefined();
    expect(fixedSlowdownFrom(["/es", "--cpu-slowdown", "6.5"])).toBe(6.5);
  });

  it("refuses a multiplier outside 1..20, or none", () => {
    expect(() => fixedSlowdownFrom(["--cpu-slowdown", "0"])).toThrow(/1\.\.20/);
    expect(() => fixedSlowdownFrom(["--cpu-slowdown", "25"])).toThrow(/1\.\.20/);
    expect(() => fixedSlowdownFrom(["--cpu-slowdown"])).toThrow(/1\.\.20/);
  });
});
