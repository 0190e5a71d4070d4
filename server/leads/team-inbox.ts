import { storedServices } from "#domain/quiz/recommend.ts";
import { randomUUID } from "node:crypto";
import { openStatuses, promiseMs, type EventRow, type LeadDetail } from "#domain/inbox/model.ts";
import type { TeamInbox } from "#domain/inbox/team-request.ts";
import { erasePerson } from "./erase.ts";
import { formatRecords } from "./export.ts";
import type { Storage } from "../db/storage.ts";
import { funnelReport } from "../funnel/funnel.ts";
import type { Logger } from "../log.ts";
import { mexicoCityDay } from "../mexico-city.ts";
import {
  countByEmail,
  eventsOf,
  exportInbox,
  getItem,
  listInbox,
  listOverdue,
  mailsOf,
  overdueShown,
} from "./inbox.ts";

export interface TeamInboxOptions {
  readonly storage: Storage;
  /** The mail folder (DATA_DIR/mail), whose .eml files of a person an erasure removes. */
  readonly mailDir: string;
  readonly team: readonly string[];
  readonly logger: Logger;
  /** Wakes the outbox worker after a retry was stored. */
  readonly onCommitted: () => void;
  readonly now?: () => number;
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
  }
}

/** The inbox's operations on the storage: what app/routes/admin calls through the router context. */
export function teamInbox({
  storage,
  mailDir,
  team,
  logger,
  onCommitted,
  now = Date.now,
}: TeamInboxOptions): TeamInbox {
  const db = storage.db;
  return {
    team,
    now,
    today: () => mexicoCityDay(now()),

    async counts() {
      const at = now();
      const count = (rows: { count: number | string } | undefined) => Number(rows?.count ?? 0);
      const [leadsNew, messagesNew, overdue, waiting] = await Promise.all([
        db
          .selectFrom("leads")
          .select((eb) => eb.fn.countAll<number | string>().as("count"))
          .where("status", "=", "new")
          .executeTakeFirst(),
        db
          .selectFrom("messages")
          .select((eb) => eb.fn.countAll<number | string>().as("count"))
          .where("status", "=", "new")
          .executeTakeFirst(),
        db
          .selectFrom("leads")
          .select((eb) => eb.fn.countAll<number | string>().as("count"))
          .where("status", "in", openStatuses)
          .where("createdAt", "<", at - promiseMs)
          .executeTakeFirst(),
        db
          .selectFrom("leads")
          .select((eb) => eb.fn.countAll<number | string>().as("count"))
          .where("status", "in", openStatuses)
          .where("createdAt", ">=", at - promiseMs)
          .executeTakeFirst(),
      ]);
      return {
        fresh: count(leadsNew) + count(messagesNew),
        overdue: count(overdue),
        waiting: count(waiting),
      };
    },

    async list(filters, cursor) {
      const at = now();
      // Overdue leads first, once: the main list (every page of it) leaves out those the section shows.
      const overdue = await listOverdue(db, filters, at);
      const page = await listInbox(db, filters, cursor, at, overdueShown(overdue));
      return { overdue: cursor ? [] : overdue, items: page.items, next: page.next };
    },

    async detail(id) {
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
        const payload = JSON.parse(found.payload) as {
          mensaje?: string;
          quizData?: Record<string, string>;
          attribution?: { quizPage?: string };
          recommendation?: { services?: unknown };
        };
        item = {
          ...shared,
          kind: "lead",
          message: payload.mensaje ?? "",
          score: found.score,
          stage: found.stage,
          requestCall: found.requestCall,
          quizSource: found.quizSource,
          quizPage: payload.attribution?.quizPage ?? "",
          referrer: found.referrer,
          utm: found.utm,
          answers: payload.quizData ?? {},
          services: storedServices(payload.recommendation?.services),
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
    },

    changeWorkflow: (change) => storage.changeWorkflow({ ...change, at: now() }),

    addNote: (note) => storage.addNote({ ...note, at: now() }),

    async retryMail(retry) {
      const { found, requeued } = await storage.retryMail({ ...retry, at: now() });
      if (requeued) onCommitted();
      return found;
    },

    async erasePreview(id) {
      const item = await getItem(db, id);
      if (!item) return null;
      return { email: item.email, ...(await countByEmail(db, item.email)) };
    },

    async erase({ id, actor }) {
      const item = await getItem(db, id);
      if (!item) return false;
      const counts = await erasePerson(storage, mailDir, item.email, { id: randomUUID(), at: now(), actor });
      logger.info("person erased from the inbox", { by: actor, ...counts });
      return true;
    },

    async erasures() {
      const records = await db
        .selectFrom("erasures")
        .selectAll()
        .orderBy("at", "desc")
        .orderBy("id", "desc")
        .limit(500)
        .execute();
      return records.map((r) => ({
        id: r.id,
        actor: r.actor,
        at: Number(r.at),
        leads: Number(r.leads),
        messages: Number(r.messages),
        mails: Number(r.mails),
        files: Number(r.files),
      }));
    },

    funnel: (period) => funnelReport(db, period),

    async exportFile(format, filters) {
      const at = now();
      const records = await exportInbox(db, filters, at);
      return { filename: `pontas-${mexicoCityDay(at)}.${format}`, body: formatRecords(format, records) };
    },
  };
}
