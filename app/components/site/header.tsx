import { Menu, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "../../i18n/i18n.ts";
import { Link, NavLink, useLocation } from "react-router";
import { callHref } from "#domain/booking/links.ts";
import { pathFor } from "#domain/site/pages.ts";
import { cn } from "../../lib/cn.ts";
import { settings } from "../../lib/settings.ts";
import { useLang } from "../../lib/use-page.ts";
import { LanguageSwitcher, useLanguageChoiceFromUrl } from "./language-switcher.tsx";
import { Logo } from "./logo.tsx";
import { headerNav } from "./nav-items.ts";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "inline-flex min-h-11 items-center rounded-md px-3 text-[0.95rem] font-medium transition-colors hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700",
    isActive ? "text-brand-700" : "text-ink/80",
  );

/** The menu panel is a popover (light dismiss and Escape from the browser); a browser without popovers has no hidePopover. */
function closeMenu(menu: HTMLElement | null) {
  if (menu && typeof menu.hidePopover === "function" && menu.matches(":popover-open")) menu.hidePopover();
}

/**
 * The site header. At phone widths the navigation is a popover panel opened by a
 * `popovertarget` button: it opens and closes before hydration and without
 * JavaScript (Escape and a tap outside close it, focus moves into it next), and
 * the browser conveys its expanded state. Once hydrated, the button also carries
 * `aria-expanded`, and a navigation (a tapped link, back, forward) closes it.
 */
export function Header() {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname } = useLocation();
  // One header per page; a fixed id, since the island hydrates apart from the page (useId would differ).
  const menuId = "site-menu";
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useLanguageChoiceFromUrl();

  useEffect(() => {
    const menu = menuRef.current;
    const button = buttonRef.current;
    if (!menu || !button || typeof menu.hidePopover !== "function") return;
    // Not rendered by React: an explicit "false" in the pre-rendered HTML would contradict a menu opened before hydration.
    const sync = () => button.setAttribute("aria-expanded", String(menu.matches(":popover-open")));
    sync();
    menu.addEventListener("toggle", sync);
    return () => menu.removeEventListener("toggle", sync);
  }, []);
  // A navigation closes the menu; hydration does not (an island hydrates on the tap that opened it).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    closeMenu(menuRef.current);
  }, [pathname]);

  const links = headerNav.map((id) => (
    <li key={id}>
      <NavLink to={pathFor(id, lang)} className={navLinkClass} prefetch="intent">
        {t(`screenName.${id}`)}
      </NavLink>
    </li>
  ));

  return (
    <header className="group/header sticky top-0 z-30 border-b border-ink/10 bg-white/95 backdrop-blur">
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
          <a
            href={callHref(settings, lang)}
            className="hidden min-h-11 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 lg:inline-flex"
          >
            {t("cta.freeCall")}
          </a>
          <button
            ref={buttonRef}
            type="button"
            popoverTarget={menuId}
            className="inline-flex size-11 items-center justify-center rounded-md text-ink ring-1 ring-ink/15 focus-visible:outline-2 focus-visible:outline-brand-700 md:hidden"
            aria-controls={menuId}
            data-testid="menu-button"
          >
            {/* Icon and name follow the panel's state through CSS (`:popover-open`), JavaScript or not. */}
            <Menu aria-hidden="true" className="size-5 group-has-[[popover]:popover-open]/header:hidden" />
            <X aria-hidden="true" className="hidden size-5 group-has-[[popover]:popover-open]/header:block" />
            <span className="sr-only group-has-[[popover]:popover-open]/header:hidden">
              {t("nav.openMenu")}
            </span>
            <span className="sr-only hidden group-has-[[popover]:popover-open]/header:inline">
              {t("nav.closeMenu")}
            </span>
          </button>
        </div>
      </div>

      <div
        ref={menuRef}
        id={menuId}
        popover="auto"
        data-testid="menu"
        className="inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full overflow-y-auto border-0 border-t border-ink/10 bg-white p-0 text-ink shadow-lg md:hidden"
      >
        {/* Delegation: the clicks come from the links, which a keyboard activates too (Enter fires click). */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
        <nav
          aria-label={t("nav.menu")}
          className="mx-auto max-w-6xl px-4 py-3"
          onClick={(event) => {
            // A tapped link closes the menu, even one to the page already shown.
            if (event.target instanceof Element && event.target.closest("a")) closeMenu(menuRef.current);
          }}
        >
          <ul className="flex flex-col">{links}</ul>
          <div className="mt-3 border-t border-ink/10 pt-3">
            <a
              href={callHref(settings, lang)}
              className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {t("cta.freeCall")}
            </a>
          </div>
        </nav>
      </div>
    </header>
  );
}
