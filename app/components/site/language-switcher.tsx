import { useTranslation } from "../../i18n/i18n.ts";
import { Link, useLocation } from "react-router";
import { equivalentPath, otherLanguage } from "#domain/site/pages.ts";
import { storePreference } from "../../i18n/detection.ts";
import { cn } from "../../lib/cn.ts";
import { useLang } from "../../lib/use-page.ts";

/** Goes to the same page in the other language and remembers the choice. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const target = otherLanguage(useLang());
  return (
    <Link
      to={`${equivalentPath(pathname, target)}${search}`}
      hrefLang={target}
      lang={target}
      title={t("language.switchLabel")}
      data-testid="language-switcher"
      onClick={() => storePreference(target)}
      className={cn(
        "inline-flex min-h-11 items-center gap-1.5 rounded-md px-3 text-sm font-semibold text-ink ring-1 ring-ink/15 transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700",
        className,
      )}
    >
      <span aria-hidden="true" className="text-xs font-bold tracking-wider text-brand-700 uppercase">
        {target}
      </span>
      {t("language.switchTo")}
    </Link>
  );
}
