import { useEffect } from "react";
import { useTranslation } from "../../i18n/i18n.ts";
import { Link, useLocation, useNavigate } from "react-router";
import { languageChoiceParam, languageName, sanitizeLanguage } from "#i18n/languages.ts";
import { switcherLinks } from "#domain/site/pages.ts";
import { languageSwitch, withoutChoice } from "#domain/site/language-switch.ts";
import { storePreference } from "../../i18n/detection.ts";
import { cn } from "../../lib/cn.ts";
import { isPlainClick } from "../../lib/plain-click.ts";
import { useLang } from "../../lib/use-page.ts";

/**
 * Links to the same page in each other language (i18n/languages.ts) and
 * remembers the choice. Each link carries `?lng=<language>`, so it stores the
 * choice before hydration and without JavaScript too: the server answers with the
 * preference cookie and a redirect to the clean URL (docs/decisions/087). Once
 * hydrated, a click stores the choice here and goes straight to the clean URL.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const lang = useLang();
  return switcherLinks(pathname, lang).map((target) => {
    const { href, clean } = languageSwitch(pathname, search, target.lang);
    return (
      <Link
        key={target.lang}
        to={href}
        hrefLang={target.hreflang}
        lang={target.htmlLang}
        title={t("language.switchLabel", { language: languageName(target.lang, lang) })}
        data-testid="language-switcher"
        onClick={(event) => {
          // A modified click (new tab, new window) follows the link, marker included.
          if (!isPlainClick(event)) return;
          event.preventDefault();
          storePreference(target.lang);
          void navigate(clean);
        }}
        className={cn(
          "inline-flex min-h-11 items-center gap-1.5 rounded-md px-3 text-sm font-semibold text-ink ring-1 ring-ink/15 transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700",
          className,
        )}
      >
        <span aria-hidden="true" className="text-xs font-bold tracking-wider text-brand-700 uppercase">
          {target.lang}
        </span>
        {target.label}
      </Link>
    );
  });
}

/**
 * A static host (build/client on a CDN) serves the switcher's link as it is: once
 * the page hydrates, the marker naming the page's own language is stored as the
 * choice and removed from the address. Called once per page (by the header).
 */
export function useLanguageChoiceFromUrl(): void {
  const lang = useLang();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (!params.has(languageChoiceParam)) return;
    if (sanitizeLanguage(params.get(languageChoiceParam)) === lang) storePreference(lang);
    void navigate(`${pathname}${withoutChoice(search).search}${hash}`, {
      replace: true,
      preventScrollReset: true,
    });
  }, [lang, pathname, search, hash, navigate]);
}
