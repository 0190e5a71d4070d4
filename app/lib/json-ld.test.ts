import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { languages, type Language } from "#i18n/languages.ts";
import { localize } from "#domain/site/firm-contact.ts";
import { parseSiteSettings } from "#domain/site/settings.ts";
import { resources } from "#i18n/resources.ts";
import { loadFirmProfile } from "../../scripts/firm-profile.ts";
import { firmFacts } from "./firm.server.ts";
import { organizationJsonLd } from "./seo.ts";

/**
 * The structured data against a small subset of schema.org (docs/decisions/099): each
 * node's type is one the subset knows, each property belongs to the type (or one it
 * inherits from), and each value is of a type the property takes. And no address
 * holds a city where a street belongs.
 */

type Kind = "Text" | "URL" | "Time" | "DayOfWeek";
interface TypeDef {
  readonly parent?: string;
  readonly properties: Readonly<Record<string, readonly (Kind | string)[]>>;
}

/** Types and properties as schema.org defines them (https://schema.org/<Type>), the part this site uses. */
const schemaOrg: Readonly<Record<string, TypeDef>> = {
  Thing: {
    properties: {
      name: ["Text"],
      url: ["URL"],
      image: ["URL"],
      description: ["Text"],
      sameAs: ["URL"],
    },
  },
  Organization: {
    parent: "Thing",
    properties: {
      legalName: ["Text"],
      taxID: ["Text"],
      logo: ["URL"],
      email: ["Text"],
      telephone: ["Text"],
      address: ["PostalAddress", "Text"],
      contactPoint: ["ContactPoint"],
      areaServed: ["Text", "Place", "Country"],
      knowsLanguage: ["Text"],
      member: ["Person", "Organization"],
      employee: ["Person"],
      founder: ["Person", "Organization"],
    },
  },
  // LocalBusiness is an Organization and a Place; openingHoursSpecification is the Place's.
  LocalBusiness: {
    parent: "Organization",
    properties: { openingHoursSpecification: ["OpeningHoursSpecification"] },
  },
  ProfessionalService: { parent: "LocalBusiness", properties: {} },
  Person: {
    parent: "Thing",
    properties: { jobTitle: ["Text"], email: ["Text"], telephone: ["Text"], worksFor: ["Organization"] },
  },
  ContactPoint: {
    parent: "Thing",
    properties: {
      contactType: ["Text"],
      telephone: ["Text"],
      email: ["Text"],
      availableLanguage: ["Text"],
      areaServed: ["Text", "Place", "Country"],
    },
  },
  PostalAddress: {
    parent: "ContactPoint",
    properties: {
      streetAddress: ["Text"],
      addressLocality: ["Text"],
      addressRegion: ["Text"],
      postalCode: ["Text"],
      addressCountry: ["Text", "Country"],
    },
  },
  OpeningHoursSpecification: {
    parent: "Thing",
    properties: { dayOfWeek: ["DayOfWeek"], opens: ["Time"], closes: ["Time"] },
  },
  Place: { parent: "Thing", properties: { address: ["PostalAddress", "Text"] } },
  Country: { parent: "Place", properties: {} },
  Service: {
    parent: "Thing",
    properties: {
      serviceType: ["Text"],
      provider: ["Organization", "Person"],
      areaServed: ["Text", "Place", "Country"],
      inLanguage: ["Text"],
    },
  },
  FAQPage: { parent: "Thing", properties: { mainEntity: ["Question"], inLanguage: ["Text"] } },
  Question: { parent: "Thing", properties: { acceptedAnswer: ["Answer"], text: ["Text"] } },
  Answer: { parent: "Thing", properties: { text: ["Text"] } },
};

function isA(type: string, expected: string): boolean {
  for (let t: string | undefined = type; t; t = schemaOrg[t]?.parent) if (t === expected) return true;
  return false;
}

function propertyOf(type: string, property: string): readonly string[] | undefined {
  for (let t: string | undefined = type; t; t = schemaOrg[t]?.parent) {
    const kinds = schemaOrg[t]?.properties[property];
    if (kinds) return kinds;
  }
  return undefined;
}

const days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

function valueProblem(value: unknown, kinds: readonly string[], at: string): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => valueProblem(item, kinds, `${at}[${i}]`));
  if (typeof value === "string") {
    const ok = kinds.some(
      (kind) =>
        kind === "Text" ||
        (kind === "URL" && /^https?:\/\/[^\s]+$/.test(value)) ||
        (kind === "Time" && /^\d{2}:\d{2}(:\d{2})?$/.test(value)) ||
        (kind === "DayOfWeek" && days.some((day) => value === `https://schema.org/${day}`)),
    );
    return ok ? [] : [`${at}: "${value}" is not ${kinds.join(" or ")}`];
  }
  if (value !== null && typeof value === "object") {
    const node = value as Record<string, unknown>;
    // A reference to a node described elsewhere.
    if (Object.keys(node).length === 1 && typeof node["@id"] === "string") return [];
    return nodeProblems(node, at, kinds);
  }
  return [`${at}: ${JSON.stringify(value)} is not ${kinds.join(" or ")}`];
}

/** What is wrong with a node: its type, each property, each value (nested nodes too). */
function nodeProblems(node: Record<string, unknown>, at: string, expected?: readonly string[]): string[] {
  const type = node["@type"];
  if (typeof type !== "string" || !schemaOrg[type]) return [`${at}: unknown @type ${JSON.stringify(type)}`];
  if (expected && !expected.some((kind) => isA(type, kind)))
    return [`${at}: a ${type} is not ${expected.join(" or ")}`];
  return Object.entries(node).flatMap(([property, value]) => {
    if (property === "@context" || property === "@type") return [];
    if (property === "@id")
      return typeof value === "string" && /^https?:\/\//.test(value) ? [] : [`${at}.@id`];
    const kinds = propertyOf(type, property);
    if (!kinds) return [`${at}: ${type} has no property ${property}`];
    return valueProblem(value, kinds, `${at}.${property}`);
  });
}

/** Every PostalAddress in a tree of nodes. */
function addresses(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(addresses);
  if (value === null || typeof value !== "object") return [];
  const node = value as Record<string, unknown>;
  const own = node["@type"] === "PostalAddress" ? [node] : [];
  return [...own, ...Object.values(node).flatMap(addresses)];
}

/** The city names an address may hold in its locality, never as its street. */
const cityAlone =
  /^(?:Ciudad de M[eé]xico|Mexico City|CDMX|Monterrey|Guadalajara)(?:,\s*(?:M[eé]xico|Mexico))?$/i;

/** A street address that is only a city (or a locality, region or country). */
function cityAsStreet(address: Record<string, unknown>): string | undefined {
  const street = address.streetAddress;
  if (street === undefined) return undefined;
  if (typeof street !== "string") return "streetAddress is not text";
  const place = [address.addressLocality, address.addressRegion, address.addressCountry].filter(
    (part): part is string => typeof part === "string",
  );
  if (
    cityAlone.test(street.trim()) ||
    place.some((part) => part.toLowerCase() === street.trim().toLowerCase())
  )
    return `streetAddress "${street}" is a city`;
  // A street has a number (or "s/n", sin número).
  if (!/\d|\bs\/n\b/i.test(street)) return `streetAddress "${street}" has no number`;
  return undefined;
}

const site = parseSiteSettings({ SITE_URL: "https://pontas.example" });
/** A profile with only the city, as the firm's starts (a fixture: the firm's own may be filled in). */
const repository = loadFirmProfile({ FIRM_PROFILE: "tests/fixtures/firm-profile.empty.json" }).profile;
const example = loadFirmProfile({ FIRM_PROFILE: "tests/fixtures/firm-profile.example.json" }).profile;

function organization(profile: typeof repository, lang: Language) {
  return organizationJsonLd({
    site,
    firm: firmFacts(lang, profile, resources[lang].pages.about.partners.items),
    lang,
    description: resources[lang].common.meta.home.description,
  });
}

describe("the subset's checks", () => {
  it("catch a wrong type, property or value", () => {
    expect(nodeProblems({ "@type": "Organisation" }, "x")).toEqual(['x: unknown @type "Organisation"']);
    expect(nodeProblems({ "@type": "Person", legalName: "A" }, "x")).toEqual([
      "x: Person has no property legalName",
    ]);
    expect(nodeProblems({ "@type": "Organization", url: "pontas.mx" }, "x")).toHaveLength(1);
    expect(
      nodeProblems({ "@type": "Organization", address: { "@type": "Person", name: "A" } }, "x"),
    ).toHaveLength(1);
    expect(cityAsStreet({ streetAddress: "Ciudad de México, México", addressCountry: "MX" })).toMatch(
      /is a city/,
    );
    expect(cityAsStreet({ streetAddress: "Mérida", addressLocality: "Mérida" })).toMatch(/is a city/);
    expect(
      cityAsStreet({ streetAddress: "Av. Reforma 222", addressLocality: "Mexico City" }),
    ).toBeUndefined();
  });
});

describe.each(languages)("the firm's structured data (%s)", (lang) => {
  it("with the repository's profile: an Organization whose address is the city, as its locality", () => {
    const data = organization(repository, lang);
    expect(nodeProblems(data, "organization")).toEqual([]);
    expect(data["@type"]).toBe("Organization");
    expect(data.address).toEqual({
      "@type": "PostalAddress",
      addressLocality: localize(repository.address?.city, lang),
      addressCountry: "MX",
    });
    expect(data).not.toHaveProperty("telephone");
    expect(data).not.toHaveProperty("member");
  });

  it("with the example profile: a ProfessionalService with its address, phone, hours and partners", () => {
    const data = organization(example, lang);
    expect(nodeProblems(data, "organization")).toEqual([]);
    expect(data["@type"]).toBe("ProfessionalService");
    expect(data.telephone).toBe("+52 55 0123 4567");
    expect(data.taxID).toBe("EJE010101AAA");
    expect(data.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "Calle Ejemplo 123, piso 4, Col. Ejemplo, Cuauhtémoc",
      addressLocality: localize(example.address?.city, lang),
      postalCode: "06600",
      addressCountry: "MX",
    });
    const members = data.member as Record<string, unknown>[];
    expect(members.map((m) => m.name)).toEqual([
      "Ejemplo Socia Uno",
      "Ejemplo Socio Dos",
      "Ejemplo Socia Tres",
      "Ejemplo Socio Cuatro",
    ]);
    expect(members[0]).toMatchObject({
      "@type": "Person",
      jobTitle: resources[lang].pages.about.partners.items.operations.role,
      image: "https://pontas.example/firm/example-eso.svg",
      sameAs: ["https://www.linkedin.com/in/example-partner-one-test-fixture"],
    });
    expect(data.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map(
          (d) => `https://schema.org/${d}`,
        ),
        opens: "09:00",
        closes: "18:00",
      },
    ]);
  });

  it.each([
    ["repository", repository],
    ["example", example],
  ] as const)("puts no city where a street belongs (%s profile)", (_name, profile) => {
    const problems = addresses(organization(profile, lang)).map(cityAsStreet).filter(Boolean);
    expect(problems).toEqual([]);
  });
});

/** The built pages' structured data (once `npm run build` has written build/client). */
const clientDir = path.resolve("build/client");
const built = existsSync(path.join(clientDir, "en", "index.html"));

describe.skipIf(!built)("the structured data of the built pages", () => {
  const files = built
    ? readdirSync(clientDir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && e.name === "index.html")
        .map((e) => path.join(e.parentPath, e.name))
    : [];
  const blocks = files.flatMap((file) =>
    [
      ...readFileSync(file, "utf8").matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].map(
      ([, json]) => [path.relative(clientDir, file), JSON.parse(json!) as Record<string, unknown>] as const,
    ),
  );

  it("exist on every page", () => {
    expect(files.length).toBeGreaterThanOrEqual(30);
    expect(new Set(blocks.map(([file]) => file)).size).toBe(files.length);
  });

  it("validate against the schema.org subset", () => {
    const problems = blocks.flatMap(([file, node]) => nodeProblems(node, file));
    expect(problems).toEqual([]);
  });

  it("put no city where a street belongs", () => {
    const problems = blocks.flatMap(([file, node]) =>
      addresses(node)
        .map(cityAsStreet)
        .filter(Boolean)
        .map((problem) => `${file}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });
});
