import type { Route } from "./+types/checklist";
import { languageOfPath } from "#domain/site/pages.ts";
import { defaultLanguage } from "#i18n/languages.ts";
import { checklistPdf } from "../lib/checklist-pdf.server.ts";

/**
 * The Series A readiness checklist as a PDF, in the language of its URL
 * (domain/site/pages.ts downloadPath). Pre-rendered at build time into
 * build/client, so it is a static file in production.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const lang = languageOfPath(new URL(request.url).pathname) ?? defaultLanguage;
  const body = await checklistPdf(lang);
  return new Response(body, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(body.byteLength),
    },
  });
}
