import { Menu, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "../../i18n/i18n.ts";
import { Link, NavLink, useLocation } from "react-router";
import { pathFor } from "#domain/site/pages.ts";
import { cn } from "../../lib/cn.ts";
import { settings } from "../../lib/settings.ts";
import { useLang } from "../../lib/use-page.ts";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { Logo } from "./logo.tsx";
import { headerNav } from "./nav-items.ts";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "inline-flex min-h-11 items-center rounded-md px-3 text-[0.95rem] font-medium transition-colors hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700",
    isActive ? "text-brand-700" : "text-ink/80",
  );

export function Header() {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname } = useLocation();
  // The menu is open for the page it was opened on, so any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpenOn(null);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  const links = headerNav.map((id) => (
    <li key={id}>
      <NavLink to={pathFor(id, lang)} className={navLinkClass} prefetch="intent">
        {t(`screenName.${id}`)}
      </NavLink>
    </li>
  ));

  return (
    <header className="sticky top-0 z-30 border-b border-ink/10 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to={pathFor("home", lang)}
          aria-label={t("nav.home")}
          className="flex min-h-11 items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <Logo />
          <span className="text-lg font-bold tracking-tight text-ink">{settings.brandName}</span>
        </Link>

        <nav aria-label={t("nav.label")} className="hidden md:block">
          <ul className="flex items-center gap-1">{links}</ul>
        </nav>

        <div className="flex items-center gap-2">
          <LanguageSwitcher />
          <Link
            to={pathFor("contact", lang)}
            className="hidden min-h-11 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 lg:inline-flex"
          >
            {t("cta.freeCall")}
          </Link>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-md text-ink ring-1 ring-ink/15 focus-visible:outline-2 focus-visible:outline-brand-700 md:hidden"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? t("nav.closeMenu") : t("nav.openMenu")}
            data-testid="menu-button"
            onClick={() => setOpen(!open)}
          >
            {open ? (
              <X aria-hidden="true" className="size-5" />
            ) : (
              <Menu aria-hidden="true" className="size-5" />
            )}
          </button>
        </div>
      </div>

      <div id={menuId} hidden={!open} className="border-t border-ink/10 bg-white md:hidden">
        <nav aria-label={t("nav.menu")} className="mx-auto max-w-6xl px-4 py-3">
          <ul className="flex flex-col">{links}</ul>
          <div className="mt-3 border-t border-ink/10 pt-3">
            <Link
              to={pathFor("contact", lang)}
              className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {t("cta.freeCall")}
            </Link>
          </div>
        </nav>
      </div>
    </header>
  );
}
