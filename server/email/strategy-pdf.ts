import { createRequire } from "node:module";
import { interpolate } from "#i18n/translate.ts";
import { languageInfo, type Language } from "#i18n/languages.ts";
import { linkParts, type StrategyBlock } from "#domain/strategy/document.ts";
import { locales } from "#i18n/words.ts";
import { brandColors } from "#domain/site/brand.ts";
import { officeZone } from "#domain/site/firm-contact.ts";
import { pdfDocument } from "../../domain/site/pdf-document.server.ts";

/**
 * The strategy a partner sends from the inbox, as an A4 PDF in the lead's
 * language (docs/decisions/096): a header band with the brand, the title, the
 * company and the date in Mexico City, the strategy's blocks, the partner's
 * signature (title and phone from the firm's profile) and page numbers, in
 * DejaVu Sans. pdfkit is loaded when a PDF is made (domain/site/pdf-document.server.ts), by the
 * outbox worker, not with the server (it would hold ~10 MB for nothing); it
 * stays an external package in the built server (scripts/build-server.ts), so
 * its fonts' data loads from its folder in node_modules.
 */

/** Who signs: the display name TEAM_EMAILS gives, the address, and the title and phone of the firm's profile, if any. */
export interface PartnerSignature {
  readonly name: string | null;
  readonly email: string;
  /** The partner's role in the lead's language ("Socia de Operaciones"). */
  readonly title?: string | null;
  /** International, as the profile writes it. */
  readonly phone?: string | null;
}

export interface StrategyPdfInput {
  readonly language: Language;
  readonly brand: string;
  readonly company: string;
  readonly partner: PartnerSignature;
  /** When the strategy is sent: the date the PDF carries, on Mexico City's calendar. */
  readonly sentAt: number;
  readonly blocks: readonly StrategyBlock[];
}

const colors = brandColors;

/**
 * The PDF's font: DejaVu Sans (the dejavu-fonts-ttf package; the Bitstream Vera
 * licence lets it be embedded), regular and bold, embedded as a subset. It draws
 * Latin with its extensions ("Łukasz", "Dvořák"), Greek and Cyrillic, which
 * pdfkit's built-in Helvetica turned into "?" (docs/decisions/095).
 */
const require = createRequire(import.meta.url);
export const pdfFonts = {
  regular: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"),
  bold: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"),
} as const;

/**
 * Scripts written right to left: the font has Hebrew and Arabic letters, but
 * pdfkit lays every line out left to right, so a name in them would read
 * backwards. The composer warns about them like about a missing glyph.
 */
const rightToLeft =
  /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}]/u;

let coverage: ((code: number) => boolean) | null = null;

/** Whether both of the PDF's fonts have a glyph for a character (fontkit reads their character maps once). */
async function fontCovers(): Promise<(code: number) => boolean> {
  if (!coverage) {
    const fontkit = await import("fontkit");
    const open = (file: string) => fontkit.openSync(file) as { hasGlyphForCodePoint(code: number): boolean };
    const [regular, bold] = [open(pdfFonts.regular), open(pdfFonts.bold)];
    coverage = (code) => regular.hasGlyphForCodePoint(code) && bold.hasGlyphForCodePoint(code);
  }
  return coverage;
}

/**
 * The characters of a text the PDF cannot draw as written (each once, in order):
 * those its font has no glyph for (Chinese, emoji…) and those of right-to-left
 * scripts. The composer names them before the strategy is sent.
 */
export async function undrawable(text: string): Promise<string[]> {
  const covers = await fontCovers();
  const found = new Set<string>();
  for (const char of drawable(text)) {
    if (char === "\n" || char === " ") continue;
    if (rightToLeft.test(char) || !covers(char.codePointAt(0)!)) found.add(char);
  }
  return [...found];
}

/**
 * Text as the PDF draws it: composed (NFC, so a decomposed "ñ" is one character),
 * tabs as spaces, invisible format characters (zero-width joiners, variation
 * selectors, bidirectional marks) and other controls dropped. Line breaks are kept.
 */
export function drawable(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    if (char === "\n") out += char;
    else if (char === "\t") out += " ";
    else if (/[\p{Cc}\p{Cf}]/u.test(char)) continue;
    else out += char;
  }
  return out;
}

export async function strategyPdf(input: StrategyPdfInput): Promise<Buffer> {
  const t = locales[input.language].email.strategy.pdf;
  const firm = locales[input.language].email.strategy.firm;
  const locale = languageInfo(input.language).documentLang;
  const date = new Intl.DateTimeFormat(locale, { timeZone: officeZone, dateStyle: "long" }).format(
    input.sentAt,
  );

  // A text that opens with a heading has its own title: it takes the generic one's place, once.
  const [first, ...rest] = input.blocks;
  const titled = first?.type === "heading";
  const title = titled ? first.text : t.title;
  const blocks = titled ? rest : input.blocks;

  const pdf = await pdfDocument({
    info: { Title: drawable(title), Author: input.brand, Subject: input.company },
    lang: locale,
    bottomMargin: 64,
    bufferPages: true,
    bandOnEveryPage: true,
  });
  const { doc, left, width, keep } = pdf;
  doc.registerFont("Body", pdfFonts.regular);
  doc.registerFont("Body-Bold", pdfFonts.bold);

  /** A paragraph or an item at `x`, its web addresses as links. */
  const rich = (text: string, x: number, options: PDFKit.Mixins.TextOptions) => {
    // A link on words prints its address beside them: a printed letter still leads there.
    const parts = linkParts(text).flatMap((part) =>
      part.href && part.text !== part.href
        ? [part, { text: " (", href: null }, { text: part.href, href: part.href }, { text: ")", href: null }]
        : [part],
    );
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
  pdf.brandLine(drawable(input.brand), "Body-Bold");
  doc.fillColor(colors.ink).font("Body-Bold").fontSize(22).text(drawable(title), left, doc.y, { width });
  doc.moveDown(0.3);
  doc.fillColor(colors.muted).font("Body").fontSize(12);
  if (input.company) doc.text(drawable(interpolate(t.company, { company: input.company })), { width });
  doc.fontSize(10).text(drawable(interpolate(t.dateline, { date })), { width });
  doc.moveDown(1.5);

  const body = { width, lineGap: 2 } as const;
  for (const block of blocks) {
    if (block.type === "heading") {
      keep(70);
      doc
        .fillColor(colors.brand)
        .font("Body-Bold")
        .fontSize(14)
        .text(drawable(block.text), left, doc.y, body);
      doc.moveDown(0.4);
    } else if (block.type === "paragraph") {
      doc.font("Body").fontSize(11);
      rich(block.text, left, body);
      doc.moveDown(0.7);
    } else {
      doc.font("Body").fontSize(11);
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
  pdf.rule();
  doc.fillColor(colors.muted).font("Body").fontSize(10).text(drawable(t.preparedBy), left, doc.y, { width });
  doc
    .fillColor(colors.ink)
    .font("Body-Bold")
    .fontSize(11)
    .text(drawable(input.partner.name ?? input.partner.email), { width });
  if (input.partner.title) doc.font("Body").text(drawable(input.partner.title), { width });
  doc.font("Body").text(drawable(interpolate(firm, { brand: input.brand })), { width });
  if (input.partner.name) {
    doc
      .fillColor(colors.brand)
      .fontSize(10)
      .text(drawable(input.partner.email), { width, link: `mailto:${input.partner.email}` });
  }
  if (input.partner.phone) {
    const phone = input.partner.phone;
    doc
      .fillColor(colors.ink)
      .fontSize(10)
      .text(drawable(interpolate(t.phone, { phone })), {
        width,
        link: `tel:${phone.replace(/[^\d+]/g, "")}`,
      });
  }

  // Page numbers, once the pages are known (below the bottom margin, which is lifted so no page is added).
  const pages = doc.bufferedPageRange();
  for (let i = 0; i < pages.count; i += 1) {
    doc.switchToPage(pages.start + i);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .fillColor(colors.muted)
      .font("Body")
      .fontSize(9)
      .text(interpolate(t.page, { page: i + 1, pages: pages.count }), left, doc.page.height - 40, {
        width,
        align: "center",
        lineBreak: false,
      });
    doc.page.margins.bottom = margin;
  }

  return pdf.end();
}
