import { languages, pathFor, screenIds } from "#domain/site/pages.ts";
import { absoluteUrl } from "../lib/seo.ts";

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Every canonical page of both languages, each with its hreflang alternates. */
export function loader() {
  const urls = languages.flatMap((lang) =>
    screenIds.map((screen) => {
      const alternates = [
        ...languages.map((alt) => [alt, pathFor(screen, alt)] as const),
        ["x-default", pathFor(screen, "es")] as const,
      ]
        .map(
          ([hreflang, path]) =>
            `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absoluteUrl(path))}"/>`,
        )
        .join("\n");
      return `  <url>\n    <loc>${escapeXml(absoluteUrl(pathFor(screen, lang)))}</loc>\n${alternates}\n  </url>`;
    }),
  );
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
