import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import { officeZone } from "#domain/site/firm-contact.ts";
import { languageInfo, type Language } from "#i18n/languages.ts";
import type { AdminResources } from "#i18n/admin-resources.ts";
import type { Locale } from "#i18n/locales/index.ts";
import { translator, type Translate } from "#i18n/translate.ts";

/**
 * The team inbox's translations (docs/decisions/089): the admin layout's loader
 * gives the inbox's words and the quiz's labels of the inbox's language; the
 * routes read them with `useAdmin()`. None of it is in any public page.
 */
/** The admin layout's loader data. */
export interface AdminLayoutData {
  readonly lang: Language;
  readonly copy: AdminResources;
  /** The signed-in member, with the display name TEAM_EMAILS gives (else null). */
  readonly member: { readonly email: string; readonly name: string | null } | null;
  readonly csrf: string;
  /** Whether the site takes bookings (docs/decisions/068): the header then shows the calls. */
  readonly calls: boolean;
}

const server = import.meta.env.SSR ? await import("#i18n/admin-resources.ts") : undefined;

/** For the admin layout's loader. */
export function loadAdminCopy(lang: Language): AdminResources {
  if (!server) throw new Error("the inbox's translations are loaded by the server");
  return server.adminResources[lang];
}

export const adminLayoutId = "admin";

/** The inbox's words (`t`), its language, the member, the CSRF token and the quiz's labels. */
export function useAdmin() {
  const data = useRouteLoaderData(adminLayoutId) as AdminLayoutData | undefined;
  if (!data) throw new Error("the admin layout's loader data is missing");
  const t = useMemo(
    () => translator(data.copy.admin, {}) as unknown as Translate<Locale["admin"]>,
    [data.copy],
  );
  return { ...data, t, labels: data.copy.quiz };
}

/** Mexico City date and time, in the inbox's language. */
export function mexicoCityTime(lang: Language) {
  return new Intl.DateTimeFormat(languageInfo(lang).documentLang, {
    timeZone: officeZone,
    dateStyle: "medium",
    timeStyle: "short",
  });
}
