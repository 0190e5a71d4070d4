import { describe, expect, it } from "vitest";
import { deadlineSentence } from "./deadline-sentence.ts";
import { quiz as en } from "#i18n/locales/en/quiz.ts";
import { quiz as es } from "#i18n/locales/es/quiz.ts";

describe("the quiz's promise in the visitor's terms", () => {
  it("names the day and time, 24 hours after the lead, on Mexico City's clock", () => {
    const received = Date.UTC(2026, 10, 25, 21, 47); // 15:47 in Mexico City
    expect(deadlineSentence(es.promise, received, "es")).toBe(
      "Te enviaremos tu estrategia personalizada antes del jueves 26 de noviembre a las 3:47 p.m., hora de Ciudad de México.",
    );
    expect(deadlineSentence(en.promise, received, "en")).toBe(
      "We will send you your personalized strategy by Thursday, November 26 at 3:47 PM, Mexico City time.",
    );
  });

  it('says "a la 1" at one o\'clock in Spanish', () => {
    const received = Date.UTC(2026, 10, 25, 19, 5); // 13:05 in Mexico City
    expect(deadlineSentence(es.promise, received, "es")).toContain("a la 1:05 p.m.");
  });
});
