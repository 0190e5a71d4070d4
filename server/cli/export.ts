import type { LeadRecord, MessageRecord, OutboxRow, Storage } from "../db/storage.ts";

/**
 * Control characters other than tab, LF and CR, and the bidirectional
 * overrides and isolates: shown as their Unicode pictures (ESC as ␛, DEL as
 * ␡) or U+FFFD, so no terminal escape code or reordering reaches whoever
 * prints or opens the export. Validation refuses them; older rows may hold them.
 */
const unsafeInCell = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu;
const pictureOf = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x20) return String.fromCodePoint(0x2400 + code);
  return code === 0x7f ? "\u2421" : "\ufffd";
};
const neutralise = (text: string) =>
  text.replace(unsafeInCell, (char) =>
    char === "\t" || char === "\n" || char === "\r" ? char : pictureOf(char),
  );

/**
 * One CSV cell, for spreadsheets: always quoted, quotes doubled, control
 * characters neutralised, and a value that a spreadsheet would run as a
 * formula (starting with = + - @, or a tab or carriage return) prefixed with
 * an apostrophe.
 */
export function csvCell(value: unknown): string {
  let text = neutralise(value === null || value === undefined ? "" : String(value));
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

export function toCsv(rows: readonly (readonly unknown[])[]): string {
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

const columns = [
  "type",
  "id",
  "created_at",
  "language",
  "name",
  "email",
  "company",
  "stage",
  "score",
  "request_call",
  "revenue",
  "team_size",
  "challenge",
  "markets",
  "message",
  "quiz_source",
  "page_path",
  "referrer",
  "utm",
  "user_agent",
  "emails",
] as const;

/** What an export says of a submission's e-mails. */
export type MailState = Pick<OutboxRow, "refId" | "kind" | "status" | "attempts" | "lastError">;

/** E-mail outcome per submission, e.g. "lead-team:sent lead-ack:failed(8)". */
function mailSummary(mails: readonly MailState[]): string {
  return mails.map((m) => `${m.kind}:${m.status}${m.status === "sent" ? "" : `(${m.attempts})`}`).join(" ");
}

function leadRow(lead: LeadRecord, mails: readonly MailState[]) {
  const quiz = (JSON.parse(lead.payload) as { quizData?: Record<string, unknown>; mensaje?: string }) ?? {};
  return [
    "lead",
    lead.id,
    new Date(lead.createdAt).toISOString(),
    lead.language,
    lead.name,
    lead.email,
    lead.company,
    lead.stage,
    lead.score,
    lead.requestCall ? "yes" : "no",
    quiz.quizData?.revenue,
    quiz.quizData?.teamSize,
    quiz.quizData?.challenge,
    quiz.quizData?.markets,
    quiz.mensaje,
    lead.quizSource,
    lead.pagePath,
    lead.referrer,
    lead.utm === "{}" ? "" : lead.utm,
    lead.userAgent,
    mailSummary(mails),
  ];
}

function messageRow(m: MessageRecord, mails: readonly MailState[]) {
  return [
    "message",
    m.id,
    new Date(m.createdAt).toISOString(),
    m.language,
    m.name,
    m.email,
    m.company,
    "",
    "",
    "",
    "",
    "",
    "",
    "",
    m.message,
    "",
    m.pagePath,
    "",
    "",
    m.userAgent,
    mailSummary(mails),
  ];
}

export interface ExportFormat {
  readonly format: "csv" | "json";
}

/**
 * Leads and contact messages with their e-mails' states, as CSV (cells made
 * safe for spreadsheets and terminals) or JSON: the CLI's export and the
 * inbox's download.
 */
export function formatRecords(
  format: ExportFormat["format"],
  {
    leads,
    messages,
    mails,
  }: {
    leads: readonly LeadRecord[];
    messages: readonly MessageRecord[];
    mails: readonly MailState[];
  },
): string {
  const byRef = new Map<string, MailState[]>();
  for (const mail of mails) {
    const list = byRef.get(mail.refId);
    if (list) list.push(mail);
    else byRef.set(mail.refId, [mail]);
  }
  const of = (refId: string) => byRef.get(refId) ?? [];
  if (format === "json") {
    const emails = (refId: string) =>
      of(refId).map((m) => ({
        kind: m.kind,
        status: m.status,
        attempts: m.attempts,
        lastError: m.lastError,
      }));
    return `${JSON.stringify(
      {
        leads: leads.map((l) => ({
          ...l,
          createdAt: new Date(l.createdAt).toISOString(),
          utm: JSON.parse(l.utm),
          payload: JSON.parse(l.payload),
          emails: emails(l.id),
        })),
        messages: messages.map((m) => ({
          ...m,
          createdAt: new Date(m.createdAt).toISOString(),
          emails: emails(m.id),
        })),
      },
      null,
      2,
    )}\n`;
  }
  return toCsv([
    columns,
    ...leads.map((l) => leadRow(l, of(l.id))),
    ...messages.map((m) => messageRow(m, of(m.id))),
  ]);
}

/** Stored leads and contact messages (since a time), as CSV or JSON. */
export async function exportRecords(
  storage: Storage,
  { format, since }: ExportFormat & { since?: number },
): Promise<string> {
  const [leads, messages, mails] = await Promise.all([
    storage.listLeads(since),
    storage.listMessages(since),
    storage.listMails(),
  ]);
  return formatRecords(format, { leads, messages, mails });
}
