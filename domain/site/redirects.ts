import { languageFromAcceptLanguage, sanitizeLanguage } from "#i18n/language.ts";
import { withoutChoice } from "./language-switch.ts";
import { languageOfPath, matchPage, pathFor } from "./pages.ts";
import { defaultLanguage, isLanguage, languages, type Language } from "#i18n/languages.ts";

export { languageSwitch, withoutChoice } from "./language-switch.ts";

export interface RedirectInput {
  readonly pathname: string;
  /** The query string including its `?`, or empty. Kept on every redirect (UTM parameters). */
  readonly search?: string;
  /** The `lng` query parameter, unsanitised (read from `search` by resolveRedirect). */
  readonly query?: string | null | undefined;
  /** The stored preference (`preferredLanguage` cookie), unsanitised. */
  readonly preferred?: string | undefined;
  /** The `Accept-Language` header. */
  readonly acceptLanguage?: string | null | undefined;
}

export interface Redirect {
  readonly location: string;
  readonly status: 301 | 302;
  /**
   * The language the visitor chose, to be remembered (the `preferredLanguage`
   * cookie): a page was asked for with `?lng=` naming its own language, which
   * is what the language switcher's link carries (docs/decisions/087).
   */
  readonly remember?: Language;
}

/** Looks like a language code (`fr`, `pt-BR`), so a first segment that is one is an unsupported language. */
const languageLike = /^[a-z]{2}(?:-[a-z0-9]{2,8})?$/i;

/**
 * Slashes by index, not by regular expression: `/\/+$/` backtracks from every
 * slash of a path like `/x////…/a` (quadratic: 16 KB took 0.9 s), a loop is
 * linear whatever the path.
 */
function leadingSlashes(pathname: string): number {
  let i = 0;
  while (pathname[i] === "/" || pathname[i] === "\\") i++;
  return i;
}

/** The path without its trailing `/`s (`/` itself stays). */
function withoutTrailingSlashes(pathname: string): string {
  let end = pathname.length;
  while (end > 1 && pathname[end - 1] === "/") end--;
  return pathname.slice(0, end);
}

/**
 * Language for `/` (docs/product.md, "Pages and languages"): the `lng` query parameter,
 * the stored preference, the browser's languages, then Spanish. Each value is
 * sanitised; one that is not a supported language tag is skipped.
 */
export function rootLanguage(input: Pick<RedirectInput, "query" | "preferred" | "acceptLanguage">): Language {
  return (
    sanitizeLanguage(input.query) ??
    sanitizeLanguage(input.preferred) ??
    languageFromAcceptLanguage(input.acceptLanguage) ??
    defaultLanguage
  );
}

/** The canonical page of a path below the language segment, under any language. */
function pageBelowLanguage(rest: string) {
  for (const lang of languages) {
    const page = matchPage(`/${lang}${rest}`);
    if (page?.canonical) return page;
  }
  for (const lang of languages) {
    const page = matchPage(`/${lang}${rest}`);
    if (page) return page;
  }
  return undefined;
}

function resolvePath(pathname: string): { location: string; status: 301 } | "page" | undefined {
  if (matchPage(pathname)) return "page";
  const segments = pathname.split("/");
  const first = segments[1] ?? "";
  // Unprefixed path (`/servicios`, `/services/ai-integration`): the language its slug belongs to.
  const unprefixed = pageBelowLanguage(pathname);
  if (unprefixed && !isLanguage(first)) {
    return { location: pathFor(unprefixed.screen, unprefixed.lang), status: 301 };
  }
  // Unsupported language segment (`/fr/servicios`): the Spanish equivalent.
  if (!isLanguage(first)) {
    const rest = pathname.slice(first.length + 1);
    const page = rest ? pageBelowLanguage(rest) : undefined;
    if (page) return { location: pathFor(page.screen, defaultLanguage), status: 301 };
    if (languageLike.test(first) && rest === "") return { location: `/${defaultLanguage}`, status: 301 };
  }
  return undefined;
}

/**
 * Decides whether a GET request must be redirected (docs/product.md, "Pages
 * and languages", Redirects). Returns undefined for a page (200) or an unknown path (404).
 */
export function resolveRedirect(input: RedirectInput): Redirect | undefined {
  const { search: rest, choice } = withoutChoice(input.search ?? "");
  const search = input.search ?? "";
  let { pathname } = input;
  if (pathname === "/")
    return { location: `/${rootLanguage({ ...input, query: choice })}${rest}`, status: 302 };

  // One leading slash only: `//evil.example/` (or `/\evil.example`, which browsers read
  // the same way) must never become a protocol-relative Location.
  const collapsed = `/${pathname.slice(leadingSlashes(pathname))}`;
  const stripped = withoutTrailingSlashes(collapsed);
  if (stripped !== pathname) {
    if (stripped === "/") {
      return { location: `/${rootLanguage({ ...input, query: choice })}${rest}`, status: 302 };
    }
    const next = resolvePath(stripped);
    const location = next && next !== "page" ? next.location : stripped;
    return { location: `${location}${search}`, status: 301 };
  }
  pathname = stripped;
  const next = resolvePath(pathname);
  if (next && next !== "page") return { location: `${next.location}${search}`, status: next.status };
  // A page asked for with `?lng=`: the marker goes (canonical URLs stay clean), and a
  // choice of the page's own language is remembered.
  if (next === "page" && choice !== undefined) {
    const lang = sanitizeLanguage(choice);
    const remember = lang && lang === languageOfPath(pathname) ? { remember: lang } : {};
    return { location: `${pathname}${rest}`, status: 302, ...remember };
  }
  return undefined;
}
