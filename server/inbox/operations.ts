import { storedLeadOf } from "#domain/leads/lead.ts";
import type { EventRow, LeadDetail } from "#domain/inbox/model.ts";
import type { TeamInbox } from "#domain/inbox/team-request.ts";
import { formatRecords } from "../leads/export.ts";
import { inboxAnswers } from "./answers.ts";
import { inboxErasures } from "./erasures.ts";
import type { OutgoingMail, Storage } from "../db/storage.ts";
import type { MailContext } from "../email/templates.ts";
import { funnelReport } from "../funnel/funnel.ts";
import type { Logger } from "../log.ts";
import { mexicoCityDay } from "../mexico-city.ts";
import {
  eventsOf,
  getItem,
  inboxCounts,
  listInbox,
  listOverdue,
  mailsOf,
  overdueShown,
  readExport,
} from "../db/read-model.ts";

export interface InboxOperationsOptions {
  readonly storage: Storage;
  /** The mail folder (DATA_DIR/mail), whose .eml files of a person an erasure removes. */
  readonly mailDir: string;
  readonly team: readonly string[];
  readonly logger: Logger;
  /** The display names TEAM_EMAILS gives (address → name). */
  readonly names?: ReadonlyMap<string, string | null>;
  /** The e-mails' settings: a strategy's subject, signature and From. */
  readonly mail: MailContext;
  /** The From of every e-mail (MAIL_FROM), as the preview shows it. */
  readonly from?: string;
  /** Wakes the outbox worker after a retry or a strategy was stored. */
  readonly onCommitted: () => void;
  readonly now?: () => number;
  /** The members' cancellations of an erased person's coming calls (server/booking/erasure.ts). */
  readonly erasureCancels?: (email: string) => Promise<readonly OutgoingMail[]>;
}

function eventRow(event: Awaited<ReturnType<typeof eventsOf>>[number]): EventRow {
  const detail = JSON.parse(event.detail) as Record<string, string | null>;
  const base = { id: event.id, at: Number(event.at), actor: event.actor };
  switch (event.type) {
    case "status":
      return {
        ...base,
        type: "status",
        from: detail.from ?? null,
        to: detail.to ?? "",
        reason: detail.reason ?? null,
      };
    case "owner":
      return { ...base, type: "owner", from: detail.from ?? null, to: detail.to ?? null };
    case "note":
      return { ...base, type: "note", text: detail.text ?? "" };
    case "retry":
      return { ...base, type: "retry" };
    case "call":
      return {
        ...base,
        type: "call",
        change: detail.change === "moved" || detail.change === "cancelled" ? detail.change : "booked",
        start: Number(detail.start),
        member: detail.member ?? "",
      };
    case "sent":
      return {
        ...base,
        type: "sent",
        kind: detail.kind === "reply" ? "reply" : "strategy",
        subject: detail.subject ?? "",
        text: detail.text ?? "",
      };
  }
}

/**
 * The inbox's operations on the storage: what app/routes/inbox calls through the router
 * context. The reads and the follow-up are here; the composer's operations are in
 * inbox-answers.ts, the erasures' in inbox-erasures.ts, the file's in export.ts.
 */
export function teamInbox({
  storage,
  mailDir,
  team,
  logger,
  onCommitted,
  names = new Map(),
  mail,
  from = `${mail.site.brandName} <${mail.site.contactEmail}>`,
  now = Date.now,
  erasureCancels,
}: InboxOperationsOptions): TeamInbox {
  const db = storage.db;
  /** An item's page: the item, its e-mails and its events. */
  const detail: TeamInbox["detail"] = async (id) => {
    const found = await getItem(db, id);
    if (!found) return null;
    const [mails, events] = await Promise.all([mailsOf(db, id), eventsOf(db, id)]);
    const shared = {
      id: found.id,
      createdAt: Number(found.createdAt),
      name: found.name,
      email: found.email,
      company: found.company,
      language: found.language,
      pagePath: found.pagePath,
      status: found.status,
      owner: found.owner,
      lostReason: found.lostReason,
    };
    let item: LeadDetail;
    if (found.kind === "lead") {
      const { answers, attribution, services, profile } = storedLeadOf(found.payload);
      item = {
        ...shared,
        kind: "lead",
        // The form has no message: the client's summary of its result is display only (the export's).
        message: "",
        score: found.score,
        stage: found.stage,
        requestCall: found.requestCall,
        quizSource: found.quizSource,
        quizPage: attribution.quizPage,
        referrer: found.referrer,
        utm: found.utm,
        answers,
        services,
        ...profile,
      };
    } else {
      item = {
        ...shared,
        kind: "message",
        message: found.message,
        score: null,
        stage: null,
        requestCall: false,
        quizSource: "",
        quizPage: "",
        referrer: "",
        utm: {},
        answers: {},
        services: null,
      };
    }
    return {
      item,
      mails: mails.map((m) => ({
        id: m.id,
        kind: m.kind,
        toAddr: m.toAddr,
        subject: m.subject,
        status: m.status,
        attempts: Number(m.attempts),
        lastError: m.lastError,
        sentAt: m.sentAt === null ? null : Number(m.sentAt),
      })),
      events: events.map(eventRow),
    };
  };
  const erasures = inboxErasures({ storage, mailDir, logger, now, erasureCancels });
  const answers = inboxAnswers({ storage, logger, names, mail, from, onCommitted, now, detail });
  return {
    team,
    names: Object.fromEntries([...names].filter((entry): entry is [string, string] => Boolean(entry[1]))),
    now,
    today: () => mexicoCityDay(now()),

    counts: () => inboxCounts(db, now()),

    async list(filters, cursor) {
      const at = now();
      // Overdue leads first, once: the main list (every page of it) leaves out those the section shows.
      const overdue = await listOverdue(db, filters, at);
      const page = await listInbox(db, filters, cursor, at, overdueShown(overdue));
      return { overdue: cursor ? [] : overdue, items: page.items, next: page.next };
    },

    detail,

    changeWorkflow: (change) => storage.changeWorkflow({ ...change, at: now() }),

    addNote: (note) => storage.addNote({ ...note, at: now() }),

    async retryMail(retry) {
      const { found, requeued } = await storage.retryMail({ ...retry, at: now() });
      if (requeued) onCommitted();
      return found;
    },

    ...answers,

    ...erasures,

    funnel: (period) => funnelReport(db, period, now()),

    async exportFile(format, filters, language) {
      const at = now();
      const records = await readExport(db, { filters, now: at });
      return {
        filename: `pontas-${mexicoCityDay(at)}.${format}`,
        body: formatRecords(format, records, language),
      };
    },
  };
}
