import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { languages, type Language } from "./languages.ts";
import { serviceIds } from "#domain/site/screens.ts";
import { locales } from "./words.ts";
import { resources } from "./resources.ts";

/**
 * The copy's rules that code can check (docs/decisions/101): the English copy writes
 * the city in English and spells American; the Spanish copy holds none of a short list
 * of English words and calques; each service page's process is the Services page's
 * method; each service's own figure says whether it is a target or experience.
 */

/** Every string of a resource tree, with its key path. */
function leaves(tree: unknown, prefix = ""): [string, string][] {
  if (typeof tree === "string") return [[prefix, tree]];
  if (tree !== null && typeof tree === "object") {
    return Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
  }
  return [];
}

/**
 * Proper names the copy cites as they are written (a source's owner, an article's
 * title): the rules below skip them. Keep it short; each one is a name, not a phrase.
 */
const properNames = ["Glisco Partners", "Does Management Matter? Evidence from India"];

function withoutProperNames(text: string): string {
  return properNames.reduce((rest, name) => rest.replaceAll(name, " "), text);
}

/** What each language's visitors and team read: the site's namespaces, the e-mails and the strategy's draft (the inbox's too, in English). */
const copyOf = (lang: Language): [string, string][] => [
  ...leaves(resources[lang]),
  ...leaves(locales[lang].email, "email"),
  ...leaves(locales[lang].strategy, "strategy"),
  ...(lang === "en" ? leaves(locales[lang].inbox, "inbox") : []),
];

/** The key paths whose text contains one of the words, each with the words it contains. */
function offenders(lang: Language, words: readonly string[]): string[] {
  const patterns = words.map((word) => {
    const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return [word, new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "iu")] as const;
  });
  return copyOf(lang).flatMap(([key, value]) => {
    const text = withoutProperNames(value);
    const found = patterns.filter(([, pattern]) => pattern.test(text)).map(([word]) => word);
    return found.length > 0 ? [`${key}: ${found.join(", ")}`] : [];
  });
}

describe("copy rules", () => {
  it("finds copy to check in both languages", () => {
    expect(copyOf("es").length).toBeGreaterThan(300);
    expect(copyOf("en").length).toBeGreaterThan(300);
  });

  it("no English copy writes the city in Spanish (Mexico City)", () => {
    expect(offenders("en", ["Ciudad de México", "Ciudad de Mexico"])).toEqual([]);
  });

  /**
   * English words a Spanish page had left in, each with its Spanish word, and calques.
   * Kept in English on purpose (decisions 014, 101): startup, scaleup, fintech, SaaS,
   * B2B, CRM, ERP, MVP, IA, Go-to-Market, marketing, quiz, Serie A.
   */
  const englishInSpanish = [
    "health snapshot", // radiografía
    "snapshot",
    "retainer", // iguala
    "pipeline", // cartera, embudo
    "insight",
    "insights", // hallazgos
    "performance", // desempeño, rendimiento
    "partner",
    "partners", // socios
    "general partner",
    "pricing", // precios
    "churn", // cancelaciones
    "data room", // cuarto de datos
    "unit economics", // economía unitaria
    "checklist", // lista
    "venture capital", // capital de riesgo
    "sprint", // ciclo
    "feedback",
    "roadmap", // hoja de ruta
    "dashboard", // tablero
    "stakeholders",
    "onboarding",
    "delivery", // entregas a domicilio
    "retail", // comercio minorista
  ] as const;
  const calques = ["empaquetado", "mesa directiva", "involucramiento", "reporteo"] as const;

  it("no Spanish copy holds an English word from the list, outside a proper name", () => {
    expect(offenders("es", englishInSpanish)).toEqual([]);
  });

  it("every Spanish letter to a visitor uses usted: the acknowledgements, the strategy, the booked call's e-mails and reminders (decision 096)", () => {
    const { email, strategy, bookingMail } = locales.es;
    const letters: [string, string][] = [
      ...leaves(email.leadAck, "email.leadAck"),
      ...leaves(email.contactAck, "email.contactAck"),
      ...leaves(email.strategy, "email.strategy"),
      ["email.greeting", email.greeting],
      ["email.greetingNamed", email.greetingNamed],
      ...leaves(strategy, "strategy"),
      ...leaves(bookingMail.visitor, "bookingMail.visitor"),
      ...leaves(bookingMail.reminder, "bookingMail.reminder"),
      ...leaves(bookingMail.invitation, "bookingMail.invitation"),
    ];
    expect(letters.length).toBeGreaterThan(100);
    const tuteo =
      /(?<![\p{L}])(tú|tu|tus|te|ti|contigo|tuyo|tuya|quieres|puedes|tienes|vendes|eres|estás|necesitas|recibirás|agenda tu|elige|responde|escríbenos|cuéntanos)(?![\p{L}])/iu;
    expect(letters.filter(([, text]) => tuteo.test(text)).map(([key, text]) => `${key}: ${text}`)).toEqual(
      [],
    );
  });

  it("no Spanish copy holds a calque from the list", () => {
    expect(offenders("es", calques)).toEqual([]);
  });

  /** Words ending in -ise (-ised, -ising…) that American English spells so too. */
  const americanIse = new Set(
    [
      "advise advised advises advising arise arises arising chastise comprise comprised comprises compromise",
      "compromised concise demise despise devise devised disguise enterprise enterprises excise exercise",
      "exercised exercises exercising expertise franchise improvise improvised improvisation likewise",
      "merchandise noise otherwise paradise poise praise praised precise premise premises promise promised",
      "promises promising raise raised raises raising revise revised revising rise rises rising supervise",
      "supervised supervises supervising surprise surprised surprising televise wise advertise advertised",
      "advertising cruise fundraising",
    ]
      .join(" ")
      .split(" "),
  );
  /** British spellings by word: -our, -re, doubled l, and the rest that -ise does not catch. */
  const britishWords =
    /\b(?:programmes?|colours?|colour(?:ed|ful)|behaviours?|favour\w*|honour\w*|labour\w*|neighbour\w*|centre[sd]?|metres?|litres?|fibres?|theatres?|licence[sd]?|defence|offence|judgement|catalogue[sd]?|labell(?:ed|ing)|travell(?:ed|ing|er)|cancell(?:ed|ing)|modell(?:ed|ing)|enrolment|fulfil|whilst|amongst|learnt|spelt|cheques?|analys(?:e|ed|ing))\b/giu;

  it("English copy is American: no -ise, -isation, -yse, -our or -re spelling", () => {
    const british = copyOf("en").flatMap(([key, value]) => {
      const text = withoutProperNames(value);
      const ise = [...text.matchAll(/\b[a-z]+is(?:e|es|ed|ing|ations?)\b/giu)]
        .map(([word]) => word)
        .filter((word) => !americanIse.has(word.toLowerCase()));
      const words = [...text.matchAll(britishWords)].map(([word]) => word);
      const found = [...ise, ...words];
      return found.length > 0 ? [`${key}: ${found.join(", ")}`] : [];
    });
    expect(british).toEqual([]);
  });

  /** Rules of wording are written per language: a language without one is not checked by it. */
  const baseline: Partial<Record<Language, RegExp>> = { es: /línea base/, en: /baseline/ };

  it.each(languages.filter((lang) => baseline[lang]))(
    "every service page's process is the Services page's four steps, the first setting the baseline (%s)",
    (lang) => {
      const { pages } = resources[lang];
      const method = Object.values(pages.services.process.steps);
      expect(method).toHaveLength(4);
      expect(method[0]!.body).toMatch(baseline[lang]!);
      for (const id of serviceIds) {
        const process = pages[id].process;
        expect(
          process.map((step) => step.title),
          id,
        ).toEqual(method.map((step) => step.title));
        expect(process[0]!.body, id).toMatch(baseline[lang]!);
      }
    },
  );

  /** How a service page says a figure of its own is the firm's target or its experience (docs/product.md). */
  const framing: Partial<Record<Language, RegExp>> = {
    es: /nuestra meta|en nuestra experiencia/,
    en: /our target|in our experience/,
  };

  it.each(languages.filter((lang) => framing[lang]))(
    "each service's own figure says it is a target or experience (%s)",
    (lang) => {
      const { pages } = resources[lang];
      const unframed = serviceIds.flatMap((id) =>
        pages[id].highlights
          .filter((item) => !framing[lang]!.test(item.label))
          .map((item) => `${id}: ${item.value}`),
      );
      expect(unframed).toEqual([]);
    },
  );
});

/**
 * The built English pages, as a visitor reads them: no "Ciudad de México" outside
 * scripts (the JSON-LD keeps the postal address as registered, decision 101). Runs
 * once `npm run build` has written build/client (as `npm test` does).
 */
const clientDir = path.resolve("build/client");
const built = existsSync(path.join(clientDir, "en", "index.html"));

describe.skipIf(!built)("the built English pages", () => {
  const files = built
    ? readdirSync(path.join(clientDir, "en"), { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && e.name.endsWith(".html"))
        .map((e) => path.join(e.parentPath, e.name))
    : [];

  it("exist", () => {
    expect(files.length).toBeGreaterThanOrEqual(14);
  });

  it("write the city in English outside their scripts", () => {
    const bad = files.filter((file) =>
      readFileSync(file, "utf8")
        .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
        .includes("Ciudad de México"),
    );
    expect(bad.map((file) => path.relative(clientDir, file))).toEqual([]);
  });
});
