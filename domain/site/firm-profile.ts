import { z } from "zod";
import { defaultLanguage, languages, type Language } from "#i18n/languages.ts";
import { digitsOf, partnerAreas, weekdays, type Localized } from "./firm-contact.ts";
import { serviceIds, type ServiceId } from "./screens.ts";

/**
 * The firm's profile: the facts only the firm can supply (docs/decisions/099). The
 * repository's is app/content/firm-profile.ts; a build may take another from a JSON
 * file (`FIRM_PROFILE`, scripts/firm-profile.ts). Everything is optional: a page
 * shows a block only when its facts are there, and the build prints one warning per
 * fact still missing (`missingFacts`). Nothing here is ever a placeholder.
 */

/** What a filled-in value must never look like: a marker left for later. */
const placeholderMarker = /\b(?:TODO|TBD|FIXME|por definir|pendiente|lorem ipsum)\b|\[[^\]]*\]|X{3,}|_{3,}/i;
/** English pages write the city in English (decision 101): one text for all languages may not name it in Spanish. */
const spanishCity = /Ciudad de M[eé]xico/i;

function text(max: number) {
  return z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => !placeholderMarker.test(value), {
      message: "looks like a placeholder: leave the field out until the firm supplies it",
    });
}

/** A text every language shows as it is: it may not name the city in Spanish. */
function plain(max: number) {
  return text(max).refine((value) => !spanishCity.test(value), {
    message:
      'names "Ciudad de México": write it per language, { "es": "Ciudad de México", "en": "Mexico City" }',
  });
}

const languageKeys = z.enum(languages as unknown as readonly [Language, ...Language[]]);

/** The languages a text given per language lacks (each shows the default language's: `localize`). */
export const untranslated = (value: Localized | undefined): Language[] =>
  value !== undefined && typeof value === "object"
    ? languages.filter((lang) => value[lang] === undefined)
    : [];

/**
 * One text for every language, or one per language: the default language's at
 * least (a language without its own shows it, and the build warns), and an
 * English one that does not name the city in Spanish.
 */
function localized(max: number) {
  return z.union(
    [
      plain(max),
      z
        .partialRecord(languageKeys, text(max))
        .refine((byLanguage) => byLanguage[defaultLanguage] !== undefined, {
          message: `must give the default language's text ("${defaultLanguage}"), which a language without its own shows`,
        })
        .refine((byLanguage) => !spanishCity.test(byLanguage.en ?? byLanguage[defaultLanguage] ?? ""), {
          message:
            'the English text names "Ciudad de México" (or, without one, the pages would): write "Mexico City"',
        })
        // The first refinement made sure of the default language's text.
        .transform((byLanguage) => byLanguage as Exclude<Localized, string>),
    ],
    {
      // An object is meant per language: say what is wrong with it, not that it is not a string.
      error: (issue) =>
        issue.code === "invalid_union" && typeof issue.input === "object" && issue.input !== null
          ? issue.errors[1]?.[0]?.message
          : undefined,
    },
  );
}

/** An international number: "+52 55 1234 5678" (the plus and the country code). */
const phoneNumber = z
  .string()
  .trim()
  .regex(/^\+[1-9][\d\s().-]{6,22}$/, {
    message: 'must be an international number with "+" and the country code, e.g. "+52 55 1234 5678"',
  })
  .refine((value) => digitsOf(value).length >= 8 && digitsOf(value).length <= 15, {
    message: "must have 8 to 15 digits with the country code",
  });

const httpsUrl = z.url({ protocol: /^https$/ });
const linkedinUrl = httpsUrl.refine((url) => /(^|\.)linkedin\.com$/.test(new URL(url).hostname), {
  message: "must be a linkedin.com address",
});

/**
 * An image beside the profile file (a partner's photo, a client's logo), e.g.
 * "team/ana-perez.jpg": the build serves it at /firm/<file name>.
 */
const imageFile = z
  .string()
  .trim()
  .regex(/^(?!\/)(?!.*(?:^|\/)\.\.?(?:\/|$))[\w./-]+\.(?:jpe?g|png|webp|avif|svg)$/i, {
    message: "must be a relative path to a .jpg, .png, .webp, .avif or .svg file beside the profile",
  });

/** When the client said yes to being named (a logo or a testimonial needs it). */
const permissionDate = z.iso.date({ message: "must be the date the client gave permission, YYYY-MM-DD" });

const time = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, { message: 'must be "HH:MM", 24-hour' });

const PartnerSchema = z.strictObject({
  name: plain(100),
  /** One of the four areas of the About page: its role, bio and industries fill in what is left out. */
  area: z.enum(partnerAreas).optional(),
  role: localized(100).optional(),
  bio: localized(700).optional(),
  photo: imageFile.optional(),
  linkedin: linkedinUrl.optional(),
  /** A page where a visitor books a call with this partner. */
  bookingUrl: httpsUrl.optional(),
  /**
   * The partner's address in TEAM_EMAILS: the strategies they send from the inbox are
   * signed with their role (`role`) and `phone` (docs/decisions/095).
   */
  email: z.string().trim().toLowerCase().pipe(z.email()).optional(),
  /** A direct line, international, under the partner's signature. */
  phone: phoneNumber.optional(),
});

const AddressSchema = z.strictObject({
  /** Street, number and interior: "Av. Paseo de la Reforma 222, piso 10". */
  street: plain(200).optional(),
  /** Colonia. */
  neighborhood: plain(100).optional(),
  /** Alcaldía or municipio, as written: "Cuauhtémoc". */
  municipality: plain(100).optional(),
  postalCode: z
    .string()
    .regex(/^\d{5}$/, { message: "must be the five digits of the código postal" })
    .optional(),
  city: localized(100).optional(),
  /** The state (entidad federativa), when it is not the city itself. */
  state: localized(100).optional(),
});

const OfficeHoursSchema = z
  .strictObject({
    days: z
      .array(z.enum(weekdays))
      .min(1)
      .refine((days) => new Set(days).size === days.length, { message: "names a day twice" }),
    opens: time,
    closes: time,
  })
  .refine((hours) => hours.opens < hours.closes, { message: "must close after it opens" });

const ClientSchema = z.strictObject({
  name: plain(100),
  logo: imageFile.optional(),
  permissionDate,
});

const TestimonialSchema = z.strictObject({
  quote: localized(600),
  author: plain(100),
  role: localized(100).optional(),
  company: plain(100),
  /** The service pages that show it (Home shows every testimonial). */
  services: z.array(z.enum(serviceIds as unknown as readonly [ServiceId, ...ServiceId[]])).default([]),
  permissionDate,
});

export const FirmProfileSchema = z.strictObject({
  /** Razón social, as registered (e.g. "Ejemplo Consultores, S.C."). */
  legalName: plain(200).optional(),
  /** Registro Federal de Contribuyentes of the firm. */
  rfc: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}$/, { message: "is not an RFC (12 or 13 characters)" })
    .optional(),
  /** Registration in the REPSE (specialized services), if the firm has one. */
  repse: plain(60).optional(),
  phone: phoneNumber.optional(),
  /** The WhatsApp number of the click-to-chat links, international. */
  whatsapp: phoneNumber.optional(),
  address: AddressSchema.optional(),
  officeHours: z.array(OfficeHoursSchema).optional(),
  /** Whether the firm signs a confidentiality agreement before the first call, on request. */
  ndaBeforeFirstCall: z.boolean().optional(),
  partners: z.array(PartnerSchema).default([]),
  clients: z.array(ClientSchema).default([]),
  testimonials: z.array(TestimonialSchema).default([]),
});

/** The profile as written (the file's type). */
export type FirmProfileInput = z.input<typeof FirmProfileSchema>;
/** The profile as the build gives it to the pages (images as their /firm/ URL paths). */
export type FirmProfile = z.output<typeof FirmProfileSchema>;
export type FirmAddress = NonNullable<FirmProfile["address"]>;
export type FirmOfficeHours = NonNullable<FirmProfile["officeHours"]>[number];

/** The address has a street: a domicilio, not just a city. */
export function hasStreetAddress(
  address: FirmAddress | undefined,
): address is FirmAddress & { street: string } {
  return address?.street !== undefined;
}

/**
 * The facts the firm has still to supply, each one line saying what is missing and
 * what the pages do without it. The build prints them (scripts/firm-profile.ts).
 */
export function missingFacts(profile: FirmProfile): string[] {
  const missing: string[] = [];
  const address = profile.address;
  if (!profile.legalName)
    missing.push("legalName (razón social): the privacy notice names the brand as the controller");
  if (!hasStreetAddress(address)) {
    missing.push(
      "address.street (domicilio): the privacy notice and Contact give the city only; the law asks the notice for the controller's domicilio",
    );
  } else {
    for (const [key, what] of [
      ["neighborhood", "colonia"],
      ["municipality", "alcaldía or municipio"],
      ["postalCode", "código postal"],
    ] as const) {
      if (!address[key]) missing.push(`address.${key} (${what}): the domicilio is incomplete without it`);
    }
  }
  if (!address?.city) missing.push("address.city: no page says where the firm is");
  if (!profile.rfc) missing.push("rfc: the privacy notice names the controller without its RFC");
  if (!profile.phone) missing.push("phone: Contact, the footer and the quiz's confirmation show no phone");
  if (!profile.whatsapp) missing.push("whatsapp: no WhatsApp link on Contact, in the footer or the quiz");
  if (!profile.officeHours?.length) missing.push("officeHours: Contact shows no office hours");
  if (profile.ndaBeforeFirstCall === undefined)
    missing.push("ndaBeforeFirstCall (true or false): no page offers a confidentiality agreement");
  if (profile.partners.length === 0) {
    missing.push("partners: About shows the four partner areas without names or photos");
  } else {
    const named = new Set(profile.partners.map((partner) => partner.area));
    const unnamed = partnerAreas.filter((area) => !named.has(area));
    if (unnamed.length > 0)
      missing.push(
        `partners: no one named for ${unnamed.join(", ")}: About shows each such area by role, without a name or photo, after the named partners`,
      );
    for (const partner of profile.partners) {
      if (!partner.photo) missing.push(`partners "${partner.name}".photo: About shows an icon instead`);
      if (!partner.role && !partner.area)
        missing.push(`partners "${partner.name}".role (or area): no role shown`);
      if (!partner.bio)
        missing.push(
          `partners "${partner.name}".bio: About shows ${partner.area ? "the area's bio" : "no bio"}`,
        );
    }
  }
  return missing;
}

/**
 * Each text given per language that lacks a language of the site: that language's
 * pages show the default one. The build prints them with the missing facts.
 */
export function untranslatedFacts(profile: FirmProfile): string[] {
  const texts: [string, Localized | undefined][] = [
    ["address.city", profile.address?.city],
    ["address.state", profile.address?.state],
    ...profile.partners.flatMap((p): [string, Localized | undefined][] => [
      [`partners "${p.name}".role`, p.role],
      [`partners "${p.name}".bio`, p.bio],
    ]),
    ...profile.testimonials.flatMap((t): [string, Localized | undefined][] => [
      [`testimonials "${t.author}".quote`, t.quote],
      [`testimonials "${t.author}".role`, t.role],
    ]),
  ];
  return texts.flatMap(([field, value]) =>
    untranslated(value).map(
      (lang) =>
        `${field} in "${lang}": the ${lang} pages show the "${defaultLanguage}" text until it is given`,
    ),
  );
}
