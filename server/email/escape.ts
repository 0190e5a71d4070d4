/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** A header value on one line: any CR, LF or other control character becomes a space. */
export function singleLine(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we remove
  return value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").trim();
}
