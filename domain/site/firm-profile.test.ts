import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { localize, phoneText, telHref, whatsappHref } from "./firm-contact.ts";
import { FirmProfileSchema, missingFacts, untranslatedFacts, type FirmProfileInput } from "./firm-profile.ts";

/** The example profile of the tests (invented people and numbers), without its "$comment". */
function example(): FirmProfileInput {
  const { $comment: _comment, ...profile } = JSON.parse(
    readFileSync("tests/fixtures/firm-profile.example.json", "utf8"),
  ) as FirmProfileInput & { $comment: string };
  return profile;
}

/** A profile like the repository's: the legal name and the city, nothing the firm has not given. */
const repositoryProfile: FirmProfileInput = {
  legalName: "Pontàs Growth Operators, S.C.",
  address: { city: { es: "Ciudad de México", en: "Mexico City" } },
};

function issues(input: unknown): string[] {
  const result = FirmProfileSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
}

describe("the firm's profile", () => {
  it("accepts a profile that holds only what the firm has given", () => {
    const profile = FirmProfileSchema.parse(repositoryProfile);
    expect(profile.partners).toEqual([]);
    expect(profile.phone).toBeUndefined();
    expect(profile.address?.street).toBeUndefined();
  });

  it("accepts the example profile of the tests", () => {
    expect(issues(example())).toEqual([]);
  });

  it("accepts an empty profile: every fact is optional", () => {
    expect(FirmProfileSchema.parse({})).toEqual({ partners: [], clients: [], testimonials: [] });
  });

  it("refuses placeholders instead of leaving the fact out", () => {
    expect(issues({ phone: "+52 55 XXXX XXXX" })).not.toEqual([]);
    expect(issues({ legalName: "TODO" })[0]).toMatch(/placeholder/);
    expect(issues({ address: { street: "[calle y número]" } })[0]).toMatch(/placeholder/);
    expect(issues({ address: { street: "Por definir" } })[0]).toMatch(/placeholder/);
  });

  it("wants the city per language when it is Mexico City (English pages write it in English)", () => {
    expect(issues({ address: { city: "Ciudad de México" } })[0]).toMatch(/per language/);
    expect(issues({ address: { city: { es: "Ciudad de México", en: "Ciudad de México" } } })[0]).toMatch(
      /Mexico City/,
    );
    expect(issues({ address: { city: { es: "Ciudad de México", en: "Mexico City" } } })).toEqual([]);
    expect(issues({ address: { city: "Monterrey" } })).toEqual([]);
  });

  it("wants a text per language with the default language's, or one for all; a language left out shows the default's, with a warning", () => {
    expect(issues({ address: { city: { es: "Ciudad de México" } } })[0]).toMatch(/Mexico City/);
    expect(issues({ address: { city: { en: "Merida" } } })[0]).toMatch(/default language/);
    expect(issues({ address: { city: { es: "Mérida", en: "Merida", fr: "Mérida" } } })).not.toEqual([]);
    const profile = FirmProfileSchema.parse({ address: { city: { es: "Mérida" } } });
    expect(localize(profile.address?.city, "en")).toBe("Mérida");
    expect(untranslatedFacts(profile)).toContain(
      'address.city in "en": the en pages show the "es" text until it is given',
    );
  });

  it("checks phones, the RFC, the postal code, URLs, images, hours and permissions", () => {
    expect(issues({ phone: "55 1234 5678" })[0]).toMatch(/international/);
    expect(issues({ whatsapp: "+52 1" })).not.toEqual([]);
    expect(issues({ rfc: "PGO-01" })[0]).toMatch(/RFC/);
    expect(FirmProfileSchema.parse({ rfc: "pgo010101ab1" }).rfc).toBe("PGO010101AB1");
    expect(issues({ address: { postalCode: "6600" } })).not.toEqual([]);
    expect(issues({ partners: [{ name: "Ana", linkedin: "https://example.com/ana" }] })[0]).toMatch(
      /linkedin/,
    );
    expect(issues({ partners: [{ name: "Ana", bookingUrl: "http://example.com" }] })).not.toEqual([]);
    expect(issues({ partners: [{ name: "Ana", photo: "../secret.jpg" }] })).not.toEqual([]);
    expect(issues({ partners: [{ name: "Ana", photo: "/etc/ana.jpg" }] })).not.toEqual([]);
    expect(issues({ partners: [{ name: "Ana", photo: "team/ana.gif" }] })).not.toEqual([]);
    // A partner's address and direct line sign their strategies (decision 095).
    expect(issues({ partners: [{ name: "Ana", phone: "55 1234 5678" }] })[0]).toMatch(/^partners\.0\.phone/);
    expect(issues({ partners: [{ name: "Ana", email: "ana at pontas" }] })[0]).toMatch(/^partners\.0\.email/);
    expect(
      FirmProfileSchema.parse({
        partners: [{ name: "Ana", email: " Ana@Pontas.MX ", phone: "+52 55 1234 5678" }],
      }).partners[0],
    ).toEqual({ name: "Ana", email: "ana@pontas.mx", phone: "+52 55 1234 5678" });
    expect(issues({ officeHours: [{ days: ["Monday"], opens: "18:00", closes: "09:00" }] })).not.toEqual([]);
    expect(issues({ officeHours: [{ days: ["Lunes"], opens: "09:00", closes: "18:00" }] })).not.toEqual([]);
    expect(issues({ clients: [{ name: "Cliente, S.A." }] })[0]).toMatch(/^clients\.0\.permissionDate/);
    expect(
      issues({
        testimonials: [
          {
            quote: "Muy bien.",
            author: "A. B.",
            company: "C",
            permissionDate: "2026-11-26",
            services: ["nope"],
          },
        ],
      }),
    ).not.toEqual([]);
    expect(issues({ unknownFact: true })).not.toEqual([]);
  });

  it("lists what such a profile still lacks, the domicilio, phone and partners among it", () => {
    const missing = missingFacts(FirmProfileSchema.parse(repositoryProfile));
    expect(missing.some((line) => line.startsWith("address.street (domicilio)"))).toBe(true);
    expect(missing.some((line) => line.startsWith("phone:"))).toBe(true);
    expect(missing.some((line) => line.startsWith("whatsapp:"))).toBe(true);
    expect(missing.some((line) => line.startsWith("partners:"))).toBe(true);
    expect(missing.some((line) => line.startsWith("legalName"))).toBe(false);
    expect(missing.some((line) => line.startsWith("address.city"))).toBe(false);
  });

  it("lists only a missing bio for the example profile (one partner has the area's)", () => {
    const missing = missingFacts(FirmProfileSchema.parse(example()));
    expect(missing.every((line) => /^partners ".*"\.bio/.test(line))).toBe(true);
    expect(missing).toHaveLength(3);
  });

  it("names the areas a profile with one partner leaves unnamed, which About shows by role", () => {
    const missing = missingFacts(
      FirmProfileSchema.parse({ partners: [{ name: "Ana Pérez", area: "finance", photo: "ana.jpg" }] }),
    );
    expect(missing.filter((line) => line.startsWith("partners:"))).toEqual([
      "partners: no one named for operations, growth, legal: About shows each such area by role, without a name or photo, after the named partners",
    ]);
  });

  it("makes tel: and wa.me links from an international number, and shows it unbroken", () => {
    expect(telHref("+52 55 0123 4567")).toBe("tel:+525501234567");
    expect(phoneText("+52 55 0123-4567")).toBe("+52\u00a055\u00a00123\u20114567");
    expect(whatsappHref("+52 (55) 0123-4568", "Hola, ¿platicamos? 50% & más")).toBe(
      "https://wa.me/525501234568?text=Hola%2C%20%C2%BFplaticamos%3F%2050%25%20%26%20m%C3%A1s",
    );
  });

  it("localizes a text given once or per language", () => {
    expect(localize("Monterrey", "en")).toBe("Monterrey");
    expect(localize({ es: "Ciudad de México", en: "Mexico City" }, "en")).toBe("Mexico City");
    expect(localize(undefined, "es")).toBeUndefined();
  });
});
