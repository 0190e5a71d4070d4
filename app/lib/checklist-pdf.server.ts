import { callUrl } from "#domain/booking/links.ts";
import { languageInfo } from "#i18n/languages.ts";
import { pathFor } from "#domain/site/pages.ts";
import { type Language } from "#i18n/languages.ts";
import { pageCopyFor } from "../i18n/i18n.ts";
import { absoluteUrl } from "./seo.ts";
import { settings } from "./settings.ts";
import { brandColors } from "#domain/site/brand.ts";
import { pdfDocument } from "../../domain/site/pdf-document.server.ts";

/**
 * The Series A readiness checklist of the funds page as an A4 PDF, in one
 * language. Server only (pdfkit never reaches the browser bundle; pdf-document.server.ts
 * loads it when a PDF is made).
 */
const colors = brandColors;

export async function checklistPdf(lang: Language): Promise<Uint8Array<ArrayBuffer>> {
  const copy = pageCopyFor(lang, "funds").checklist;
  const pdf = await pdfDocument({
    info: { Title: copy.title, Author: settings.brandName, Subject: copy.subtitle },
    lang: languageInfo(lang).documentLang,
  });
  const { doc, left, width } = pdf;

  pdf.brandLine(settings.brandName, "Helvetica-Bold");
  doc.fillColor(colors.ink).font("Helvetica-Bold").fontSize(24).text(copy.title, { width });
  doc.moveDown(0.4);
  doc.fillColor(colors.muted).font("Helvetica").fontSize(12).text(copy.subtitle, { width, lineGap: 2 });
  doc.moveDown(0.6);
  doc.fillColor(colors.ink).font("Helvetica-Oblique").fontSize(10.5).text(copy.howTo, { width, lineGap: 2 });
  doc.moveDown(1.2);

  const box = 10;
  for (const section of copy.sections) {
    pdf.keep(90);
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
      pdf.keep(height);
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

  pdf.keep(60);
  pdf.rule();
  doc.fillColor(colors.ink).font("Helvetica").fontSize(11).text(copy.footer, left, doc.y, { width });
  doc
    .fillColor(colors.brand)
    .font("Helvetica-Bold")
    .text(callUrl(settings, lang, { minutes: 20 }), {
      width,
      link: callUrl(settings, lang, { minutes: 20 }),
      underline: true,
    });
  doc.moveDown(0.5);
  const fundsPage = absoluteUrl(pathFor("funds", lang));
  doc.fillColor(colors.muted).font("Helvetica").fontSize(9).text(fundsPage, { width, link: fundsPage });

  return new Uint8Array(await pdf.end());
}
