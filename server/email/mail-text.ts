/**
 * The text of an e-mail file as its reader sees it: every header with its
 * encoded words (RFC 2047) decoded, and every part's body decoded from its
 * transfer encoding (quoted-printable, base64) and its charset, multiparts
 * and attached messages included. The erasure (mail-files.ts) searches this
 * text, not the file's bytes: quoted-printable breaks a line longer than 76
 * characters with a soft line break (`=` and a newline), so a long address is
 * cut in two in the file, and an accented name is written `Mar=C3=ADa`.
 *
 * Small on purpose: the files are nodemailer's (transport.ts), and the server
 * needs only their text, not mailparser's model of them (a devDependency the
 * tests use to check this one).
 */

/** A file or part as a binary string: one character per byte (latin1), so every byte survives until decoded. */
type Bytes = string;

const maxDepth = 10;

function decodeBytes(bytes: Buffer, charset = "utf-8"): string {
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset.trim().toLowerCase() || "utf-8");
  } catch {
    decoder = new TextDecoder("utf-8");
  }
  return decoder.decode(bytes);
}

/** Quoted-printable to bytes: soft line breaks removed, `=XX` to its byte. */
function quotedPrintable(text: Bytes): Buffer {
  const joined = text
    .replace(/=[ \t]*\r?\n/g, "")
    .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(joined, "latin1");
}

const encodedWord = /=\?([^?\s]+)\?([BbQq])\?([^?\s]*)\?=/g;

/**
 * A header value with its encoded words decoded. Adjacent encoded words are one
 * text (the white space between them is not part of it), and their bytes are
 * joined before they are decoded: an encoder may split a character's bytes.
 */
export function decodeHeaderValue(value: Bytes): string {
  let text = "";
  let last = 0;
  let pending: { charset: string; bytes: Buffer[] } | undefined;
  const flush = () => {
    if (pending) text += decodeBytes(Buffer.concat(pending.bytes), pending.charset);
    pending = undefined;
  };
  for (const match of value.matchAll(encodedWord)) {
    const between = value.slice(last, match.index);
    // RFC 2231 allows a language after the charset: utf-8*es.
    const charset = match[1]!.split("*")[0]!.toLowerCase();
    if (!pending || !/^[ \t]*$/.test(between)) {
      flush();
      text += decodeBytes(Buffer.from(between, "latin1"));
    } else if (pending.charset !== charset) {
      flush();
    }
    const payload = match[3]!;
    const bytes =
      match[2]!.toLowerCase() === "b"
        ? Buffer.from(payload, "base64")
        : quotedPrintable(payload.replace(/_/g, " "));
    pending ??= { charset, bytes: [] };
    pending.bytes.push(bytes);
    last = match.index + match[0].length;
  }
  flush();
  return text + decodeBytes(Buffer.from(value.slice(last), "latin1"));
}

/** A parameter of a structured header (`boundary`, `charset`), quoted or not. */
function parameter(value: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}\\s*=\\s*(?:"((?:[^"\\\\]|\\\\.)*)"|([^;\\s]+))`, "i").exec(value);
  return match ? (match[1]?.replace(/\\(.)/g, "$1") ?? match[2]) : undefined;
}

/** The parts of a multipart body: what lies between its boundary lines, up to the closing one. */
function multipartParts(body: Bytes, boundary: string): Bytes[] {
  const delimiter = `--${boundary}`;
  const parts: Bytes[] = [];
  let current: string[] | undefined;
  for (const line of body.split(/\r?\n/)) {
    if (line.startsWith(delimiter)) {
      const rest = line.slice(delimiter.length);
      if (rest.startsWith("--")) {
        if (current) parts.push(current.join("\n"));
        return parts;
      }
      if (/^[ \t]*$/.test(rest)) {
        if (current) parts.push(current.join("\n"));
        current = [];
        continue;
      }
    }
    current?.push(line);
  }
  if (current) parts.push(current.join("\n"));
  return parts;
}

function entityText(entity: Bytes, depth: number): string {
  const end = /\r?\n\r?\n/.exec(entity);
  const head = end ? entity.slice(0, end.index) : entity;
  const body = end ? entity.slice(end.index + end[0].length) : "";
  const headers = new Map<string, string>();
  const lines: string[] = [];
  // Unfolded: a line that starts with white space continues the one before.
  for (const line of head.replace(/\r?\n(?=[ \t])/g, "").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const raw = line.slice(colon + 1).trim();
    headers.set(name, raw);
    lines.push(`${line.slice(0, colon)}: ${decodeHeaderValue(raw)}`);
  }
  const contentType = headers.get("content-type") ?? "text/plain";
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  const boundary = parameter(contentType, "boundary");
  if (depth < maxDepth && type.startsWith("multipart/") && boundary) {
    lines.push(...multipartParts(body, boundary).map((part) => entityText(part, depth + 1)));
    return lines.join("\n");
  }
  const encoding = (headers.get("content-transfer-encoding") ?? "").trim().toLowerCase();
  const bytes =
    encoding === "quoted-printable"
      ? quotedPrintable(body)
      : encoding === "base64"
        ? Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ""), "base64")
        : Buffer.from(body, "latin1");
  if (depth < maxDepth && type === "message/rfc822")
    lines.push(entityText(bytes.toString("latin1"), depth + 1));
  else lines.push(decodeBytes(bytes, parameter(contentType, "charset")));
  return lines.join("\n");
}

/** The decoded text of an e-mail file (its headers and every part), for searching. */
export function mailText(file: Buffer): string {
  return entityText(file.toString("latin1"), 0);
}
