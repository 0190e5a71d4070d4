/**
 * The inbox's cookies under HTTPS carry the `__Host-` prefix: the browser then
 * accepts them only with Secure, Path=/ and no Domain, so a sibling subdomain or
 * a plain-HTTP page cannot set or shadow them. better-auth and the CSRF check
 * keep their plain names; the names are translated at the gate, both ways:
 * `fromBrowser` on the way in, `toBrowser` on every Set-Cookie going out.
 * Over plain HTTP (development, tests) nothing changes: Path=/admin, no prefix.
 */

/** Every cookie of the inbox is named `pontas-team.*` (better-auth's prefix and the CSRF token's). */
export const teamCookieName = "pontas-team";
const teamCookiePrefix = `${teamCookieName}.`;
const hostPrefix = "__Host-";

/**
 * The Cookie header as better-auth and the CSRF check read it. On HTTPS, the
 * `__Host-pontas-team.*` cookies lose their prefix, and unprefixed
 * `pontas-team.*` ones are dropped: over HTTPS only a `__Host-` cookie is ours.
 */
export function fromBrowser(header: string | undefined, secure: boolean): string | undefined {
  if (!secure || header === undefined) return header;
  const pairs = header
    .split(";")
    .map((pair) => pair.trim())
    .filter((pair) => pair !== "" && !pair.startsWith(teamCookiePrefix))
    .map((pair) => (pair.startsWith(hostPrefix + teamCookiePrefix) ? pair.slice(hostPrefix.length) : pair));
  return pairs.join("; ");
}

/** A Set-Cookie of the inbox as the browser gets it: on HTTPS, `__Host-`, Secure and Path=/. */
export function toBrowser(setCookie: string, secure: boolean): string {
  if (!secure || !setCookie.startsWith(teamCookiePrefix)) return setCookie;
  const [pair = "", ...attributes] = setCookie.split(";").map((part) => part.trim());
  const kept = attributes.filter((attribute) => !/^(path|domain|secure)(=|$)/i.test(attribute));
  return [hostPrefix + pair, "Path=/", ...kept, "Secure"].join("; ");
}
