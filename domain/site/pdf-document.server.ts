import { brandColors } from "./brand.ts";

/**
 * What the site's PDFs share (the funds checklist, app/lib/checklist-pdf.server.ts,
 * and the strategy a partner sends, server/email/strategy-pdf.ts): an A4 page with
 * 56-point margins, the brand's band across its top, the brand's name as its first
 * line, a rule, the test for room left, and the bytes once the document ends.
 * Server only; the e-mails' worker imports it too (eslint.config.js's import zones).
 */
export interface PdfDocument {
  readonly doc: PDFKit.PDFDocument;
  /** The left margin, where the text starts. */
  readonly left: number;
  /** The text's width, between the margins. */
  readonly width: number;
  /** A new page unless `room` points are left on this one (a heading keeps its first lines). */
  readonly keep: (room: number) => void;
  /** The brand's name in `font` at the top of the first page, and the space below it. */
  readonly brandLine: (name: string, font: string) => void;
  /** A thin rule across the text's width at the current line, and the space below it. */
  readonly rule: () => void;
  /** Ends the document: its bytes. */
  readonly end: () => Promise<Buffer>;
}

export interface PdfDocumentOptions {
  readonly info: PDFKit.DocumentInfo;
  /** The document's language, as `languageInfo(lang).documentLang` gives it. */
  readonly lang: string;
  /** Points below the text (56 unless given: the strategy leaves room for its page numbers). */
  readonly bottomMargin?: number;
  /** Keep every page to write on after the text (the strategy's page numbers). */
  readonly bufferPages?: boolean;
  /** The brand's band on every page, not only the first. */
  readonly bandOnEveryPage?: boolean;
}

export async function pdfDocument(options: PdfDocumentOptions): Promise<PdfDocument> {
  // Loaded when a PDF is made (at build time for the checklist, which is pre-rendered; by the
  // outbox worker for the strategy), not with the server build: pdfkit and its fonts would hold
  // ~10 MB of the server's memory for nothing.
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: 56, bottom: options.bottomMargin ?? 56, left: 56, right: 56 },
    bufferPages: options.bufferPages ?? false,
    info: options.info,
    lang: options.lang,
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
  const band = () => doc.save().rect(0, 0, doc.page.width, 8).fill(brandColors.brand).restore();
  band();
  if (options.bandOnEveryPage) doc.on("pageAdded", band);

  return {
    doc,
    left,
    width,
    keep: (room) => {
      if (doc.y + room > doc.page.height - doc.page.margins.bottom) doc.addPage();
    },
    brandLine: (name, font) => {
      doc.fillColor(brandColors.brand).font(font).fontSize(12).text(name, left, 32, { width });
      doc.moveDown(1.5);
    },
    rule: () => {
      doc
        .moveTo(left, doc.y)
        .lineTo(left + width, doc.y)
        .lineWidth(0.5)
        .strokeColor(brandColors.muted)
        .stroke();
      doc.moveDown(0.8);
    },
    end: () => {
      doc.end();
      return done;
    },
  };
}
