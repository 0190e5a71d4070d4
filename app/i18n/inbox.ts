import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import { officeZone } from "#domain/site/firm-contact.ts";
import { languageInfo, type Language } from "#i18n/languages.ts";
import type { InboxResources } from "#i18n/inbox-resources.ts";
import type { Locale } from "#i18n/locales/index.ts";
import { translator, type Translate } from "#i18n/translate.ts";

/**
 * The team inbox's translations (docs/decisions/089): the inbox layout's loader
 * gives the inbox's words and the quiz's labels of the inbox's language; the
 * routes read them with `useInboxLayout()`. None of it is in any public page.
 */
/** The admin layout's loader data. */
export interface InboxLayoutData {
  readonly lang: Language;
  readonly copy: InboxResources;
  /** The signed-in member, with the display name TEAM_EMAILS gives (else null). */
  readonly member: { readonly email: string; readonly name: string | null } | null;
  readonly csrf: string;
  /** Whether the site takes bookings (docs/decisions/068): the header then shows the calls. */
  readonly calls: boolean;
}

const server = import.meta.env.SSR ? await import("#i18n/inbox-resources.ts") : undefined;

/** For the inbox layout's loader. */
export function loadInboxCopy(lang: Language): InboxResources {
  if (!server) throw new Error("the inbox's translations are loaded by the server");
  return server.inboxResources[lang];
}

export const inboxLayoutId = "inbox";

/** The inbox's words (`t`), its language, the member, the CSRF token and the quiz's labels. */
export function useInboxLayout() {
  const data = useRouteLoaderData(inboxLayoutId) as InboxLayoutData | undefined;
  if (!data) throw new Error("the inbox layout's loader data is missing");
  const t = useMemo(
    () => translator(data.copy.inbox, {}) as unknown as Translate<Locale["inbox"]>,
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
