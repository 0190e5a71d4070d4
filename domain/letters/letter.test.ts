import { describe, expect, it } from "vitest";
import { endSentence, firstName } from "./letter.ts";

describe("firstName", () => {
  it.each([
    ["Roberto Garza Treviño", "Roberto"],
    ["  ana   pérez ", "Ana"],
    ["MARÍA JOSÉ LÓPEZ", "María"],
    ["Lic. Roberto Garza", "Roberto"],
    ["Ing. José-Luis Pérez", "José-Luis"],
    ["D'Angelo Russo", "D'Angelo"],
    ["McKenzie Smith", "McKenzie"],
    ["Γιώργος Παπαδόπουλος", "Γιώργος"],
    ["Дмитрий Иванов", "Дмитрий"],
    ["Łukasz Nowak", "Łukasz"],
    ["李 小龙", "李"],
  ])("greets %j as %j", (name, expected) => {
    expect(firstName(name)).toBe(expected);
  });

  it.each(["", "   ", "https://spam.example", "4you", "@ana", "www.example.com Ana"])(
    "greets %j without a name",
    (name) => {
      expect(firstName(name)).toBeNull();
    },
  );
});

describe("endSentence", () => {
  it("adds the stop once", () => {
    expect(endSentence("Aceros del Norte S.A. de C.V.")).toBe("Aceros del Norte S.A. de C.V.");
    expect(endSentence("Aceros del Norte")).toBe("Aceros del Norte.");
    expect(endSentence("Yahoo!")).toBe("Yahoo!");
  });
});
