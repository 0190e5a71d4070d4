import { newestFirst, readExport } from "../db/read-model.ts";
import type { InboxStatus } from "../db/schema.ts";
import type {
  ExportedCall,
  ExportedLead,
  ExportedMessage,
  ExportRecords,
  MailState,
  Storage,
} from "../db/storage.ts";
import { dueAt } from "#domain/inbox/model.ts";
import { defaultLanguage, type Language } from "#i18n/languages.ts";
import { storedLeadOf } from "#domain/leads/lead.ts";
import { profileOf } from "#domain/quiz/profile.ts";
import { isOptionOf, questions, type QuestionId } from "#domain/quiz/questions.ts";
import { stageKeys, type StageKey } from "#domain/quiz/stages.ts";
import { profileWords } from "#i18n/profile-words.ts";
import { locales } from "#i18n/words.ts";
import { mexicoCityDateTime } from "../mexico-city.ts";

/**
 * The export of leads and contact messages (docs/decisions/091): the CLI's
 * `npm run leads -- export` and the inbox's download read the same records
 * (the read model's readExport: the inbox passes its filters) and write them the same way
 * (formatRecords), newest first, each with its follow-up (status, owner, when
 * a quiz lead's strategy is due, the last note) and its e-mails' states.
 */

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

/** The lead form's profile answers' columns, in the form's order: `mexicoStance` is "mexico_stance". */
const profileColumns = profileWords(profileOf(null), locales[defaultLanguage].quiz.profile).map(({ field }) =>
  field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
);

const columns = [
  "type",
  "id",
  "created_at",
  "status",
  "owner",
  "due_at",
  "last_note",
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
  ...profileColumns,
  "message",
  "quiz_source",
  "page_path",
  "referrer",
  "utm",
  "user_agent",
  "emails",
  "calls",
];

/** A submission's calls, e.g. "2027-03-15 10:00 30 min ana@pontas.mx booked" (Mexico City times). */
function callSummary(calls: readonly ExportedCall[], words: Words): string {
  return calls
    .map((c) => `${words.time(c.startsAt)} ${c.minutes} min ${c.member} ${words.callStatus(c.status)}`)
    .join("; ");
}

/** E-mail outcome per submission, e.g. "lead-team:sent lead-ack:failed(8)". */
function mailSummary(mails: readonly MailState[]): string {
  return mails.map((m) => `${m.kind}:${m.status}${m.status === "sent" ? "" : `(${m.attempts})`}`).join(" ");
}

/** The ISO time a quiz lead's strategy is due while it is still open, else null. */
function dueIso(kind: "lead" | "message", record: { status: InboxStatus; createdAt: number }) {
  const due = dueAt({ kind, ...record });
  return due === null ? null : new Date(due).toISOString();
}

/**
 * The CSV's words of the team member's language (issue: a spreadsheet for people):
 * statuses, stages, answers and profile answers as the inbox names them, "yes"/"no"
 * as words, and times as Mexico City's local "YYYY-MM-DD HH:MM". The JSON keeps the codes
 * and ISO times. A value the labels do not know (an older row) stays as stored.
 */
function csvWords(language: Language) {
  const { quiz, inbox } = locales[language];
  const options = (id: QuestionId, value: unknown) => {
    const labels: Record<string, string> = quiz.questions[id].options;
    return isOptionOf(id, value) ? labels[value as string] : value;
  };
  return {
    status: (status: InboxStatus) => inbox.statuses[status] ?? status,
    stage: (stage: string) =>
      stageKeys.includes(stage as StageKey) ? quiz.stages[stage as StageKey].name : stage,
    answer: options,
    yesNo: (value: boolean) => (value ? inbox.export.yes : inbox.export.no),
    time: (at: number | null) => (at === null ? "" : mexicoCityDateTime(at)),
    callStatus: (status: ExportedCall["status"]) => inbox.calls.status[status],
  };
}
type Words = ReturnType<typeof csvWords>;

function followUpCells(kind: "lead" | "message", record: ExportedLead | ExportedMessage, words: Words) {
  return [words.status(record.status), record.owner, words.time(dueAt({ kind, ...record })), record.lastNote];
}

function leadRow(
  lead: ExportedLead,
  mails: readonly MailState[],
  calls: readonly ExportedCall[],
  language: Language,
  words: Words,
) {
  const stored = storedLeadOf(lead.payload);
  return [
    "lead",
    lead.id,
    words.time(lead.createdAt),
    ...followUpCells("lead", lead, words),
    lead.language,
    lead.name,
    lead.email,
    lead.company,
    words.stage(lead.stage),
    lead.score,
    words.yesNo(lead.requestCall),
    ...questions.map((q) => words.answer(q.id, stored.answers[q.id])),
    ...profileWords(stored.profile, locales[language].quiz.profile).map(({ words }) => words ?? ""),
    stored.clientSummary,
    lead.quizSource,
    lead.pagePath,
    lead.referrer,
    lead.utm === "{}" ? "" : lead.utm,
    lead.userAgent,
    mailSummary(mails),
    callSummary(calls, words),
  ];
}

function messageRow(
  m: ExportedMessage,
  mails: readonly MailState[],
  calls: readonly ExportedCall[],
  words: Words,
) {
  return [
    "message",
    m.id,
    words.time(m.createdAt),
    ...followUpCells("message", m, words),
    m.language,
    m.name,
    m.email,
    m.company,
    // A lead's cells, from its stage to its profile answers.
    ...Array.from({ length: columns.indexOf("message") - columns.indexOf("stage") }, () => ""),
    m.message,
    "",
    m.pagePath,
    "",
    "",
    m.userAgent,
    mailSummary(mails),
    callSummary(calls, words),
  ];
}

export interface ExportFormat {
  readonly format: "csv" | "json";
}

/**
 * Leads and contact messages with their follow-up and e-mails' states, newest
 * first, as CSV (a UTF-8 byte order mark first, so that Excel reads accents;
 * one row per submission, both kinds in one time order; cells made safe for
 * spreadsheets and terminals) or JSON (`leads` and `messages`). The CSV names
 * the lead form's profile answers in words of `language` (the team's); the JSON
 * keeps the stored payload, codes included.
 */
export function formatRecords(
  format: ExportFormat["format"],
  records: ExportRecords,
  language: Language = defaultLanguage,
): string {
  const leads = [...records.leads].sort(newestFirst);
  const messages = [...records.messages].sort(newestFirst);
  const byRef = new Map<string, MailState[]>();
  for (const mail of records.mails) {
    const list = byRef.get(mail.refId);
    if (list) list.push(mail);
    else byRef.set(mail.refId, [mail]);
  }
  const of = (refId: string) => byRef.get(refId) ?? [];
  const callsOf = (refId: string) => (records.calls ?? []).filter((c) => c.refId === refId);
  const callJson = (refId: string) =>
    callsOf(refId).map(({ refId: _ref, startsAt, endsAt, ...c }) => ({
      ...c,
      start: new Date(startsAt).toISOString(),
      end: new Date(endsAt).toISOString(),
    }));
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
          dueAt: dueIso("lead", l),
          utm: JSON.parse(l.utm),
          payload: JSON.parse(l.payload),
          emails: emails(l.id),
          calls: callJson(l.id),
        })),
        messages: messages.map((m) => ({
          ...m,
          createdAt: new Date(m.createdAt).toISOString(),
          dueAt: null,
          emails: emails(m.id),
          calls: callJson(m.id),
        })),
      },
      null,
      2,
    )}\n`;
  }
  const words = csvWords(language);
  const rows = [
    ...leads.map((l) => ({ ...l, row: () => leadRow(l, of(l.id), callsOf(l.id), language, words) })),
    ...messages.map((m) => ({ ...m, row: () => messageRow(m, of(m.id), callsOf(m.id), words) })),
  ].sort(newestFirst);
  return `\ufeff${toCsv([columns, ...rows.map((r) => r.row())])}`;
}

/** Stored leads and contact messages (since a time), as CSV or JSON: the CLI's export. */
export async function exportRecords(
  storage: Pick<Storage, "db">,
  { format, since, language }: ExportFormat & { since?: number; language?: Language },
): Promise<string> {
  return formatRecords(format, await readExport(storage.db, { since }), language);
}
