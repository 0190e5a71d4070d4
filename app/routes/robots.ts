import { absoluteUrl } from "../lib/seo.ts";

export function loader() {
  const body = `User-agent: *\nAllow: /\nDisallow: /functions/\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
