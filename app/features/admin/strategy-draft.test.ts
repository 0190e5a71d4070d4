import { describe, expect, it } from "vitest";
import { languages, type Language } from "#domain/i18n/languages.ts";
import { companySegments, industries, type CompanySegment, type Industry } from "#domain/quiz/profile.ts";
import { questions, type QuizAnswers } from "#domain/quiz/questions.ts";
import { recommend } from "#domain/quiz/recommend.ts";
import { evaluate } from "#domain/quiz/score.ts";
import { stageKeys, type StageKey } from "#domain/quiz/stages.ts";
import { pathFor } from "#domain/site/pages.ts";
import {
  checkStrategyText,
  parseStrategy,
  strategyMaxLength,
  type StrategyBlock,
} from "#domain/strategy/document.ts";
import { servicesWithWindow } from "#domain/strategy/segment.ts";
import { resources } from "../../i18n/resources.ts";
import { locales } from "../../i18n/locales.ts";
import { strategyDraft, type StrategyDraftInput } from "./strategy-draft.ts";

const site = { bookingUrl: "https://pontas.mx/es/agendar?l=clave", siteUrl: "https://pontas.mx" };
const copyOf = (lang: Language) => {
  const { quiz, serviceNames: services, strategy } = locales[lang];
  return { quiz, services, strategy };
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
    services: ["growthTransformation", "softLanding", "digitalTransformation"],
    quizSource: "fab",
    quizPage: pathFor("softLanding", language),
    ...overrides,
  };
}

/** The blocks of a section: those after its heading, up to the next heading. */
function sectionUnder(draft: string, heading: string): StrategyBlock[] {
  const blocks = parseStrategy(draft);
  const at = blocks.findIndex((b) => b.type === "heading" && b.text === heading);
  expect(at, heading).toBeGreaterThan(-1);
  const rest = blocks.slice(at + 1);
  const end = rest.findIndex((b) => b.type === "heading");
  return end === -1 ? rest : rest.slice(0, end);
}

/** The text of a section's blocks, one line each. */
function textUnder(draft: string, heading: string): string {
  return sectionUnder(draft, heading)
    .map((b) => (b.type === "list" ? b.items.join("\n") : b.text))
    .join("\n");
}

/** The items of the list under a heading. */
function listUnder(draft: string, heading: string): string[] {
  const blocks = parseStrategy(draft);
  const at = blocks.findIndex((b) => b.type === "heading" && b.text === heading);
  const next = blocks[at + 1];
  expect(at, heading).toBeGreaterThan(-1);
  return next?.type === "list" ? next.items : [];
}

describe("strategyDraft", () => {
  it("writes the Spanish strategy of a quiz lead from the translations", () => {
    const draft = strategyDraft(lead("es"), site);
    const { quiz, strategy } = copyOf("es");
    expect(draft.split("\n").slice(0, 3)).toEqual([
      "# Estrategia de crecimiento para Acme",
      "",
      "Hola, Ana:",
    ]);
    expect(draft).toContain("## Tu etapa: Escalamiento");
    expect(draft).toContain(strategy.stages.scaling.replace("{{stage}}", "Escalamiento"));
    expect(textUnder(draft, "Tu etapa: Escalamiento")).toContain("cuatro respuestas juntas");
    expect(listUnder(draft, "Tus respuestas")).toEqual([
      `Facturación anual: ${quiz.questions.revenue.options["5m-20m"]}`,
      `Personas en tu equipo: ${quiz.questions.teamSize.options["51-100"]}`,
      "Reto principal: Escalar lo que ya funciona",
      "Dónde vendes: En todo México",
    ]);
    // Opened on the Soft Landing page: the markets' priority is about operating in Mexico.
    expect(listUnder(draft, "Prioridades para los próximos 90 días")).toEqual([
      strategy.priorities.challenge.scale.first,
      strategy.priorities.challenge.scale.second,
      strategy.priorities.enteringMexico.sellsInMexico,
    ]);
    expect(listUnder(draft, "Servicios que te recomendamos")).toEqual([
      `Transformación del Crecimiento. ${quiz.reasons.challenge.scale} Más información: https://pontas.mx/es/servicios/growth-transformation`,
      `Aterrizaje en México. ${quiz.reasons.mexicoEntry} Más información: https://pontas.mx/es/servicios/soft-landing`,
      `Transformación Digital. Porque en la etapa Escalamiento la eficiencia viene de digitalizar la operación. Más información: https://pontas.mx/es/servicios/transformacion-digital`,
    ]);
    // Opened on the Soft Landing page: interested in entering Mexico, not a stated
    // foreign company. No segment is assumed: the diagnostic sets the dates, and the
    // recommended services give their own windows.
    expect(sectionUnder(draft, "Cuándo esperar resultados")).toEqual([
      { type: "paragraph", text: `${strategy.results.diagnostic} ${strategy.results.servicesIntro}` },
      {
        type: "list",
        items: [
          "Aterrizaje en México: nuestra meta es tu operación establecida y vendiendo en México en 6 a 12 meses.",
          "Transformación Digital: en nuestra experiencia, los primeros resultados se ven en 3 a 6 meses.",
        ],
      },
    ]);
    expect(draft).not.toMatch(/empresa familiar|empresa extranjera|startup|fondo/i);
    expect(draft).toContain(
      "Agenda una llamada de 30 minutos para revisar juntos esta estrategia y acordar el plan de trabajo: https://pontas.mx/es/agendar?l=clave",
    );
    expect(draft.endsWith(`\n\n${strategy.closing}`)).toBe(true);
    expect(draft).not.toMatch(/\b(the|your|and|with|stage)\b/i);
  });

  it("writes the English strategy with English labels and English links", () => {
    const draft = strategyDraft(lead("en"), site);
    expect(draft.split("\n").slice(0, 3)).toEqual(["# Growth strategy for Acme", "", "Hello Ana,"]);
    expect(draft).toContain("## Your stage: Scaling");
    expect(listUnder(draft, "Your answers")).toEqual([
      "Annual revenue: US$5M to under US$20M",
      "People on your team: 51 to 100",
      "Main challenge: Scaling what already works",
      "Where you sell: Across Mexico",
    ]);
    const services = listUnder(draft, "Services we recommend");
    expect(services).toHaveLength(3);
    expect(services[0]).toBe(
      `Growth Transformation. ${locales.en.quiz.reasons.challenge.scale} Learn more: https://pontas.mx/en/services/growth-transformation`,
    );
    expect(services[1]).toContain("Soft Landing in Mexico. ");
    expect(services[1]).toContain("https://pontas.mx/en/services/soft-landing");
    expect(services[2]).toContain("https://pontas.mx/en/services/digital-transformation");
    expect(draft).toContain("within 6 to 12 months");
    expect(draft).toContain(": https://pontas.mx/es/agendar?l=clave");
    expect(draft.replaceAll("Ana Pérez", "")).not.toMatch(/[áéíóúñ¿¡]|Escalamiento|Más información/);
  });

  it("gives a stated segment its result window, and none to a company that did not say", () => {
    const windows: Partial<Record<Language, { foreign: string; family: string; startups: string }>> = {
      es: { foreign: "6 a 12 meses", family: "unos 12 meses", startups: "3 a 6 meses" },
      en: { foreign: "6 to 12 months", family: "about 12 months", startups: "3 to 6 months" },
    };
    // Growth Transformation, Go-to-Market, AI Integration: no service of its own window.
    const noWindows: StrategyDraftInput["services"] = ["growthTransformation", "goToMarket", "aiIntegration"];
    for (const lang of languages.filter((l) => windows[l])) {
      const { strategy } = copyOf(lang);
      const w = windows[lang]!;
      const results = (segment: CompanySegment | null) =>
        textUnder(
          strategyDraft(lead(lang, { segment, services: noWindows, quizPage: "" }), site),
          strategy.headings.results,
        );
      const only = (text: string, window: string | null) => {
        for (const other of Object.values(w)) expect(text.includes(other), other).toBe(other === window);
      };
      only(results("foreign-company"), w.foreign);
      only(results("family-business"), w.family);
      only(results("startup"), w.startups);
      only(results("fund"), null);
      expect(results("fund")).toBe(strategy.results.segments.fund);
      // Unknown: no segment's window, whatever the stage or the challenge.
      only(results(null), null);
      expect(results(null)).toBe(strategy.results.diagnostic);
      const startupLike: QuizAnswers = {
        revenue: "less-1m",
        teamSize: "1-10",
        challenge: "validate",
        markets: "local",
      };
      const early = strategyDraft(
        lead(lang, { answers: startupLike, stage: "foundation", services: null, quizPage: "" }),
        site,
      );
      // MVP Validation's own window, not a startup's.
      expect(textUnder(early, strategy.headings.results)).not.toContain(w.startups);
      expect(textUnder(early, strategy.headings.results)).toMatch(/4 (a|to) 8/);
    }
  });

  it("quotes each window as the service pages and the Solutions page state it", () => {
    const numbers = (text: string) => text.match(/\d+/g) ?? [];
    const durations = /semanas|meses|días|weeks|months|days/;
    for (const lang of languages) {
      const { pages } = resources[lang];
      const { strategy } = copyOf(lang);
      for (const id of servicesWithWindow) {
        const highlight = pages[id].highlights.find((h) => durations.test(h.value));
        expect(highlight, id).toBeDefined();
        expect(numbers(strategy.results.services[id]), id).toEqual(numbers(highlight!.value));
      }
      const solutions = pages.solutions.segments;
      expect(numbers(strategy.results.segments["foreign-company"])).toEqual(
        numbers(solutions.foreignCompanies.window),
      );
      expect(numbers(strategy.results.segments["family-business"])).toEqual(
        numbers(solutions.familyBusinesses.window),
      );
      expect(numbers(strategy.results.segments.startup)).toEqual(numbers(solutions.startups.window));
      expect(numbers(strategy.results.segments.fund)).toEqual(
        numbers(pages.funds.whatWeDo.items.execution.meta),
      );
      // Each figure framed as the firm's target or its experience (docs/product.md).
      const framing = lang === "es" ? /nuestra meta|en nuestra experiencia/ : /our target|in our experience/;
      for (const text of [
        ...Object.values(strategy.results.services),
        strategy.results.segments["foreign-company"],
        strategy.results.segments["family-business"],
        strategy.results.segments.startup,
      ])
        expect(text).toMatch(framing);
    }
  });

  it("recomputes the services from the answers and where the quiz was opened when none are stored", () => {
    const draft = strategyDraft(
      lead("es", { services: null, quizSource: "home_cta", quizPage: "/es" }),
      site,
    );
    const expected = recommend(scaling, "general").map((r) => copyOf("es").services[r.service]);
    const items = listUnder(draft, "Servicios que te recomendamos");
    expect(items.map((item) => item.slice(0, item.indexOf(". ")))).toEqual(expected);
    expect(draft).not.toContain("soft-landing");
  });

  it("keeps the stored services, each with a reason even when the answers no longer pick it", () => {
    const draft = strategyDraft(
      lead("es", { services: ["aiIntegration", "mvpValidation", "softLanding"] }),
      site,
    );
    expect(listUnder(draft, "Servicios que te recomendamos")).toEqual([
      `Integración de IA. ${locales.es.strategy.reasons.aiIntegrationNoIndustry} Más información: https://pontas.mx${pathFor("aiIntegration", "es")}`,
      `Validación de MVP. ${locales.es.quiz.reasons.stage.mvpValidation.replace("{{stage}}", "Escalamiento")} Más información: https://pontas.mx${pathFor("mvpValidation", "es")}`,
      `Aterrizaje en México. ${locales.es.quiz.reasons.mexicoEntry} Más información: https://pontas.mx${pathFor("softLanding", "es")}`,
    ]);
  });

  it("reads the stage from the answers when none is stored, and links under a site URL with a slash", () => {
    const draft = strategyDraft(lead("en", { stage: null }), { ...site, siteUrl: "https://pontas.mx/" });
    expect(draft).toContain("## Your stage: Scaling");
    expect(draft).toContain(" https://pontas.mx/en/services/growth-transformation");
    expect(draft).not.toContain("mx//");
  });

  it("writes the name and company on their line, as text, and leaves out what the check refuses", () => {
    const odd = strategyDraft(
      lead("es", { name: "<img src=x onerror=alert(1)>", company: "Acme\n# Falso\u202e  S.A." }),
      site,
    );
    // Not a name to greet by: the letter greets without one, and never repeats the markup.
    expect(odd.split("\n")[2]).toBe("Hola:");
    expect(odd).not.toContain("<img");
    expect(odd.split("\n")[0]).toBe("# Estrategia de crecimiento para Acme # Falso S.A.");
    expect(checkStrategyText(odd)).toEqual({ ok: true, text: odd });
    expect(parseStrategy(odd).filter((b) => b.type === "heading")).toHaveLength(7);

    const bare = strategyDraft(lead("en", { company: "  ", name: "\u2028" }), site);
    expect(bare.split("\n").slice(0, 3)).toEqual(["# Your growth strategy", "", "Hello,"]);
  });

  it("refuses a lead whose answers are not the quiz's options", () => {
    expect(() => strategyDraft(lead("es", { answers: {} }), site)).toThrow(/revenue/);
    expect(() => strategyDraft(lead("es", { answers: { ...scaling, markets: "mars" } }), site)).toThrow(
      /markets/,
    );
  });

  it("for every answer combination, source and language: a checked, complete, deterministic draft", () => {
    const options = questions.map((q) => q.options as readonly string[]);
    const sources = ["hero", "solutions_foreign", "fab"];
    let drafts = 0;
    for (const revenue of options[0]!)
      for (const teamSize of options[1]!)
        for (const challenge of options[2]!)
          for (const markets of options[3]!) {
            const answers = { revenue, teamSize, challenge, markets } as QuizAnswers;
            const stage = evaluate(answers).stage.key;
            for (const quizSource of sources)
              for (const lang of languages) {
                const { quiz, strategy } = copyOf(lang);
                const input = lead(lang, { answers, stage, services: null, quizSource, quizPage: "" });
                const draft = strategyDraft(input, site);
                expect(strategyDraft({ ...input }, site)).toBe(draft);
                expect(draft.length).toBeLessThanOrEqual(strategyMaxLength);
                expect(draft).not.toMatch(/undefined|null|\{\{|\}\}|NaN|\[object/);
                expect(checkStrategyText(draft)).toEqual({ ok: true, text: draft });
                for (const q of questions) {
                  const labels: Record<string, string> = quiz.questions[q.id].options;
                  expect(draft).toContain(`${quiz.result.answerLabels[q.id]}: ${labels[answers[q.id]]}`);
                }
                expect(draft).toContain(`: ${quiz.stages[stage].name}\n`);
                const services = listUnder(draft, strategy.headings.services);
                expect(services).toHaveLength(3);
                for (const item of services)
                  expect(item).toMatch(new RegExp(` https://pontas\\.mx/${lang}/\\S+$`));
                expect(services.some((s) => s.includes("soft-landing"))).toBe(
                  quizSource === "solutions_foreign",
                );
                expect(listUnder(draft, strategy.headings.priorities)).toHaveLength(3);
                expect(listUnder(draft, strategy.headings.answers)).toHaveLength(4);
                expect(draft).toContain(site.bookingUrl);
                drafts += 1;
              }
          }
    expect(drafts).toBe(625 * 3 * languages.length);
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

/** A lead as the inbox stores it once the lead form's profile is wired, services recomputed. */
function profiled(
  lang: Language,
  answers: QuizAnswers,
  profile: { segment: CompanySegment | null; industry: Industry | null },
  overrides: Partial<StrategyDraftInput> = {},
): StrategyDraftInput {
  return lead(lang, {
    answers,
    stage: evaluate(answers).stage.key,
    services: null,
    quizSource: "fab",
    quizPage: "",
    ...profile,
    ...overrides,
  });
}

const familyWords = /empresa familiar|family business/i;

describe("strategyDraft, from what the visitor said of the company", () => {
  it("speaks to a foreign manufacturer entering Mexico, never to a family business", () => {
    for (const lang of languages) {
      const { quiz, strategy } = copyOf(lang);
      const draft = strategyDraft(
        profiled(
          lang,
          stageAnswers.scaling[1]!,
          { segment: "foreign-company", industry: "manufacturing" },
          { quizSource: "solutions_foreign" },
        ),
        site,
      );
      expect(draft).toContain(`## ${strategy.segments["foreign-company"].heading}`);
      expect(draft).toMatch(lang === "es" ? /entrar a México/ : /entering Mexico/);
      expect(draft).toContain("REPSE");
      expect(draft).toContain(
        `## ${strategy.headings.industry.replace("{{industry}}", strategy.industries.manufacturing.name)}`,
      );
      expect(draft).toContain(lang === "es" ? "manufactura" : "manufacturing");
      expect(draft).not.toMatch(familyWords);
      // The markets' wording fits a company not yet in Mexico.
      expect(draft).not.toContain(strategy.priorities.challenge.expand.first);
      expect(draft).not.toContain(quiz.reasons.wideMarkets);
      expect(draft).not.toMatch(/ya vendes en todo México|already sell across Mexico/);
      expect(listUnder(draft, strategy.headings.priorities)).toEqual([
        strategy.priorities.expandIntoMexico.first,
        strategy.priorities.expandIntoMexico.second,
        strategy.priorities.enteringMexico.severalCountries,
      ]);
      const softLanding = listUnder(draft, strategy.headings.services).find((s) =>
        s.includes("soft-landing"),
      );
      expect(softLanding).toContain(strategy.reasons.foreignCompany);
      // Its window once, not twice (Soft Landing's is the foreign company's).
      expect(textUnder(draft, strategy.headings.results)).toBe(strategy.results.segments["foreign-company"]);
    }
  });

  it("speaks to a family business: governance, succession, professional management", () => {
    for (const lang of languages) {
      const { strategy } = copyOf(lang);
      const draft = strategyDraft(
        profiled(lang, stageAnswers.maturity[1]!, { segment: "family-business", industry: null }),
        site,
      );
      const block = strategy.segments["family-business"];
      expect(sectionUnder(draft, block.heading)).toEqual([
        { type: "paragraph", text: block.intro },
        { type: "list", items: block.items },
      ]);
      expect(textUnder(draft, block.heading)).toMatch(
        lang === "es"
          ? /Gobierno[\s\S]*Sucesión[\s\S]*Dirección profesional/
          : /Governance[\s\S]*Succession[\s\S]*Professional management/,
      );
      expect(listUnder(draft, strategy.headings.answers)).toContain(
        `${copyOf(lang).quiz.profile.segment.short}: ${copyOf(lang).quiz.profile.segment.options["family-business"]}`,
      );
      // Mature and selling across Mexico: the Executive Advisory Panel, for the family's governance.
      const panel = listUnder(draft, strategy.headings.services).find((s) =>
        s.includes("executive-advisory-panel"),
      );
      expect(panel).toContain(strategy.reasons.segment["family-business"].executiveAdvisoryPanel);
      expect(textUnder(draft, strategy.headings.results)).toContain(
        strategy.results.segments["family-business"],
      );
    }
  });

  it("assumes no segment when the visitor did not say, at every stage and from every source", () => {
    for (const lang of languages) {
      const { strategy } = copyOf(lang);
      for (const stage of stageKeys)
        for (const answers of stageAnswers[stage])
          for (const quizSource of ["fab", "solutions_foreign"]) {
            const draft = strategyDraft(
              profiled(lang, answers, { segment: null, industry: null }, { quizSource }),
              site,
            );
            expect(draft).not.toMatch(familyWords);
            for (const block of Object.values(strategy.segments)) expect(draft).not.toContain(block.heading);
            for (const text of Object.values(strategy.results.segments)) expect(draft).not.toContain(text);
            expect(textUnder(draft, strategy.headings.results)).toMatch(
              new RegExp(`^${strategy.results.diagnostic.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
            );
            expect(listUnder(draft, strategy.headings.answers)).toHaveLength(4);
          }
    }
  });

  it("reads a quiz opened on a Mexico-entry page as interest in entering Mexico, not as a foreign company", () => {
    for (const lang of languages) {
      const { quiz, strategy } = copyOf(lang);
      const draft = strategyDraft(
        profiled(
          lang,
          stageAnswers.enterprise[0]!,
          { segment: null, industry: null },
          {
            quizPage: pathFor("softLanding", lang),
          },
        ),
        site,
      );
      expect(draft).not.toContain(strategy.segments["foreign-company"].heading);
      expect(draft).not.toContain(strategy.reasons.foreignCompany);
      expect(listUnder(draft, strategy.headings.services).find((s) => s.includes("soft-landing"))).toContain(
        quiz.reasons.mexicoEntry,
      );
      expect(draft).not.toContain(quiz.reasons.wideMarkets);
      expect(draft).toContain(strategy.reasons.enteringMexico.wideMarkets);
      expect(listUnder(draft, strategy.headings.priorities)).toEqual([
        strategy.priorities.expandIntoMexico.first,
        strategy.priorities.expandIntoMexico.second,
        strategy.priorities.enteringMexico.severalCountries,
      ]);
    }
  });

  it("writes an industry's levers as hypotheses for the call, and names its AI lever in AI Integration's reason", () => {
    for (const lang of languages) {
      const { strategy } = copyOf(lang);
      // Foundation, validating: MVP Validation, Go-to-Market, AI Integration.
      const draft = strategyDraft(
        profiled(lang, stageAnswers.foundation[0]!, { segment: "startup", industry: "logistics" }),
        site,
      );
      const logistics = strategy.industries.logistics;
      const heading = strategy.headings.industry.replace("{{industry}}", logistics.name);
      expect(sectionUnder(draft, heading)).toEqual([
        { type: "paragraph", text: strategy.industryIntro.replace("{{industry}}", logistics.name) },
        { type: "list", items: logistics.levers },
      ]);
      expect(draft).toContain(
        lang === "es"
          ? "Una hipótesis que revisaríamos en la llamada"
          : "A hypothesis we would test on the call",
      );
      const ai = listUnder(draft, strategy.headings.services).find((s) =>
        s.endsWith(pathFor("aiIntegration", lang)),
      );
      expect(ai).toContain(logistics.ai);
      expect(ai).not.toContain(lang === "es" ? "le ahorra horas a tu equipo" : "saves your team hours");

      // "Other": an honest paragraph under its heading, no levers, a neutral AI reason.
      const other = strategyDraft(
        profiled(lang, stageAnswers.foundation[0]!, { segment: null, industry: "other" }),
        site,
      );
      expect(sectionUnder(other, strategy.headings.otherIndustry)).toEqual([
        { type: "paragraph", text: strategy.otherIndustry },
      ]);
      expect(
        listUnder(other, strategy.headings.services).find((s) => s.endsWith(pathFor("aiIntegration", lang))),
      ).toContain(strategy.reasons.aiIntegrationNoIndustry);
      // Unanswered: no industry section at all.
      const none = strategyDraft(
        profiled(lang, stageAnswers.foundation[0]!, { segment: null, industry: null }),
        site,
      );
      expect(parseStrategy(none).filter((b) => b.type === "heading")).toHaveLength(7);
    }
  });

  it("greets by first name, and without one when the name does not read as a name", () => {
    expect(strategyDraft(lead("es", { name: "Lic. Roberto Garza Treviño" }), site).split("\n")[2]).toBe(
      "Hola, Roberto:",
    );
    expect(strategyDraft(lead("en", { name: "MARY O'NEILL" }), site).split("\n")[2]).toBe("Hello Mary,");
    expect(strategyDraft(lead("es", { name: "https://spam.example" }), site).split("\n")[2]).toBe("Hola:");
  });

  it("every segment × industry × stage × origin, in both languages: complete sections, nothing unfilled, checked", () => {
    // "todo" is Spanish ("en todo México"): the markers are matched in capitals.
    const unfilled = /undefined|\bnull\b|\[object|\{\{|\}\}|placeholder|lorem ipsum/i;
    const markers = /\bNaN\b|\bTODO\b|\bTBD\b|\bFIXME\b|\bXXX\b/;
    let drafts = 0;
    for (const lang of languages) {
      const { quiz, strategy } = copyOf(lang);
      for (const stage of stageKeys)
        for (const answers of stageAnswers[stage]) {
          expect(evaluate(answers).stage.key).toBe(stage);
          for (const segment of [...companySegments, null])
            for (const industry of [...industries, null])
              for (const quizSource of ["fab", "solutions_foreign"]) {
                const input = profiled(lang, answers, { segment, industry }, { quizSource });
                const draft = strategyDraft(input, site);
                expect(strategyDraft({ ...input }, site)).toBe(draft);
                expect(draft.length).toBeLessThanOrEqual(strategyMaxLength);
                expect(checkStrategyText(draft)).toEqual({ ok: true, text: draft });
                expect(draft).not.toMatch(unfilled);
                expect(draft).not.toMatch(markers);

                // No heading without something under it.
                const blocks = parseStrategy(draft);
                blocks.forEach((block, i) => {
                  if (block.type !== "heading") return;
                  const next = blocks[i + 1];
                  expect(next && next.type !== "heading", `${block.text} is empty`).toBe(true);
                  if (next?.type === "paragraph") expect(next.text.trim()).not.toBe("");
                  if (next?.type === "list") expect(next.items.length).toBeGreaterThan(0);
                });

                expect(draft).toContain(
                  `## ${strategy.headings.stage.replace("{{stage}}", quiz.stages[stage].name)}\n`,
                );
                expect(listUnder(draft, strategy.headings.answers)).toHaveLength(
                  4 + (segment ? 1 : 0) + (industry ? 1 : 0),
                );
                expect(listUnder(draft, strategy.headings.priorities)).toHaveLength(3);
                expect(listUnder(draft, strategy.headings.services)).toHaveLength(3);
                expect(sectionUnder(draft, strategy.headings.results).length).toBeGreaterThan(0);

                // The segment's block and words only when stated.
                for (const s of companySegments)
                  expect(draft.includes(strategy.segments[s].heading), s).toBe(s === segment);
                expect(familyWords.test(draft)).toBe(segment === "family-business");

                // A company entering Mexico is never told it sells across Mexico, nor to choose a new market.
                if (segment === "foreign-company" || quizSource === "solutions_foreign") {
                  expect(draft).not.toContain(quiz.reasons.wideMarkets);
                  expect(draft).not.toContain(quiz.reasons.narrowMarkets);
                  expect(draft).not.toContain(strategy.priorities.challenge.expand.first);
                  for (const text of Object.values(strategy.priorities.markets))
                    expect(draft).not.toContain(text);
                }

                // The generic AI line is gone; a named industry's AI lever replaces it.
                expect(draft).not.toContain(
                  quiz.reasons.stage.aiIntegration.replace("{{stage}}", quiz.stages[stage].name),
                );
                drafts += 1;
              }
        }
    }
    expect(drafts).toBe(2 * 5 * 2 * 5 * 12 * languages.length);
  });
});
