import { useLocation } from "react-router";
import { languageOfPath, matchPage, type MatchedPage } from "#domain/site/pages.ts";
import { defaultLanguage, type Language } from "#i18n/languages.ts";

/** The page language, from the URL's first segment (Spanish for paths without one). */
export function useLang(): Language {
  const { pathname } = useLocation();
  return languageOfPath(pathname) ?? defaultLanguage;
}

/** The screen the current URL renders, or undefined on the not-found page. */
export function usePage(): MatchedPage | undefined {
  const { pathname } = useLocation();
  return matchPage(pathname);
}
