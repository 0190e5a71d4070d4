import { useTranslation } from "../../i18n/i18n.ts";
import { languageList } from "#domain/i18n/languages.ts";
import { pathFor } from "#domain/site/pages.ts";
import { JsonLd } from "../page/json-ld.tsx";
import { absoluteUrl, ogImage, organizationId } from "../../lib/seo.ts";
import { settings } from "../../lib/settings.ts";
import { useLang } from "../../lib/use-page.ts";

/** Structured data for the firm, on every page. */
export function OrganizationJsonLd() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <JsonLd
      data={{
        "@type": "Organization",
        "@id": organizationId(),
        name: settings.brandName,
        legalName: settings.legalName,
        url: absoluteUrl(pathFor("home", lang)),
        logo: absoluteUrl("/favicon.svg"),
        image: absoluteUrl(ogImage.path(lang)),
        description: t("meta.home.description"),
        email: settings.contactEmail,
        address: { "@type": "PostalAddress", streetAddress: settings.legalAddress, addressCountry: "MX" },
        areaServed: "MX",
        knowsLanguage: languageList.map((l) => l.htmlLang),
        ...(settings.linkedinUrl ? { sameAs: [settings.linkedinUrl] } : {}),
      }}
    />
  );
}
