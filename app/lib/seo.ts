import type { MetaDescriptor } from "react-router";
import type { SiteResources } from "../i18n/i18n.ts";
import type { Translate } from "#i18n/translate.ts";
import { languageInfo, languageList, languages } from "#i18n/languages.ts";
import { alternates, matchPage, pathFor } from "#domain/site/pages.ts";
import { type Language } from "#i18n/languages.ts";
import { type ScreenId } from "#domain/site/screens.ts";
import type { SiteSettings } from "#domain/site/settings.ts";
import type { FirmFacts } from "./firm.ts";
import { settings } from "./settings.ts";

export function absoluteUrl(path: string, site: SiteSettings = settings): string {
  return `${site.siteUrl}${path}`;
}

/** The default Open Graph image of a language (public/og/, made by scripts/og-image.ts). */
export const ogImage = { width: 1200, height: 630, path: (lang: Language) => `/og/${lang}.png` } as const;

/** The JSON-LD id of the organisation, which other structured data points to. */
export function organizationId(site: SiteSettings = settings): string {
  return `${site.siteUrl}/#organization`;
}

/**
 * The firm as structured data, on every page (docs/decisions/099): an `Organization`,
 * or a `ProfessionalService` (a place too) once the profile has a street address,
 * with the address, phone and partners the profile has, in the page's language. With
 * no street the address is the city alone, as `addressLocality`: a city is never a
 * `streetAddress`.
 */
export function organizationJsonLd({
  site,
  firm,
  lang,
  description,
}: {
  site: SiteSettings;
  firm: FirmFacts;
  lang: Language;
  description: string;
}): Record<string, unknown> {
  const address = firm.address;
  const street = address?.street;
  const streetAddress = street
    ? [street, address.neighborhood && `Col. ${address.neighborhood}`, address.municipality]
        .filter(Boolean)
        .join(", ")
    : undefined;
  const postalAddress =
    address && (street || address.city)
      ? {
          "@type": "PostalAddress",
          ...(streetAddress ? { streetAddress } : {}),
          ...(address.city ? { addressLocality: address.city } : {}),
          ...(address.state && address.state !== address.city ? { addressRegion: address.state } : {}),
          ...(address.postalCode ? { postalCode: address.postalCode } : {}),
          addressCountry: "MX",
        }
      : undefined;
  const knowsLanguage = languageList.map((l) => l.htmlLang);
  const phone = firm.phone ?? firm.whatsapp;
  return {
    "@type": street ? "ProfessionalService" : "Organization",
    "@id": organizationId(site),
    name: site.brandName,
    ...(firm.legalName ? { legalName: firm.legalName } : {}),
    ...(firm.rfc ? { taxID: firm.rfc } : {}),
    url: absoluteUrl(pathFor("home", lang), site),
    logo: absoluteUrl("/favicon.svg", site),
    image: absoluteUrl(ogImage.path(lang), site),
    description,
    email: site.contactEmail,
    ...(firm.phone ? { telephone: firm.phone } : {}),
    ...(postalAddress ? { address: postalAddress } : {}),
    ...(phone
      ? {
          contactPoint: {
            "@type": "ContactPoint",
            contactType: "sales",
            telephone: phone,
            email: site.contactEmail,
            availableLanguage: knowsLanguage,
            areaServed: "MX",
          },
        }
      : {}),
    ...(street && firm.officeHours.length > 0
      ? {
          openingHoursSpecification: firm.officeHours.map((hours) => ({
            "@type": "OpeningHoursSpecification",
            dayOfWeek: hours.days.map((day) => `https://schema.org/${day}`),
            opens: hours.opens,
            closes: hours.closes,
          })),
        }
      : {}),
    ...(firm.people.length > 0
      ? {
          member: firm.people.map((person) => ({
            "@type": "Person",
            name: person.name,
            ...(person.role ? { jobTitle: person.role } : {}),
            ...(person.photo ? { image: absoluteUrl(person.photo, site) } : {}),
            ...(person.linkedin ? { sameAs: [person.linkedin] } : {}),
          })),
        }
      : {}),
    areaServed: "MX",
    knowsLanguage,
    ...(site.linkedinUrl ? { sameAs: [site.linkedinUrl] } : {}),
  };
}

/**
 * Title, description, canonical link, hreflang alternates (every language, x-default)
 * and Open Graph tags for a URL path. A path that is not a page gets the
 * not-found title and `noindex`.
 */
export function pageMeta(
  pathname: string,
  lang: Language,
  t: Translate<SiteResources["common"]>,
): MetaDescriptor[] {
  const page = matchPage(pathname);
  const key: ScreenId | "notFound" = page?.screen ?? "notFound";
  const title = t(`meta.${key}.title`);
  const description = t(`meta.${key}.description`);
  const base: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:site_name", content: settings.brandName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:locale", content: languageInfo(lang).ogLocale },
    { property: "og:image", content: absoluteUrl(ogImage.path(lang)) },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(ogImage.width) },
    { property: "og:image:height", content: String(ogImage.height) },
    { property: "og:image:alt", content: t("og.imageAlt") },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (!page) return [...base, { name: "robots", content: "noindex" }];

  const canonical = absoluteUrl(pathFor(page.screen, lang));
  return [
    ...base,
    { property: "og:type", content: page.screen === "home" ? "website" : "article" },
    { property: "og:url", content: canonical },
    ...languages
      .filter((other) => other !== lang)
      .map((other) => ({ property: "og:locale:alternate", content: languageInfo(other).ogLocale })),
    { tagName: "link", rel: "canonical", href: canonical },
    ...alternates(page.screen).map((alt) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: alt.hreflang,
      href: absoluteUrl(alt.path),
    })),
  ];
}
