import { useEffect } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { languageInfo, languages } from "#i18n/languages.ts";
import { cn } from "../../lib/cn.ts";
import { useInboxLayout } from "../../i18n/inbox.ts";
import { CsrfField } from "./csrf-field.tsx";
import { SkipLink } from "../../components/ui/skip-link.tsx";
import { inboxPath } from "#domain/site/inbox-paths.ts";

const sections = [
  [inboxPath("leads"), "nav.inbox"],
  [inboxPath("calls"), "calls.nav"],
  [inboxPath("funnel"), "nav.funnel"],
  [inboxPath("erasures"), "nav.erasures"],
] as const;
/** The calls section (only when the site takes bookings) stays marked on a member's own settings below it. */
const callsPath = inboxPath("calls");

/** The inbox's header (title, sections, language, member and sign-out) and main landmark. */
export function InboxShell({ children }: { children: React.ReactNode }) {
  const { t, lang, member, calls } = useInboxLayout();
  const { pathname, search } = useLocation();
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  const other = languages.find((l) => l !== lang) ?? lang;
  const back = encodeURIComponent(`${pathname}${search}`);
  return (
    <div className="flex min-h-dvh flex-col bg-brand-50/40">
      <SkipLink>{t("skip")}</SkipLink>
      <header className="bg-brand-800 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3">
          <Link to={inboxPath("leads")} className="font-semibold underline-offset-4 hover:underline">
            {t("title")}
          </Link>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            <a
              href={`${inboxPath("language", { lang: other })}?next=${back}`}
              lang={languageInfo(other).htmlLang}
              hrefLang={languageInfo(other).hreflang}
              title={t("switchLanguage", { language: languageInfo(other).endonym })}
              className="underline underline-offset-4"
            >
              {languageInfo(other).endonym}
            </a>
            {member ? (
              <Form method="post" action={inboxPath("signOut")} className="flex items-center gap-2">
                <CsrfField />
                <span className="hidden sm:inline" title={member.email}>
                  {t("signedInAs", { name: member.name ?? member.email })}
                </span>
                <button type="submit" className="underline underline-offset-4">
                  {t("signOut")}
                </button>
              </Form>
            ) : null}
          </div>
        </div>
        {member ? (
          <nav aria-label={t("nav.label")} className="mx-auto max-w-6xl px-4 pb-2">
            <ul className="flex gap-x-4 overflow-x-auto text-sm whitespace-nowrap sm:gap-x-5">
              {sections
                .filter(([href]) => calls || href !== callsPath)
                .map(([href, key]) => (
                  <li key={href}>
                    <NavLink
                      to={href}
                      end={href !== callsPath}
                      className={({ isActive }) =>
                        cn(
                          "inline-block py-1 underline-offset-4 hover:underline",
                          isActive && "font-semibold underline decoration-2",
                        )
                      }
                    >
                      {t(key)}
                    </NavLink>
                  </li>
                ))}
            </ul>
          </nav>
        ) : null}
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-5 focus:outline-none">
        {children}
      </main>
    </div>
  );
}
