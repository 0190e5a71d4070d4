import { languages, type Language } from "#domain/i18n/languages.ts";
import { locales, type Locale } from "../app/i18n/locales.ts";

export interface ServerCopy {
  readonly email: Locale["email"];
  readonly quiz: Locale["quiz"];
  readonly services: Locale["serviceNames"];
  readonly admin: Locale["admin"];
  readonly strategy: Locale["strategy"];
}

/**
 * The site's words the server needs (e-mails, the quiz's questions and stages,
 * the service names, the strategy draft's blocks), per language, from
 * app/i18n/locales: the one place the e-mails and the team inbox read them.
 */
export const serverCopy = Object.fromEntries(
  languages.map((lang) => {
    const { email, quiz, serviceNames, admin, strategy } = locales[lang];
    return [lang, { email, quiz, services: serviceNames, admin, strategy }];
  }),
) as Readonly<Record<Language, ServerCopy>>;
