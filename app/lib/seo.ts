import type { MetaDescriptor } from "react-router";
import type { SiteResources } from "../i18n/i18n.ts";
import type { Translate } from "../i18n/translate.ts";
import { languageInfo, languages } from "#domain/i18n/languages.ts";
import { alternates, matchPage, pathFor, type Language, type ScreenId } from "#domain/site/pages.ts";
import { settings } from "./settings.ts";

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
