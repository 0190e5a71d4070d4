/** A header value on one line: any CR, LF or other control character becomes a space. */
export function singleLine(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we remove
  return value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").trim();
}
