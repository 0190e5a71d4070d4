import { describe, expect, it } from "vitest";
import { languages, type Language } from "#i18n/languages.ts";
import { industries, mexicoStances, type CompanySegment, type MexicoStance } from "#domain/quiz/profile.ts";
import type { QuizAnswers } from "#domain/quiz/questions.ts";
import { evaluate } from "#domain/quiz/score.ts";
import { stageKeys, type StageKey } from "#domain/quiz/stages.ts";
import { pathFor } from "#domain/site/pages.ts";
import { checkStrategyText, parseStrategy, strategyMaxLength } from "#domain/strategy/document.ts";
import { locales } from "#i18n/words.ts";
import { strategyDraft, type DraftSite, type StrategyDraftInput } from "./strategy-draft.ts";

const site: DraftSite = {
  callUrl: (minutes) => `https://pontas.mx/es/agendar?min=${minutes}&l=clave`,
  siteUrl: "https://pontas.mx",
};

const scaling: QuizAnswers = {
  revenue: "5m-20m",
  teamSize: "51-100",
  challenge: "scale",
  markets: "national",
};

function lead(language: Language, overrides: Partial<StrategyDraftInput> = {}): StrategyDraftInput {
  return {
    name: "Ana Pérez",
    company: "Acme",
    language,
    stage: "scaling",
    // As stored: the four answers beside the client's own claims.
    answers: { ...scaling, calculatedStage: "Escalamiento", score: "12" },
    services: null,
    quizSource: "fab",
    quizPage: pathFor("home", language),
    segment: null,
    industry: null,
    goal: null,
    mexicoStance: null,
    ...overrides,
  };
}

/** The letter's paragraphs and list, in order. */
const blocksOf = (draft: string) => parseStrategy(draft);
const paragraphs = (draft: string) =>
  blocksOf(draft).flatMap((b) => (b.type === "paragraph" ? [b.text] : []));
const priorities = (draft: string) => blocksOf(draft).flatMap((b) => (b.type === "list" ? b.items : []));
/** The body with its links' words only: what a reader sees before following a link. */
const withoutLinkTargets = (draft: string) => draft.replace(/\]\(https:\/\/[^)\s]+\)/g, "]");

/** The exporter of the issue: a Monterrey family manufacturer that wants to export to the United States. */
const exporter = lead("es", {
  name: "Ing. Roberto Garza Treviño",
  company: "Aceros del Norte",
  stage: "maturity",
  answers: { revenue: "20m-50m", teamSize: "101-500", challenge: "expand", markets: "national" },
  segment: "family-business",
  industry: "manufacturing",
  goal: "Exportar a Estados Unidos",
});

/** The fund of the issue: a US fund partner whose four portfolio companies are entering Mexico. */
const fund = lead("en", {
  name: "Sarah Collins",
  company: "Harbor Ridge Partners",
  stage: "maturity",
  answers: { revenue: "20m-50m", teamSize: "101-500", challenge: "expand", markets: "multinational" },
  quizSource: "fab",
  quizPage: pathFor("funds", "en"),
  segment: "fund",
  industry: "software",
  goal: "Help our four portfolio companies enter Mexico",
  mexicoStance: "not-yet",
});

describe("strategyDraft: a letter a partner would sign", () => {
  it("the exporter: greeting first, his goal and the United States in the first paragraph, export priorities, usted", () => {
    const draft = strategyDraft(exporter, site);
    expect(draft.split("\n")[0]).toBe("Buen día, Roberto:");
    const [opening] = paragraphs(draft).slice(1);
    expect(opening).toContain("Aceros del Norte");
    expect(opening).toContain("quieren exportar a Estados Unidos");
    expect(opening).toContain("Madurez");
    const list = priorities(draft);
    expect(list).toHaveLength(3);
    expect(list[0]).toMatch(/Estados Unidos.*T-MEC.*Primer paso:/);
    expect(list[1]).toMatch(/certificaciones/);
    // A family business: who decides what.
    expect(list[2]).toMatch(/Ordenar quién decide qué/);
    expect(draft).toContain("tiempo muerto por turno");
    expect(draft).toContain("llamada de 30 minutos");
    expect(draft).toContain("(https://pontas.mx/es/agendar?min=30&l=clave)");
    expect(draft.endsWith("\n\nQuedo a sus órdenes.")).toBe(true);
  });

  it("the fund: about its portfolio, names Mexico, offers 20 minutes, and never reads as a company's report", () => {
    const draft = strategyDraft(fund, site);
    expect(draft.split("\n")[0]).toBe("Dear Sarah,");
    const opening = paragraphs(draft)[1]!;
    expect(opening).toContain("Harbor Ridge Partners");
    expect(opening).toContain("Help our four portfolio companies enter Mexico");
    expect(opening).toContain("not selling in Mexico yet");
    expect(opening).not.toMatch(/stage|established/);
    const list = priorities(draft);
    expect(list).toHaveLength(3);
    expect(list.join("\n")).toMatch(/3 to 5 companies a quarter/);
    expect(list.join("\n")).toMatch(/two-week diagnostic/);
    expect(list[2]).toMatch(/Set up the entering companies in Mexico/);
    expect(draft).toContain(`[program for funds](https://pontas.mx${pathFor("funds", "en")})`);
    expect(draft).toContain(
      `[${locales.en.serviceNames.softLanding}](https://pontas.mx${pathFor("softLanding", "en")})`,
    );
    expect(draft).toContain("20-minute call");
    expect(draft).toContain("(https://pontas.mx/es/agendar?min=20&l=clave)");
    expect(draft).not.toMatch(/30-minute|established business|steady customers/);
  });

  it("a foreign company opened from the home page: Soft Landing is the service that fits best; never 'sells across Mexico'", () => {
    for (const lang of languages) {
      const draft = strategyDraft(
        lead(lang, { segment: "foreign-company", answers: { ...scaling, markets: "multinational" } }),
        site,
      );
      const t = locales[lang].strategy;
      const services = paragraphs(draft)[3]!;
      expect(services).toContain(
        `[${locales[lang].serviceNames.softLanding}](https://pontas.mx${pathFor("softLanding", lang)})`,
      );
      expect(services.startsWith(t.services.best.split("[")[0]!)).toBe(true);
      expect(services).toContain(t.reasons.foreignCompany);
      expect(draft).not.toContain(t.reasons.wideMarkets);
      expect(draft).not.toContain(t.reasons.narrowMarkets);
      expect(priorities(draft)).toEqual(
        t.enteringMexico.map((p) =>
          t.priority.replace("{{what}}", p.what).replace("{{why}}", p.why).replace("{{first}}", p.first),
        ),
      );
    }
  });

  it("greets by first name only when the name reads as one", () => {
    expect(strategyDraft(lead("es", { name: "Lic. Roberto Garza" }), site).split("\n")[0]).toBe(
      "Buen día, Roberto:",
    );
    expect(strategyDraft(lead("en", { name: "MARY O'NEILL" }), site).split("\n")[0]).toBe("Dear Mary,");
    expect(strategyDraft(lead("es", { name: "https://spam.example" }), site).split("\n")[0]).toBe(
      "Buen día:",
    );
  });

  it("quotes a goal that does not start with a verb, and a typed link never becomes one", () => {
    const quoted = strategyDraft(lead("es", { goal: "Más ventas en el norte." }), site);
    expect(paragraphs(quoted)[1]).toContain(
      "su objetivo para los próximos 12 meses es: «Más ventas en el norte»",
    );
    const sneaky = strategyDraft(
      lead("es", { goal: "crecer [aquí](https://evil.example) ya", company: "[x](https://evil.example)" }),
      site,
    );
    expect(sneaky).not.toContain("](https://evil.example)");
  });

  it("without a goal, names the main challenge instead", () => {
    const draft = strategyDraft(lead("es"), site);
    expect(paragraphs(draft)[1]).toContain("Su reto principal hoy, nos dijo, es escalar lo que ya funciona");
  });

  it("throws for a lead whose answers are not the quiz's", () => {
    expect(() => strategyDraft(lead("es", { answers: {} }), site)).toThrow(/revenue/);
    expect(() => strategyDraft(lead("es", { answers: { ...scaling, markets: "mars" } }), site)).toThrow(
      /markets/,
    );
  });
});

/** Answer sets that give each stage (two each, with different challenges and markets). */
const stageAnswers: Record<StageKey, QuizAnswers[]> = {
  foundation: [
    { revenue: "less-1m", teamSize: "1-10", challenge: "validate", markets: "local" },
    { revenue: "1m-5m", teamSize: "1-10", challenge: "first-customers", markets: "local" },
  ],
  acceleration: [
    { revenue: "1m-5m", teamSize: "11-50", challenge: "first-customers", markets: "regional" },
    { revenue: "less-1m", teamSize: "1-10", challenge: "expand", markets: "local" },
  ],
  scaling: [
    { revenue: "5m-20m", teamSize: "51-100", challenge: "scale", markets: "national" },
    { revenue: "5m-20m", teamSize: "11-50", challenge: "expand", markets: "multinational" },
  ],
  maturity: [
    { revenue: "20m-50m", teamSize: "101-500", challenge: "optimize", markets: "multinational" },
    { revenue: "20m-50m", teamSize: "101-500", challenge: "optimize", markets: "national" },
  ],
  enterprise: [
    { revenue: "more-50m", teamSize: "more-500", challenge: "expand", markets: "global" },
    { revenue: "more-50m", teamSize: "more-500", challenge: "optimize", markets: "global" },
  ],
};

const goals: Record<Language, (string | null)[]> = {
  es: [null, "Exportar a Estados Unidos", "Abrir una segunda planta en el Bajío"],
  en: [null, "to export to the United States", "Open a second plant in the Bajío"],
};

/** The segment × Mexico-stance pairs the form can send: a stance only for a foreign company or a fund. */
const profiles: { segment: CompanySegment | null; mexicoStance: MexicoStance | null }[] = [
  ...[null, "family-business", "startup"].map((segment) => ({
    segment: segment as CompanySegment | null,
    mexicoStance: null,
  })),
  ...(["foreign-company", "fund"] as const).flatMap((segment) =>
    [null, ...mexicoStances].map((mexicoStance) => ({ segment, mexicoStance })),
  ),
];

/** "tú" in a Spanish letter: the letters to a company's leadership use "usted" (decision 096). */
const tuteo = /\b(tú|tu|tus|te|ti|contigo|quieres|puedes|tienes|vendes|eres|estás|necesitas)\b/i;

describe("strategyDraft: every answer, profile, goal and opening", () => {
  it("in both languages: three priorities, a best service and at most two more, no address in the body, nothing unfilled, nothing that contradicts an answer", () => {
    // "todo" is Spanish ("en todo México"): the markers are matched in capitals.
    const unfilled = /undefined|\bnull\b|\[object|\{\{|\}\}|placeholder|lorem ipsum/i;
    const markers = /\bNaN\b|\bTODO\b|\bTBD\b|\bFIXME\b|\bXXX\b/;
    let drafts = 0;
    for (const lang of languages) {
      const t = locales[lang].strategy;
      for (const stage of stageKeys)
        for (const answers of stageAnswers[stage]) {
          expect(evaluate(answers).stage.key).toBe(stage);
          for (const profile of profiles)
            for (const industry of [...industries, null])
              for (const goal of goals[lang])
                for (const quizPage of [pathFor("home", lang), pathFor("softLanding", lang)]) {
                  const input = lead(lang, { answers, stage, industry, goal, quizPage, ...profile });
                  const draft = strategyDraft(input, site);
                  expect(strategyDraft({ ...input }, site)).toBe(draft);
                  expect(draft.length).toBeLessThanOrEqual(strategyMaxLength);
                  expect(checkStrategyText(draft)).toEqual({ ok: true, text: draft });
                  expect(draft).not.toMatch(unfilled);
                  expect(draft).not.toMatch(markers);

                  // A letter: greeting, opening, the priorities' lead-in, three priorities, services, call, closing.
                  const blocks = blocksOf(draft);
                  expect(blocks.map((b) => b.type)).toEqual([
                    "paragraph",
                    "paragraph",
                    "paragraph",
                    "list",
                    "paragraph",
                    "paragraph",
                    "paragraph",
                  ]);
                  for (const block of blocks)
                    expect(block.type === "list" ? block.items.join("") : block.text).not.toBe("");
                  expect(priorities(draft)).toHaveLength(3);
                  for (const p of priorities(draft))
                    expect(p).toMatch(lang === "es" ? /Primer paso: / : /First step: /);
                  // The one service that fits best and at most two more, each linked on its name.
                  const links = [...paragraphs(draft)[3]!.matchAll(/\]\(https:\/\/pontas\.mx\//g)];
                  expect(links.length).toBeGreaterThanOrEqual(1);
                  expect(links.length).toBeLessThanOrEqual(3);
                  // No raw address: every address sits on words.
                  expect(withoutLinkTargets(draft)).not.toMatch(/https?:\/\//);
                  // The goal, when given, is in the opening.
                  if (goal)
                    expect(paragraphs(draft)[1]!.toLowerCase()).toContain(
                      goal.replace(/^to /, "").toLowerCase(),
                    );

                  const fund = profile.segment === "fund";
                  expect(draft).toContain(fund ? "min=20" : "min=30");
                  // A company outside Mexico is never told it sells across Mexico.
                  const outside =
                    (profile.segment === "foreign-company" && profile.mexicoStance !== "operating") ||
                    (quizPage.includes("soft-landing") &&
                      profile.mexicoStance !== "operating" &&
                      (profile.segment === null || profile.segment === "foreign-company"));
                  if (outside) {
                    expect(draft).not.toContain(t.reasons.wideMarkets);
                    expect(draft).not.toContain(t.reasons.narrowMarkets);
                    for (const p of Object.values(t.markets)) expect(draft).not.toContain(p.what);
                  }
                  // A fund reads about its portfolio, not its own stage.
                  if (fund) {
                    expect(draft).toContain(t.fund.priorities[0]!.what);
                    for (const s of Object.values(t.stage))
                      expect(draft).not.toContain(s.split("{{stage}}")[1]!);
                  }
                  if (lang === "es" && goal === null) expect(draft).not.toMatch(tuteo);
                  drafts += 1;
                }
        }
    }
    expect(drafts).toBe(2 * 5 * 2 * profiles.length * 12 * 3 * 2);
  });
});
