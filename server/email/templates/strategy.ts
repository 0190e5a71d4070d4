import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { createElement as h, Fragment, type ReactNode } from "react";
import { interpolate } from "#i18n/translate.ts";
import type { Language } from "#i18n/languages.ts";
import { inlineText, linkParts, parseStrategy, type StrategyBlock } from "#domain/strategy/document.ts";
import { locales } from "#i18n/words.ts";
import { singleLine } from "../escape.ts";
import { strategyPdf, type PartnerSignature } from "../strategy-pdf.ts";
import { Page, render, subheadingStyle, type RenderedBodies } from "./layout.ts";
import type { MailContext } from "./queued.ts";
import { brandColors } from "#domain/site/brand.ts";

/**
 * What a partner sends from the inbox's composer (docs/decisions/096): a quiz
 * lead's strategy (the letter, a note that it is attached, the same text as a PDF)
 * or a reply to a contact message (the text only), in the lead's language,
 * signed by the partner. The text is the composer's, checked by
 * `checkStrategyText` and read with `parseStrategy`; React escapes all of it,
 * and only its http(s) addresses become links.
 */
export interface StrategyMailData {
  readonly language: Language;
  readonly kind: "strategy" | "reply";
  readonly text: string;
  /** The signed-in partner: the display name TEAM_EMAILS gives, if any, the address, and the title and phone of the firm's profile. */
  readonly partner: PartnerSignature;
  readonly company: string;
  readonly sentAt: number;
}

export interface StrategyAttachment {
  filename: string;
  content: Buffer;
  contentType: "application/pdf";
}

const coverStyle = { color: brandColors.muted } as const;
const ruleStyle = { border: "none", borderTop: "1px solid #d5dde3", margin: "24px 0" } as const;
const listStyle = { paddingLeft: "20px", margin: "0 0 16px" } as const;
const itemStyle = { fontSize: "14px", lineHeight: "24px", margin: "0 0 6px" } as const;

/** The subject, on one line; a strategy's names the company when there is one. */
export function strategySubject(
  ctx: MailContext,
  data: { language: Language; kind: "strategy" | "reply"; company: string },
): string {
  const t = locales[data.language].email.strategy;
  const brand = ctx.site.brandName;
  if (data.kind === "reply") return singleLine(interpolate(t.replySubject, { brand }));
  const company = inlineText(data.company);
  return singleLine(
    company ? interpolate(t.subject, { company, brand }) : interpolate(t.subjectNoCompany, { brand }),
  );
}

/** A line of text with its web addresses as links. */
function linked(text: string): ReactNode[] {
  return linkParts(text).map((part, i) =>
    part.href ? h(Link, { key: i, href: part.href }, part.text) : part.text,
  );
}

/** A paragraph's lines, with `<br>` between them. */
function lines(text: string): ReactNode {
  return h(
    Fragment,
    null,
    text.split("\n").map((line, i) => h(Fragment, { key: i }, i > 0 ? h("br") : null, ...linked(line))),
  );
}

function Blocks({ blocks }: { blocks: readonly StrategyBlock[] }) {
  return h(
    Fragment,
    null,
    blocks.map((block, i) => {
      if (block.type === "heading") {
        return i === 0
          ? h(Heading, { key: i, as: "h1" }, block.text)
          : h(Heading, { key: i, as: "h2", style: subheadingStyle }, block.text);
      }
      if (block.type === "list") {
        return h(
          "ul",
          { key: i, style: listStyle },
          block.items.map((item, j) => h("li", { key: j, style: itemStyle }, ...linked(item))),
        );
      }
      return h(Text, { key: i }, lines(block.text));
    }),
  );
}

/** The partner's name (else the address), title, the firm, the address under a name, and the phone. */
function Signature({
  language,
  brand,
  partner,
}: Pick<StrategyMailData, "language" | "partner"> & { brand: string }) {
  const t = locales[language].email.strategy;
  return h(
    Text,
    null,
    partner.name ?? partner.email,
    partner.title ? h(Fragment, null, h("br"), partner.title) : null,
    h("br"),
    interpolate(t.firm, { brand }),
    partner.name
      ? h(Fragment, null, h("br"), h(Link, { href: `mailto:${partner.email}` }, partner.email))
      : null,
    partner.phone ? h(Fragment, null, h("br"), interpolate(t.pdf.phone, { phone: partner.phone })) : null,
  );
}

/** The attachment's ASCII file name: "estrategia-pontas.pdf" for the brand Pontàs. */
export function strategyFileName(language: Language, brand: string): string {
  const slug = brand
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${[locales[language].email.strategy.fileName, slug].filter(Boolean).join("-")}.pdf`;
}

/**
 * The bodies (and, for a strategy, its PDF unless `attach` is false) of a strategy or a reply:
 * the letter opens with its greeting; a strategy's note under the signature names the attachment.
 */
export async function strategyBodies(
  ctx: MailContext,
  data: StrategyMailData,
  { attach = true }: { attach?: boolean } = {},
): Promise<RenderedBodies & { attachments: StrategyAttachment[] }> {
  const t = locales[data.language].email.strategy;
  const brand = ctx.site.brandName;
  const blocks = parseStrategy(data.text);
  const company = inlineText(data.company);
  // A display name on one line; none when it is empty.
  const partner = {
    ...data.partner,
    name: inlineText(data.partner.name ?? "") || null,
    title: inlineText(data.partner.title ?? "") || null,
    phone: inlineText(data.partner.phone ?? "") || null,
  };
  const strategy = data.kind === "strategy";
  const bodies = render(
    h(
      Page,
      { lang: data.language },
      // A letter: the greeting first; the note that it is attached comes after the signature.
      h(Blocks, { blocks }),
      h(Signature, { language: data.language, brand, partner }),
      strategy
        ? h(Fragment, null, h("hr", { style: ruleStyle }), h(Text, { style: coverStyle }, t.attached))
        : null,
    ),
  );
  // Replies go to the partner, by name as the composer's preview shows it.
  const replyToName = partner.name ? { replyToName: partner.name } : {};
  // A reply has no PDF; the composer's preview shows the e-mail only (attach: false).
  if (!strategy || !attach) return { ...bodies, ...replyToName, attachments: [] };
  const content = await strategyPdf({
    language: data.language,
    brand,
    company,
    partner,
    sentAt: data.sentAt,
    blocks,
  });
  return {
    ...bodies,
    ...replyToName,
    attachments: [
      { filename: strategyFileName(data.language, brand), content, contentType: "application/pdf" },
    ],
  };
}
