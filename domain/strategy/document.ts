/**
 * A strategy as the team writes it (docs/decisions/096): plain text with
 * headings and lists, the one format of the inbox's draft, the e-mail's body
 * and the PDF. Pure: the composer checks and the templates parse the same text.
 *
 * - `# Title` or `## Title`: a heading (one line).
 * - `- item` or `* item`: a list item; consecutive items form one list.
 * - A blank line ends a paragraph or a list; other consecutive lines form one
 *   paragraph, their line breaks kept as "\n".
 * - `[words](https://…)`: a link on words (the e-mail links the words; the PDF
 *   prints the address beside them); a bare http(s) address is a link too.
 */

/** The longest strategy the composer accepts, in characters (UTF-16 code units, as a textarea's maxlength counts). */
export const strategyMaxLength = 20_000;

export type StrategyBlock =
  { type: "heading"; text: string } | { type: "paragraph"; text: string } | { type: "list"; items: string[] };

export type StrategyTextError = "empty" | "tooLong" | "control";

const heading = /^ {0,3}#{1,2}[ \t]+(.*)$/;
const listItem = /^ {0,3}[-*][ \t]+(.*)$/;

/** CRLF and lone CR as LF. */
const normalizeBreaks = (text: string) => text.replace(/\r\n?/g, "\n");

/** The blocks of a strategy's text. A marker alone ("#", "-") is no heading or item: it stays text. */
export function parseStrategy(text: string): StrategyBlock[] {
  const blocks: StrategyBlock[] = [];
  let paragraph: string[] | null = null;
  let list: string[] | null = null;
  const close = () => {
    if (paragraph) blocks.push({ type: "paragraph", text: paragraph.join("\n") });
    if (list) blocks.push({ type: "list", items: list });
    paragraph = null;
    list = null;
  };

  for (const raw of normalizeBreaks(text).split("\n")) {
    const line = raw.trimEnd();
    if (line.trim() === "") {
      close();
      continue;
    }
    const title = heading.exec(line);
    if (title) {
      close();
      blocks.push({ type: "heading", text: title[1]!.trim() });
      continue;
    }
    const item = listItem.exec(line);
    if (item) {
      if (paragraph) close();
      (list ??= []).push(item[1]!.trim());
      continue;
    }
    if (list) close();
    (paragraph ??= []).push(line);
  }
  close();
  return blocks;
}

/**
 * Characters a strategy may not hold: control characters but LF and tab (C0,
 * DEL, C1), the line and paragraph separators, and the bidirectional
 * embeddings, overrides and isolates that reorder what a reader sees.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this finds
const forbidden = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/**
 * A strategy's text as the composer stores and sends it: line breaks as LF and
 * no trailing white space; or why it cannot be sent. Checked in this order:
 * empty (nothing but white space), too long (over `strategyMaxLength` characters
 * once normalized), a forbidden character.
 */
export function checkStrategyText(
  raw: string,
): { ok: true; text: string } | { ok: false; error: StrategyTextError } {
  const text = normalizeBreaks(raw).trimEnd();
  if (text.trim() === "") return { ok: false, error: "empty" };
  if (text.length > strategyMaxLength) return { ok: false, error: "tooLong" };
  if (forbidden.test(text)) return { ok: false, error: "control" };
  return { ok: true, text };
}

/**
 * A value a draft writes inside one of its lines (a name, a company): every run
 * of white space or forbidden characters as one space, trimmed, so that it can
 * neither start a line (a heading, a list item) nor make the draft fail its check.
 */
export function inlineText(value: string): string {
  return value.replace(new RegExp(forbidden.source, "g"), " ").replace(/\s+/g, " ").trim();
}

/** A run of a line: text, or a link (`href`) on its words or on its own address. */
export interface LinkPart {
  readonly text: string;
  readonly href: string | null;
}

/** `[words](address)` or a bare address; only http(s) addresses are links. */
const linkPattern = /\[([^\]\n]+)\]\((https?:\/\/[^\s()<>"]+)\)|https?:\/\/[^\s<>"]+/g;

/** A line's runs: its links on words, its bare web addresses (without the punctuation after them), and the text between. */
export function linkParts(text: string): LinkPart[] {
  const parts: LinkPart[] = [];
  let last = 0;
  for (const match of text.matchAll(linkPattern)) {
    const [whole, words, target] = match;
    // Punctuation that ends a sentence is not part of a bare address.
    const href = target ?? whole.replace(/[.,;:!?)\]'"]+$/, "");
    if (!URL.canParse(href)) continue;
    if (match.index > last) parts.push({ text: text.slice(last, match.index), href: null });
    parts.push({ text: words ?? href, href });
    last = match.index + (words === undefined ? href.length : whole.length);
  }
  if (last < text.length || parts.length === 0) parts.push({ text: text.slice(last), href: null });
  return parts;
}
