import { sitemapEntries } from "#domain/site/pages.ts";
import { absoluteUrl } from "../lib/seo.ts";

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Every canonical page of every language, each with its hreflang alternates. */
export function loader() {
  const urls = sitemapEntries().map(({ path, alternates }) => {
    const links = alternates
      .map(
        (alt) =>
          `    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeXml(absoluteUrl(alt.path))}"/>`,
      )
      .join("\n");
    return `  <url>\n    <loc>${escapeXml(absoluteUrl(path))}</loc>\n${links}\n  </url>`;
  });
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
