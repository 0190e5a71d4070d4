/**
 * Structured data as a JSON-LD block. `<` is escaped so that no value can
 * close the script element; a data block is not executed, so the server's CSP
 * needs no hash for it.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
