import { useTranslation } from "../../i18n/i18n.ts";
import { Link } from "react-router";
import { phoneText, telHref, whatsappHref } from "#domain/site/firm-contact.ts";
import { pathFor } from "#domain/site/pages.ts";
import { type ScreenId } from "#domain/site/screens.ts";
import { useFirm } from "../../lib/firm.ts";
import { settings } from "../../lib/settings.ts";
import { useLang } from "../../lib/use-page.ts";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { Logo } from "./logo.tsx";
import { footerCompany, footerNav } from "./nav-items.ts";

const linkClass =
  "inline-flex min-h-11 items-center text-sm text-white/80 hover:text-white focus-visible:outline-2 focus-visible:outline-white";

function FooterLinks({ title, ids }: { title: string; ids: readonly ScreenId[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-3 space-y-1">
        {ids.map((id) => (
          <li key={id}>
            <Link to={pathFor(id, lang)} className={linkClass}>
              {t(`screenName.${id}`)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const lang = useLang();
  const firm = useFirm();
  return (
    <footer className="bg-ink text-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div className="md:col-span-1">
          <div className="flex items-center gap-2">
            <Logo />
            <span className="text-lg font-bold">{settings.brandName}</span>
          </div>
          <p className="mt-4 text-sm text-white/80">{t("footer.tagline")}</p>
          <p className="mt-4 text-sm">
            <span className="text-white/80">{t("footer.email")}: </span>
            <a href={`mailto:${settings.contactEmail}`} className="font-medium underline underline-offset-4">
              {settings.contactEmail}
            </a>
          </p>
          {firm.phone ? (
            <p className="mt-2 text-sm">
              <span className="text-white/80">{t("firm.phone")}: </span>
              <a
                href={telHref(firm.phone)}
                className="font-medium underline underline-offset-4"
                data-firm-phone=""
              >
                {phoneText(firm.phone)}
              </a>
            </p>
          ) : null}
          {firm.whatsapp ? (
            <p className="mt-2 text-sm">
              <a
                href={whatsappHref(firm.whatsapp, t("firm.whatsappMessage"))}
                rel="noopener noreferrer"
                className="font-medium underline underline-offset-4"
                data-firm-whatsapp=""
              >
                {t("firm.whatsappLink")}
              </a>
            </p>
          ) : null}
        </div>
        <FooterLinks title={t("footer.sitemap")} ids={footerNav} />
        <FooterLinks title={t("footer.company")} ids={footerCompany} />
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t("footer.legal")}</h2>
          <ul className="mt-3 space-y-1">
            <li>
              <Link to={pathFor("privacy", lang)} className={linkClass}>
                {t("screenName.privacy")}
              </Link>
            </li>
          </ul>
          <LanguageSwitcher className="mt-4 bg-white" />
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-white/70 sm:px-6">
          {t("footer.rights", { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
