import type { MetaDescriptor } from "react-router";
import type { SiteResources } from "../i18n/i18n.ts";
import type { Translate } from "../i18n/translate.ts";
import { languages, matchPage, pathFor, type Language, type ScreenId } from "#domain/site/pages.ts";
import { settings } from "./settings.ts";

const ogLocale: Record<Language, string> = { es: "es_MX", en: "en_US" };

export function absoluteUrl(path: string): string {
  return `${settings.siteUrl}${path}`;
}

/** The default Open Graph image of a language (public/og/, made by scripts/og-image.ts). */
export const ogImage = { width: 1200, height: 630, path: (lang: Language) => `/og/${lang}.png` } as const;

/** The JSON-LD id of the organisation, which other structured data points to. */
export function organizationId(): string {
  return `${settings.siteUrl}/#organization`;
}

/**
 * Title, description, canonical link, hreflang alternates (es, en, x-default)
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
    { property: "og:locale", content: ogLocale[lang] },
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
    { property: "og:locale:alternate", content: ogLocale[lang === "es" ? "en" : "es"] },
    { tagName: "link", rel: "canonical", href: canonical },
    ...languages.map((alt) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: alt,
      href: absoluteUrl(pathFor(page.screen, alt)),
    })),
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: absoluteUrl(pathFor(page.screen, "es")),
    },
  ];
}
