import { languageInfo } from "#domain/i18n/languages.ts";
import { pathFor } from "#domain/site/pages.ts";
import { type Language } from "#domain/i18n/languages.ts";
import { pageCopyFor } from "../i18n/i18n.ts";
import { absoluteUrl } from "./seo.ts";
import { settings } from "./settings.ts";
import { brandColors } from "#domain/site/brand.ts";

/**
 * The Series A readiness checklist of the funds page as an A4 PDF, in one
 * language. Server only (pdfkit never reaches the browser bundle).
 */
const colors = brandColors;

export async function checklistPdf(lang: Language): Promise<Uint8Array<ArrayBuffer>> {
  // Loaded when a PDF is made (at build time: the files are pre-rendered), not with the
  // server build: pdfkit and its fonts would hold ~10 MB of the server's memory for nothing.
  const { default: PDFDocument } = await import("pdfkit");
  const copy = pageCopyFor(lang, "funds").checklist;

  const doc = new PDFDocument({
    size: "A4",
    margins: { top: 56, bottom: 56, left: 56, right: 56 },
    info: { Title: copy.title, Author: settings.brandName, Subject: copy.subtitle },
    lang: languageInfo(lang).documentLang,
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  // Header band with the brand.
  doc.rect(0, 0, doc.page.width, 8).fill(colors.brand);
  doc.fillColor(colors.brand).font("Helvetica-Bold").fontSize(12).text(settings.brandName, left, 32);
  doc.moveDown(1.5);

  doc.fillColor(colors.ink).font("Helvetica-Bold").fontSize(24).text(copy.title, { width });
  doc.moveDown(0.4);
  doc.fillColor(colors.muted).font("Helvetica").fontSize(12).text(copy.subtitle, { width, lineGap: 2 });
  doc.moveDown(0.6);
  doc.fillColor(colors.ink).font("Helvetica-Oblique").fontSize(10.5).text(copy.howTo, { width, lineGap: 2 });
  doc.moveDown(1.2);

  const box = 10;
  for (const section of copy.sections) {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 90) doc.addPage();
    doc
      .fillColor(colors.brand)
      .font("Helvetica-Bold")
      .fontSize(13)
      .text(section.title, left, doc.y, { width });
    doc.moveDown(0.4);
    for (const item of section.items) {
      const textWidth = width - box - 10;
      doc.font("Helvetica").fontSize(11);
      const height = doc.heightOfString(item, { width: textWidth, lineGap: 2 });
      if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
      const y = doc.y;
      doc
        .lineWidth(1)
        .strokeColor(colors.brand)
        .rect(left, y + 1.5, box, box)
        .stroke();
      doc.fillColor(colors.ink).text(item, left + box + 10, y, { width: textWidth, lineGap: 2 });
      doc.moveDown(0.35);
    }
    doc.moveDown(0.8);
  }

  if (doc.y > doc.page.height - doc.page.margins.bottom - 60) doc.addPage();
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(0.5)
    .strokeColor(colors.muted)
    .stroke();
  doc.moveDown(0.8);
  doc.fillColor(colors.ink).font("Helvetica").fontSize(11).text(copy.footer, left, doc.y, { width });
  doc
    .fillColor(colors.brand)
    .font("Helvetica-Bold")
    .text(settings.fundsSchedulingUrl, { width, link: settings.fundsSchedulingUrl, underline: true });
  doc.moveDown(0.5);
  const fundsPage = absoluteUrl(pathFor("funds", lang));
  doc.fillColor(colors.muted).font("Helvetica").fontSize(9).text(fundsPage, { width, link: fundsPage });

  doc.end();
  return done;
}
