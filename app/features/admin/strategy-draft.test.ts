import { describe, expect, it } from "vitest";
import { languages, type Language } from "#domain/i18n/languages.ts";
import { questions, type QuizAnswers } from "#domain/quiz/questions.ts";
import { recommend } from "#domain/quiz/recommend.ts";
import { evaluate } from "#domain/quiz/score.ts";
import { pathFor } from "#domain/site/pages.ts";
import { checkStrategyText, parseStrategy, strategyMaxLength } from "#domain/strategy/document.ts";
import { quiz as quizEn } from "../../i18n/locales/en/quiz.ts";
import { serviceNames as servicesEn } from "../../i18n/locales/en/service-names.ts";
import { strategy as strategyEn } from "../../i18n/locales/en/strategy.ts";
import { quiz as quizEs } from "../../i18n/locales/es/quiz.ts";
import { serviceNames as servicesEs } from "../../i18n/locales/es/service-names.ts";
import { strategy as strategyEs } from "../../i18n/locales/es/strategy.ts";
import { strategyDraft, type StrategyDraftInput } from "./strategy-draft.ts";

const site = { schedulingUrl: "https://cal.com/pontas/30min", siteUrl: "https://pontas.mx" };
const copy = {
  es: { quiz: quizEs, services: servicesEs, strategy: strategyEs },
  en: { quiz: quizEn, services: servicesEn, strategy: strategyEn },
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
    const { quiz, strategy } = copy.es;
    expect(draft.split("\n").slice(0, 3)).toEqual([
      "# Estrategia de crecimiento para Acme",
      "",
      "Hola, Ana Pérez:",
    ]);
    expect(draft).toContain("## Tu etapa: Escalamiento");
    expect(draft).toContain(strategy.stages.scaling.replace("{{stage}}", "Escalamiento"));
    expect(listUnder(draft, "Tus respuestas")).toEqual([
      `Facturación anual: ${quiz.questions.revenue.options["5m-20m"]}`,
      `Personas en tu equipo: ${quiz.questions.teamSize.options["51-100"]}`,
      "Reto principal: Escalar lo que ya funciona",
      "Dónde vendes: En todo México",
    ]);
    expect(listUnder(draft, "Prioridades para los próximos 90 días")).toEqual([
      strategy.priorities.challenge.scale.first,
      strategy.priorities.challenge.scale.second,
      strategy.priorities.markets.national,
    ]);
    expect(listUnder(draft, "Servicios que te recomendamos")).toEqual([
      `Transformación del Crecimiento. ${quiz.reasons.challenge.scale} Más información: https://pontas.mx/es/servicios/growth-transformation`,
      `Aterrizaje en México. ${quiz.reasons.mexicoEntry} Más información: https://pontas.mx/es/servicios/soft-landing`,
      `Transformación Digital. Porque en la etapa Escalamiento la eficiencia viene de digitalizar la operación. Más información: https://pontas.mx/es/servicios/transformacion-digital`,
    ]);
    // Opened on the Soft Landing page: a foreign company entering Mexico.
    expect(draft).toContain("6 a 12 meses");
    expect(draft).toContain(
      "Agenda una llamada de 30 minutos para revisar juntos esta estrategia y acordar el plan de trabajo: https://cal.com/pontas/30min",
    );
    expect(draft.endsWith(`\n\n${strategy.closing}`)).toBe(true);
    expect(draft).not.toMatch(/\b(the|your|and|with|stage)\b/i);
  });

  it("writes the English strategy with English labels and English links", () => {
    const draft = strategyDraft(lead("en"), site);
    expect(draft.split("\n").slice(0, 3)).toEqual(["# Growth strategy for Acme", "", "Hello Ana Pérez,"]);
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
      `Growth Transformation. ${quizEn.reasons.challenge.scale} Learn more: https://pontas.mx/en/services/growth-transformation`,
    );
    expect(services[1]).toContain("Soft Landing in Mexico. ");
    expect(services[1]).toContain("https://pontas.mx/en/services/soft-landing");
    expect(services[2]).toContain("https://pontas.mx/en/services/digital-transformation");
    expect(draft).toContain("within 6 to 12 months");
    expect(draft).toContain(": https://cal.com/pontas/30min");
    expect(draft.replaceAll("Ana Pérez", "")).not.toMatch(/[áéíóúñ¿¡]|Escalamiento|Más información/);
  });

  it("gives each segment its result window", () => {
    const windows = {
      es: { foreign: "6 a 12 meses", family: "unos 12 meses", startups: "3 a 6 meses" },
      en: { foreign: "6 to 12 months", family: "about 12 months", startups: "3 to 6 months" },
    };
    for (const lang of languages) {
      const w = windows[lang];
      const only = (draft: string, window: string) => {
        for (const other of Object.values(w)) expect(draft.includes(other), other).toBe(other === window);
      };
      only(strategyDraft(lead(lang, { quizSource: "solutions_foreign", quizPage: "" }), site), w.foreign);
      const startup: QuizAnswers = {
        revenue: "less-1m",
        teamSize: "1-10",
        challenge: "validate",
        markets: "local",
      };
      only(
        strategyDraft(
          lead(lang, { answers: startup, stage: "foundation", services: null, quizPage: "" }),
          site,
        ),
        w.startups,
      );
      only(strategyDraft(lead(lang, { quizPage: "/es/contacto", services: null }), site), w.family);
      // A small company whose challenge is its margins is an SME, not a startup.
      only(
        strategyDraft(
          lead(lang, { answers: { ...startup, challenge: "optimize" }, stage: "foundation", quizPage: "" }),
          site,
        ),
        w.family,
      );
    }
  });

  it("recomputes the services from the answers and where the quiz was opened when none are stored", () => {
    const draft = strategyDraft(
      lead("es", { services: null, quizSource: "home_cta", quizPage: "/es" }),
      site,
    );
    const expected = recommend(scaling, "general").map((r) => copy.es.services[r.service]);
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
      `Integración de IA. ${quizEs.reasons.stage.aiIntegration.replace("{{stage}}", "Escalamiento")} Más información: https://pontas.mx${pathFor("aiIntegration", "es")}`,
      `Validación de MVP. ${quizEs.reasons.stage.mvpValidation.replace("{{stage}}", "Escalamiento")} Más información: https://pontas.mx${pathFor("mvpValidation", "es")}`,
      `Aterrizaje en México. ${quizEs.reasons.mexicoEntry} Más información: https://pontas.mx${pathFor("softLanding", "es")}`,
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
    expect(odd).toContain("Hola, <img src=x onerror=alert(1)>:");
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
                const { quiz, strategy } = copy[lang];
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
                expect(draft).toContain(site.schedulingUrl);
                drafts += 1;
              }
          }
    expect(drafts).toBe(625 * 3 * 2);
  });
});
