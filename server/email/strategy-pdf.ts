import { interpolate } from "../../app/i18n/translate.ts";
import { languageInfo, type Language } from "#domain/i18n/languages.ts";
import type { StrategyBlock } from "#domain/strategy/document.ts";
import { serverCopy as copy } from "../locales.ts";

/**
 * The strategy a partner sends from the inbox, as an A4 PDF in the lead's
 * language (docs/decisions/029): a header band with the brand, the title, the
 * company and the date in Mexico City, the strategy's blocks, the partner's
 * signature and page numbers. pdfkit is loaded when a PDF is made, by the
 * outbox worker, not with the server (it would hold ~10 MB for nothing); it
 * stays an external package in the built server (scripts/build-server.ts), so
 * its fonts' data loads from its folder in node_modules.
 */

export interface StrategyPdfInput {
  readonly language: Language;
  readonly brand: string;
  readonly company: string;
  readonly partner: { readonly name: string | null; readonly email: string };
  /** When the strategy is sent: the date the PDF carries, on Mexico City's calendar. */
  readonly sentAt: number;
  readonly blocks: readonly StrategyBlock[];
}

const colors = { ink: "#0f1f2b", brand: "#0b5b77", muted: "#4b5863" } as const;

/** The characters of WinAnsi (Helvetica's encoding in a PDF) above Latin-1: quotes, dashes, bullet, euro… */
const winAnsiExtra = new Set([
  0x152, 0x153, 0x160, 0x161, 0x178, 0x17d, 0x17e, 0x192, 0x2c6, 0x2dc, 0x2013, 0x2014, 0x2018, 0x2019,
  0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac, 0x2122,
]);

/**
 * Text as Helvetica can draw it: composed (NFC, so a decomposed "ñ" is one
 * character), tabs as spaces, combining marks and invisible format characters
 * (zero-width joiners, variation selectors, bidirectional marks) dropped, and
 * every other character outside WinAnsi (emoji, Chinese, Cyrillic…) as "?".
 * Line breaks are kept.
 */
export function drawable(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0)!;
    if (char === "\n") out += char;
    else if (char === "\t") out += " ";
    else if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtra.has(code))
      out += char;
    else if (/[\p{M}\p{Cf}]/u.test(char)) continue;
    else out += "?";
  }
  return out;
}

/** A text's web addresses (http and https only) and the text between them. */
export function linkParts(text: string): { text: string; href: string | null }[] {
  const parts: { text: string; href: string | null }[] = [];
  let last = 0;
  for (const match of text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    // Punctuation that ends a sentence is not part of the address.
    const href = match[0].replace(/[.,;:!?)\]'"]+$/, "");
    if (!URL.canParse(href)) continue;
    if (match.index > last) parts.push({ text: text.slice(last, match.index), href: null });
    parts.push({ text: href, href });
    last = match.index + href.length;
  }
  if (last < text.length || parts.length === 0) parts.push({ text: text.slice(last), href: null });
  return parts;
}

export async function strategyPdf(input: StrategyPdfInput): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const t = copy[input.language].email.strategy.pdf;
  const firm = copy[input.language].email.strategy.firm;
  const locale = languageInfo(input.language).documentLang;
  const date = new Intl.DateTimeFormat(locale, { timeZone: "America/Mexico_City", dateStyle: "long" }).format(
    input.sentAt,
  );

  // A text that opens with a heading has its own title: it takes the generic one's place, once.
  const [first, ...rest] = input.blocks;
  const titled = first?.type === "heading";
  const title = titled ? first.text : t.title;
  const blocks = titled ? rest : input.blocks;

  const doc = new PDFDocument({
    size: "A4",
    margins: { top: 56, bottom: 64, left: 56, right: 56 },
    bufferPages: true,
    info: { Title: drawable(title), Author: input.brand, Subject: input.company },
    lang: locale,
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  /** A new page unless `room` points are left on this one (a heading keeps its first lines). */
  const keep = (room: number) => {
    if (doc.y + room > bottom()) doc.addPage();
  };
  const band = () => doc.save().rect(0, 0, doc.page.width, 8).fill(colors.brand).restore();
  band();
  doc.on("pageAdded", band);

  /** A paragraph or an item at `x`, its web addresses as links. */
  const rich = (text: string, x: number, options: PDFKit.Mixins.TextOptions) => {
    const parts = linkParts(text);
    parts.forEach((part, i) => {
      const first = i === 0;
      doc.fillColor(part.href ? colors.brand : colors.ink);
      const opts = {
        ...options,
        link: part.href,
        underline: part.href !== null,
        continued: i < parts.length - 1,
      };
      if (first) doc.text(drawable(part.text), x, doc.y, opts);
      else doc.text(drawable(part.text), opts);
    });
  };

  // Header: the brand, the title (the text's first heading, else the generic one), the company and the date.
  doc
    .fillColor(colors.brand)
    .font("Helvetica-Bold")
    .fontSize(12)
    .text(drawable(input.brand), left, 32, { width });
  doc.moveDown(1.5);
  doc.fillColor(colors.ink).font("Helvetica-Bold").fontSize(22).text(drawable(title), left, doc.y, { width });
  doc.moveDown(0.3);
  doc.fillColor(colors.muted).font("Helvetica").fontSize(12);
  if (input.company) doc.text(drawable(interpolate(t.company, { company: input.company })), { width });
  doc.fontSize(10).text(drawable(interpolate(t.dateline, { date })), { width });
  doc.moveDown(1.5);

  const body = { width, lineGap: 2 } as const;
  for (const block of blocks) {
    if (block.type === "heading") {
      keep(70);
      doc
        .fillColor(colors.brand)
        .font("Helvetica-Bold")
        .fontSize(14)
        .text(drawable(block.text), left, doc.y, body);
      doc.moveDown(0.4);
    } else if (block.type === "paragraph") {
      doc.font("Helvetica").fontSize(11);
      rich(block.text, left, body);
      doc.moveDown(0.7);
    } else {
      doc.font("Helvetica").fontSize(11);
      for (const item of block.items) {
        keep(doc.currentLineHeight(true));
        const y = doc.y;
        doc.fillColor(colors.brand).text("\u2022", left + 2, y, { lineBreak: false });
        doc.y = y;
        rich(item, left + 16, { width: width - 16, lineGap: 2 });
        doc.moveDown(0.3);
      }
      doc.moveDown(0.4);
    }
  }

  // The partner's signature.
  keep(90);
  doc.moveDown(0.5);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(0.5)
    .strokeColor(colors.muted)
    .stroke();
  doc.moveDown(0.8);
  doc
    .fillColor(colors.muted)
    .font("Helvetica")
    .fontSize(10)
    .text(drawable(t.preparedBy), left, doc.y, { width });
  doc
    .fillColor(colors.ink)
    .font("Helvetica-Bold")
    .fontSize(11)
    .text(drawable(input.partner.name ?? input.partner.email), { width });
  doc.font("Helvetica").text(drawable(interpolate(firm, { brand: input.brand })), { width });
  if (input.partner.name) {
    doc
      .fillColor(colors.brand)
      .fontSize(10)
      .text(drawable(input.partner.email), { width, link: `mailto:${input.partner.email}` });
  }

  // Page numbers, once the pages are known (below the bottom margin, which is lifted so no page is added).
  const pages = doc.bufferedPageRange();
  for (let i = 0; i < pages.count; i += 1) {
    doc.switchToPage(pages.start + i);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .fillColor(colors.muted)
      .font("Helvetica")
      .fontSize(9)
      .text(interpolate(t.page, { page: i + 1, pages: pages.count }), left, doc.page.height - 40, {
        width,
        align: "center",
        lineBreak: false,
      });
    doc.page.margins.bottom = margin;
  }

  doc.end();
  return done;
}
