import { storedLeadOf } from "#domain/leads/lead.ts";
import { randomUUID } from "node:crypto";
import { answerMailId, type EventRow, type LeadDetail } from "#domain/inbox/model.ts";
import { parseStrategy } from "#domain/strategy/document.ts";
import type { AnswerInput, TeamInbox } from "#domain/inbox/team-request.ts";
import { erasePerson } from "./erase.ts";
import { formatRecords } from "./export.ts";
import type { OutgoingMail, Storage } from "../db/storage.ts";
import { localize } from "#domain/site/firm-contact.ts";
import { renderStrategy, renderStrategyPdf, undrawableOffThread } from "../email/render-pool.ts";
import type { MailContext } from "../email/templates.ts";
import { strategyFileName, strategySubject, type StrategyMailData } from "../email/templates/strategy.ts";
import { funnelReport } from "../funnel/funnel.ts";
import type { Logger } from "../log.ts";
import { mexicoCityDay } from "../mexico-city.ts";
import {
  countByEmail,
  eventsOf,
  getItem,
  inboxCounts,
  listInbox,
  listOverdue,
  mailsOf,
  overdueShown,
  readExport,
} from "../db/read-model.ts";

export interface TeamInboxOptions {
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

/** The inbox's operations on the storage: what app/routes/admin calls through the router context. */
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
}: TeamInboxOptions): TeamInbox {
  const db = storage.db;
  /** What a strategy or reply to this item would be: its mail's data and envelope. */
  const answerOf = async ({ id, actor, text, signature }: AnswerInput, at: number) => {
    const item = await getItem(db, id);
    if (!item) return null;
    const kind = item.kind === "lead" ? ("strategy" as const) : ("reply" as const);
    const data: StrategyMailData = {
      language: item.language,
      kind,
      text,
      partner: {
        name: names.get(actor) ?? null,
        email: actor,
        // The firm's profile signs with the partner's role in the lead's language and direct line (decision 095).
        title: localize(signature?.title, item.language) ?? null,
        phone: signature?.phone ?? null,
      },
      company: item.company,
      sentAt: at,
    };
    return { item, data, subject: strategySubject(mail, data) };
  };
  /** What a strategy's PDF draws besides its text: the company and the signature. */
  const drawnText = (data: StrategyMailData) =>
    [data.text, data.company, data.partner.name, data.partner.title].filter(Boolean).join("\n");
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
    },

    changeWorkflow: (change) => storage.changeWorkflow({ ...change, at: now() }),

    addNote: (note) => storage.addNote({ ...note, at: now() }),

    async retryMail(retry) {
      const { found, requeued } = await storage.retryMail({ ...retry, at: now() });
      if (requeued) onCommitted();
      return found;
    },

    async sendAnswer(input) {
      const { id, actor, text } = input;
      const at = now();
      const answer = await answerOf(input, at);
      if (!answer) return "gone";
      const outcome = await storage.sendAnswer({
        id,
        actor,
        at,
        text,
        mail: {
          kind: answer.data.kind,
          replyTo: actor,
          subject: answer.subject,
          data: JSON.stringify(answer.data),
        },
      });
      if (outcome === "sent") {
        onCommitted();
        logger.info("answer queued", { kind: answer.data.kind, id: answerMailId(id), by: actor });
      }
      return outcome;
    },

    async answerEnvelope(id, actor) {
      const answer = await answerOf({ id, actor, text: "" }, now());
      if (!answer) return null;
      return {
        from,
        to: answer.item.email,
        replyTo: actor,
        subject: answer.subject,
        signedBy: answer.data.partner.name,
        attachment:
          answer.data.kind === "strategy"
            ? strategyFileName(answer.data.language, mail.site.brandName)
            : null,
      };
    },

    async answerPreview(input) {
      const answer = await answerOf(input, now());
      if (!answer) return null;
      // Both in the render thread, one after the other: the event loop only waits.
      const { html } = await renderStrategy(mail, answer.data, { attach: false });
      const undrawable =
        answer.data.kind === "strategy" ? await undrawableOffThread(drawnText(answer.data)) : [];
      return { html, undrawable };
    },

    async undrawable(input) {
      const answer = await answerOf(input, now());
      if (!answer) return null;
      return answer.data.kind === "strategy" ? undrawableOffThread(drawnText(answer.data)) : [];
    },

    async strategyPdf(input) {
      const at = now();
      const answer = await answerOf(input, at);
      if (!answer || answer.data.kind !== "strategy") return null;
      const body = await renderStrategyPdf({
        language: answer.data.language,
        brand: mail.site.brandName,
        company: answer.data.company,
        partner: answer.data.partner,
        sentAt: at,
        blocks: parseStrategy(input.text),
      });
      return {
        filename: strategyFileName(answer.data.language, mail.site.brandName),
        body: new Uint8Array(body),
      };
    },

    async erasePreview(id) {
      const item = await getItem(db, id);
      if (!item) return null;
      return { email: item.email, ...(await countByEmail(db, item.email)) };
    },

    async erase({ id, actor }) {
      const item = await getItem(db, id);
      if (!item) return null;
      const counts = await erasePerson(
        storage,
        mailDir,
        item.email,
        { id: randomUUID(), at: now(), actor },
        erasureCancels,
      );
      logger.info("person erased from the inbox", { by: actor, ...counts });
      return counts.compaction;
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
        complete: r.compactedAt !== null,
      }));
    },

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
