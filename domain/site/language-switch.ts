/**
 * The language switcher's links, in a module of their own: the switcher is in
 * every page's shell, and redirects.ts brings the server's Accept-Language
 * parser (negotiator), which the browser must not load (docs/decisions/103).
 */
import { languageChoiceParam } from "#i18n/languages.ts";
import { equivalentPath } from "./pages.ts";
import { type Language } from "#i18n/languages.ts";

/**
 * The language switcher's target: the equivalent page in `target`, keeping the
 * query string (UTM parameters). `href` carries `lng=<target>`, the marker the
 * server turns into the preference cookie on the way (a link that stores the
 * choice without JavaScript); `clean` is the canonical URL the browser goes to
 * once JavaScript has stored the choice itself.
 */
export function languageSwitch(pathname: string, search: string, target: Language) {
  const page = equivalentPath(pathname, target);
  const { search: rest } = withoutChoice(search);
  const params = new URLSearchParams(rest);
  params.set(languageChoiceParam, target);
  return { href: `${page}?${params}`, clean: `${page}${rest}` };
}

/** The query string without the `lng` parameter (kept verbatim when it has none). */
export function withoutChoice(search: string): { search: string; choice: string | null | undefined } {
  const params = new URLSearchParams(search);
  if (!params.has(languageChoiceParam)) return { search, choice: undefined };
  const choice = params.get(languageChoiceParam);
  params.delete(languageChoiceParam);
  const rest = params.toString();
  return { search: rest ? `?${rest}` : "", choice };
}
