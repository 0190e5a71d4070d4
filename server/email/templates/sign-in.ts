import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { createElement as h, Fragment } from "react";
import { defaultLanguage, languages } from "#i18n/languages.ts";
import { inboxPaths } from "#domain/site/inbox-paths.ts";
import { interpolate } from "#i18n/translate.ts";
import { locales } from "#i18n/words.ts";
import { Page, render } from "./layout.ts";

/** Who asks for a code, the code, the link's token, and the site it signs in to. */
export interface SignInCode {
  readonly siteUrl: string;
  readonly email: string;
  /** Typed in the browser that asked for it. */
  readonly code: string;
  /** The link's token: it signs in from any browser (docs/decisions/089). */
  readonly link: string;
}

/**
 * The team's sign-in e-mail (docs/decisions/089): the link and the code in every
 * language of the site, one after the other (the team reads either). Stored in the
 * outbox rendered, as it is sent: the code is in it, and nothing renders it again.
 * The text part is the words as written (the link on a line of its own); the HTML
 * is the same words in the e-mails' layout, the link a link.
 */
export function signInMail({ siteUrl, email, code, link: token }: SignInCode) {
  const link = new URL(inboxPaths.code, siteUrl);
  link.searchParams.set("email", email);
  link.searchParams.set("code", code);
  link.searchParams.set("link", token);
  const copies = languages.map((lang) => locales[lang].inbox.mail);
  const bodies = copies.map((mail) => interpolate(mail.body, { link: link.href, code }));
  const line = (text: string, i: number) =>
    h(
      Fragment,
      { key: i },
      i > 0 ? h("br") : null,
      text === link.href ? h(Link, { href: text }, text) : text,
    );
  const paragraphs = (body: string) =>
    body.split("\n\n").map((paragraph, i) => h(Text, { key: i }, paragraph.split("\n").map(line)));
  const { html } = render(
    h(
      Page,
      { lang: defaultLanguage },
      bodies.map((body, i) => h(Fragment, { key: i }, i > 0 ? h("hr") : null, paragraphs(body))),
    ),
  );
  return {
    subject: copies.map((mail) => mail.subject).join(" / "),
    text: `${bodies.join("\n\n---\n\n")}\n`,
    html,
  };
}
