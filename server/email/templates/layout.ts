import { Body } from "@react-email/body";
import { Head } from "@react-email/head";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { plainTextSelectors } from "@react-email/render";
import { Text } from "@react-email/text";
import { inboxPath } from "#domain/site/inbox-paths.ts";
import { compile } from "html-to-text";
import { createElement as h, Fragment, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { languageInfo } from "#i18n/languages.ts";
import { defaultLanguage, type Language } from "#i18n/languages.ts";
import { interpolate } from "#i18n/translate.ts";
import { locales } from "#i18n/words.ts";
import { brandColors } from "#domain/site/brand.ts";

/** What every e-mail shares: the page, label rows, the renderer of HTML and text, the team's words. */

/** The team reads its notifications in the site's default language. */
export const team = locales[defaultLanguage];

/** A long link or address wraps instead of widening the message past a phone's screen. */
const bodyStyle = {
  fontFamily: "sans-serif",
  lineHeight: "1.5",
  color: brandColors.ink,
  overflowWrap: "anywhere",
  wordBreak: "break-word",
} as const;
const labelStyle = { fontWeight: "bold" } as const;
export const subheadingStyle = { fontSize: "18px", marginTop: "24px" } as const;

export function Page({ lang, children }: { lang: Language; children?: ReactNode }) {
  return h(
    Html,
    { lang: languageInfo(lang).htmlLang },
    h(Head, null),
    h(Body, { style: bodyStyle }, children),
  );
}

/** Visitor text with its line breaks kept (as `<br>` in HTML, as new lines in the text part). */
function Lines({ value }: { value: string }) {
  return h(
    Fragment,
    null,
    value.split(/\r\n|\r|\n/).map((line, i) => h(Fragment, { key: i }, i > 0 ? h("br") : null, line)),
  );
}

/** A label and its value; with an address, the value is a link to it. */
export type Row = readonly [label: string, value: string, href?: string];

export function Rows({ rows }: { rows: readonly Row[] }) {
  return h(
    Fragment,
    null,
    rows.map(([label, value, href], i) =>
      h(
        Text,
        { key: i },
        h("span", { style: labelStyle }, `${label}: `),
        href ? h(Link, { href }, value) : h(Lines, { value }),
      ),
    ),
  );
}

/** "Hola, Roberto:" with a first name (domain/letters/letter.ts), else the nameless greeting. */
export function greeting(lang: Language, firstName: string | null | undefined): string {
  const { email } = locales[lang];
  return firstName ? interpolate(email.greetingNamed, { name: firstName }) : email.greeting;
}

/** Where the team opens a lead or a message in the inbox. */
export const inboxLink = (siteUrl: string, id: string) => new URL(inboxPath("lead", { id }), siteUrl).href;

/**
 * Plain-text layout: react-email's `toPlainText` (its selectors, no word wrap),
 * headings as written; the team's label rows one per line (compact). Compiled
 * once per layout: `toPlainText` compiles its options on every call, which cost
 * more than the rendering itself.
 */
const plainText = (compact: boolean) =>
  compile({
    wordwrap: false,
    selectors: [
      ...plainTextSelectors,
      { selector: "h1", options: { uppercase: false } },
      { selector: "h2", options: { uppercase: false } },
      ...(compact ? [{ selector: "p", options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } }] : []),
    ],
  });
const toText = { compact: plainText(true), spaced: plainText(false) };

/** The doctype react-email's `render` writes. */
const doctype =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/** HTML (react-email's markup) and its text part. Synchronous: the worker yields after each mail. */
export function render(element: ReactNode, { compact = false } = {}): RenderedBodies {
  // react-email's own `render` streams and waits for Suspense (none here): the synchronous
  // renderer gives the same markup several times faster.
  const html = `${doctype}${renderToStaticMarkup(element)}`;
  const text = `${(compact ? toText.compact : toText.spaced)(html).trim()}\n`;
  return { html, text };
}

export interface RenderedBodies {
  readonly html: string;
  readonly text: string;
  /** Files sent with it (a strategy's PDF). */
  readonly attachments?: readonly MailAttachment[];
  /** The display name of the Reply-To address (the partner who signs a strategy or reply, the member a booked call is with). */
  readonly replyToName?: string;
  /** A calendar invitation (a booked call's): sent as the text/calendar alternative a mail client offers to add. */
  readonly calendar?: MailCalendar;
}

export interface MailCalendar {
  /** The iTIP method, the same as the METHOD line of `content`. */
  readonly method: "REQUEST" | "CANCEL";
  /** The .ics text. */
  readonly content: string;
}

export interface MailAttachment {
  /** ASCII, no path. */
  readonly filename: string;
  readonly content: Buffer;
  readonly contentType: string;
}

export const orNone = (value: string | undefined | null) => value || team.email.team.none;
