import type { Language } from "#i18n/languages.ts";
import type { PartnerProfileSignature } from "#domain/inbox/team-request.ts";
import { localize } from "#domain/site/firm-contact.ts";
import type { FirmProfile } from "#domain/site/firm-profile.ts";
import type { ServiceId } from "#domain/site/screens.ts";
import { pageCopyFor } from "../i18n/i18n.ts";
import type { Locale } from "#i18n/locales/index.ts";
import type { ClientView, FirmFacts, PartnerView, TestimonialView } from "./firm.ts";

declare const __FIRM_PROFILE__: FirmProfile;

/**
 * The firm's profile the build was made with (scripts/firm-profile.ts validated it;
 * images are URL paths). Only loaders read it: the pages get the facts of their
 * language as loader data (app/lib/firm.ts).
 */
export const firmProfile: FirmProfile = __FIRM_PROFILE__;

/**
 * The copy of the partner areas (About's role and bio of each), a partner's fallback:
 * the server's translations by default. (Not imported here: the translations are a
 * chunk the server loads on demand, app/i18n/i18n.ts, and a static import of them
 * would make that chunk and this one wait for each other.)
 */
type AreaCopy = Locale["pages"]["about"]["partners"]["items"];
const areaCopyOf = (lang: Language): AreaCopy => pageCopyFor(lang, "about").partners.items;

/** Each partner in a language: role and bio from the profile, else from the copy of the partner's area. */
export function partnersOf(
  lang: Language,
  profile: FirmProfile = firmProfile,
  areas: AreaCopy = areaCopyOf(lang),
): PartnerView[] {
  return profile.partners.map((partner) => {
    const area = partner.area ? areas[partner.area] : undefined;
    const role = localize(partner.role, lang) ?? area?.role;
    const bio = localize(partner.bio, lang) ?? area?.bio;
    return {
      name: partner.name,
      ...(partner.area ? { area: partner.area } : {}),
      ...(role ? { role } : {}),
      ...(bio ? { bio } : {}),
      ...(partner.photo ? { photo: partner.photo } : {}),
      ...(partner.linkedin ? { linkedin: partner.linkedin } : {}),
      ...(partner.bookingUrl ? { bookingUrl: partner.bookingUrl } : {}),
    };
  });
}

/** The facts every page may show, in a language (the root route's loader data). */
export function firmFacts(
  lang: Language,
  profile: FirmProfile = firmProfile,
  areas: AreaCopy = areaCopyOf(lang),
): FirmFacts {
  const address = profile.address;
  const city = localize(address?.city, lang);
  const state = localize(address?.state, lang);
  const addressView = address && {
    ...(address.street ? { street: address.street } : {}),
    ...(address.neighborhood ? { neighborhood: address.neighborhood } : {}),
    ...(address.municipality ? { municipality: address.municipality } : {}),
    ...(address.postalCode ? { postalCode: address.postalCode } : {}),
    ...(city ? { city } : {}),
    ...(state ? { state } : {}),
  };
  return {
    ...(profile.legalName ? { legalName: profile.legalName } : {}),
    ...(profile.rfc ? { rfc: profile.rfc } : {}),
    ...(profile.repse ? { repse: profile.repse } : {}),
    ndaBeforeFirstCall: profile.ndaBeforeFirstCall ?? false,
    ...(profile.phone ? { phone: profile.phone } : {}),
    ...(profile.whatsapp ? { whatsapp: profile.whatsapp } : {}),
    ...(addressView && Object.keys(addressView).length > 0 ? { address: addressView } : {}),
    officeHours: profile.officeHours ?? [],
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the bio stays on About
    people: partnersOf(lang, profile, areas).map(({ bio, ...person }) => person),
  };
}

/** The testimonials of a language: all of them (Home), or those of one service. */
export function testimonialsOf(
  lang: Language,
  service?: ServiceId,
  profile: FirmProfile = firmProfile,
): TestimonialView[] {
  return profile.testimonials
    .filter((testimonial) => !service || testimonial.services.includes(service))
    .map((testimonial) => {
      const role = localize(testimonial.role, lang);
      return {
        quote: localize(testimonial.quote, lang),
        author: testimonial.author,
        ...(role ? { role } : {}),
        company: testimonial.company,
      };
    });
}

/** The clients that allowed their name (and logo) on the site. */
export function clientsOf(profile: FirmProfile = firmProfile): ClientView[] {
  return profile.clients.map((client) => ({
    name: client.name,
    ...(client.logo ? { logo: client.logo } : {}),
  }));
}

/**
 * What the firm's profile adds to a partner's signature (docs/decisions/095): the role
 * and direct line of the profile's partner with this address, when the profile names
 * one; nothing otherwise.
 */
export function partnerSignature(
  email: string,
  profile: FirmProfile = firmProfile,
): PartnerProfileSignature | undefined {
  const partner = profile.partners.find((p) => p.email === email.trim().toLowerCase());
  if (!partner) return undefined;
  return {
    ...(partner.role ? { title: partner.role } : {}),
    ...(partner.phone ? { phone: partner.phone } : {}),
  };
}
