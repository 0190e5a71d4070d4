import { useTranslation } from "../../i18n/i18n.ts";
import { Link, useLocation } from "react-router";
import { switcherLinks } from "#domain/site/pages.ts";
import { storePreference } from "../../i18n/detection.ts";
import { cn } from "../../lib/cn.ts";
import { useLang } from "../../lib/use-page.ts";

/** Links to the same page in each other language (domain/i18n/languages.ts) and remembers the choice. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return switcherLinks(pathname, useLang()).map((target) => (
    <Link
      key={target.lang}
      to={`${target.path}${search}`}
      hrefLang={target.hreflang}
      lang={target.htmlLang}
      title={t("language.switchLabel", { language: t(`language.names.${target.lang}`) })}
      data-testid="language-switcher"
      onClick={() => storePreference(target.lang)}
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
  ));
}
