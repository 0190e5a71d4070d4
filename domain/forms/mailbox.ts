/**
 * The mailbox an address delivers to, for counting what one person receives: lower
 * case, without a `+tag` (sub-addressing: `ana+1@` and `ana+2@` are Ana's one mailbox),
 * and, at Gmail, without the dots of the name (Gmail ignores them) and with
 * googlemail.com as gmail.com. Never shown or stored: only compared.
 */
export function mailboxOf(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 0) return address.toLowerCase();
  let name = address.slice(0, at).toLowerCase();
  let domain = address.slice(at + 1).toLowerCase();
  name = name.split("+")[0] ?? name;
  if (domain === "googlemail.com") domain = "gmail.com";
  if (domain === "gmail.com") name = name.replaceAll(".", "");
  return `${name}@${domain}`;
}
