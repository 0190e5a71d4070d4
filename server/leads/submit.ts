import { createHash, randomUUID } from "node:crypto";
import type { ContactService, ContactSubmission } from "#domain/forms/contact-service.ts";
import { honeypotField } from "#domain/forms/honeypot.ts";
import type { LeadPayload } from "#domain/forms/lead-schema.ts";
import { defaultLanguage } from "#i18n/languages.ts";
import type { QuizAnswers } from "#domain/quiz/questions.ts";
import { quizOrigin } from "#domain/quiz/opened-on.ts";
import { recommend } from "#domain/quiz/recommend.ts";
import { leadOf, type Lead } from "#domain/leads/lead.ts";
import { evaluate } from "#domain/quiz/score.ts";
import type { ServiceId } from "#domain/site/screens.ts";
import {
  StorageBusyError,
  StorageUnavailableError,
  type LeadRecord,
  type MessageRecord,
  type OutgoingMail,
  type SaveResult,
  type Storage,
} from "../db/storage.ts";
import {
  contactAckMail,
  contactTeamMail,
  leadAckMail,
  leadTeamMail,
  type MailContext,
} from "../email/templates.ts";
import { leadWebhook, messageWebhook } from "../email/webhook.ts";
import { jsonLogger, type Logger } from "../log.ts";
import type { AckCap } from "./ack-cap.ts";

export interface SubmitOptions {
  readonly storage: Storage;
  readonly mail: MailContext;
  /** LEAD_WEBHOOK_URL when the CRM webhook is configured: each new submission enqueues its job. */
  readonly webhookUrl?: string | null;
  /** Called after a new submission is committed (wakes the outbox worker). */
  readonly onCommitted: () => void;
  /** A lead's booking key: its acknowledgement links the booking page filled from it (docs/decisions/068). */
  readonly bookingKey?: ((leadId: string) => string) | null;
  /** The acknowledgements one client address may cause in an hour (ack-cap.ts); none: no cap. */
  readonly ackCap?: AckCap | null;
}

/** A quiz lead, as the lead endpoint validated it (LeadPayloadSchema, the wire names of the quiz's API). */
export interface LeadSubmission {
  readonly kind: "lead";
  readonly payload: LeadPayload;
  /** The Idempotency-Key header (null without one) and the fingerprint of the body it came with. */
  readonly idempotencyKey: string | null;
  readonly fingerprint: string | null;
  readonly userAgent: string;
  /** The request's client address, for the acknowledgements' cap only (never stored). */
  readonly clientAddress?: string;
}

/** A contact message, as the contact page's action validated it (ContactSchema). */
export interface MessageSubmission extends ContactSubmission {
  readonly kind: "message";
  /** The request's client address, for the acknowledgements' cap only (never stored). */
  readonly clientAddress?: string;
}

export type Submission = LeadSubmission | MessageSubmission;

interface Prepared {
  readonly save: (storage: Storage) => Promise<SaveResult>;
  /** A lead's recommended services, as stored with it. */
  readonly services?: readonly ServiceId[];
}

/** What a submission's write answered, and whether its acknowledgement was left out by the client's cap. */
export interface SubmitResult extends SaveResult {
  readonly ackCapped: boolean;
  /** A lead's recommended services (the confirmation shows them); absent for a message. */
  readonly services?: readonly ServiceId[];
}

/**
 * What the server recommends for a lead (docs/decisions/097, 096): from its answers, where
 * the quiz was opened and what the form said of the company. A pure function of the
 * body, so a replayed submission (same body, same key) answers the same.
 */
function leadRecommendation(answers: QuizAnswers, lead: Lead) {
  const { quizSource, quizPage } = lead.attribution;
  const origin = quizOrigin({ quizSource: quizSource || undefined, quizPage: quizPage || undefined });
  return { origin, recommended: recommend(answers, origin, lead.profile) };
}

/**
 * A quiz lead: score, stage and recommended services computed by the server from the
 * answers and where the quiz was opened (docs/decisions/097; the client's own results stay
 * in the stored body, display only, the server's recommendation is stored beside them as
 * `recommendation`), the team's notice and the acknowledgement as templates the outbox
 * renders when it sends, and the webhook job when one is configured. Past this point
 * every reader has the `Lead` (domain/leads/lead.ts), not the wire's names.
 */
function prepareLead(options: SubmitOptions, s: LeadSubmission, withAck: boolean): Prepared {
  const { [honeypotField]: _honeypot, ...body } = s.payload;
  const answers = body.quizData as QuizAnswers;
  const { score, stage } = evaluate(answers);
  const read = leadOf(body);
  const { origin, recommended } = leadRecommendation(answers, read);
  const stored = { ...body, recommendation: { origin, services: recommended } };
  const services = recommended.map((r) => r.service);
  // What `storedLeadOf` will read of the stored body: the same lead, with the server's services.
  const lead: Lead = { ...read, services };
  const language = body.attribution?.language ?? defaultLanguage;
  const record: LeadRecord = {
    id: randomUUID(),
    idempotencyKey: s.idempotencyKey,
    createdAt: Date.now(),
    name: lead.name,
    email: lead.email,
    company: lead.company,
    language,
    score,
    stage: stage.key,
    requestCall: lead.requestCall,
    quizSource: lead.attribution.quizSource,
    pagePath: lead.attribution.pagePath,
    referrer: lead.attribution.referrer,
    utm: JSON.stringify(lead.attribution.utm),
    userAgent: s.userAgent.slice(0, 500),
    payload: JSON.stringify(stored),
  };
  const bookingKey = options.bookingKey?.(record.id);
  const input = {
    id: record.id,
    body: stored,
    lead,
    language,
    score,
    stage,
    receivedAt: record.createdAt,
    ...(bookingKey ? { bookingKey } : {}),
  };
  const mails: OutgoingMail[] = [
    leadTeamMail(options.mail, input),
    ...(withAck ? [leadAckMail(options.mail, input)] : []),
    ...leadWebhook(options.webhookUrl ?? null, options.mail.site.siteUrl, record, lead),
  ];
  return { save: (storage) => storage.saveLead(record, mails, s.fingerprint), services };
}

/**
 * A contact message. Its idempotency key is a hash of the form's token and the
 * message itself, so a double submit (same token, same text) is stored once,
 * while the pre-rendered token shared by every visitor without JavaScript
 * never merges two different messages.
 */
function prepareMessage(options: SubmitOptions, s: MessageSubmission, withAck: boolean): Prepared {
  const { contact, language } = s;
  const key = createHash("sha256")
    .update(
      JSON.stringify([
        s.idempotencyKey,
        contact.email.toLowerCase(),
        contact.name,
        contact.company,
        contact.message,
      ]),
    )
    .digest("hex");
  const record: MessageRecord = {
    id: randomUUID(),
    idempotencyKey: `contact:${key}`,
    createdAt: Date.now(),
    name: contact.name,
    email: contact.email,
    company: contact.company,
    message: contact.message,
    language,
    pagePath: s.pagePath,
    userAgent: s.userAgent.slice(0, 500),
  };
  const input = { id: record.id, contact, language, receivedAt: record.createdAt, officeDays: s.officeDays };
  const mails: OutgoingMail[] = [
    contactTeamMail(options.mail, input),
    ...(withAck ? [contactAckMail(options.mail, input)] : []),
    ...messageWebhook(options.webhookUrl ?? null, options.mail.site.siteUrl, record),
  ];
  return { save: (storage) => storage.saveMessage(record, mails) };
}

/**
 * The one way a lead or a contact message enters the product: its record, its
 * e-mails and its webhook job in one write unit, then the outbox woken. The
 * quiz's endpoint (lead-endpoint.ts) and the contact page's action (through
 * `contactService`) both call it. A client past the hour's cap of acknowledgements
 * (ack-cap.ts) gets its submission stored and the team notified, without the
 * acknowledgement; one taken and not used (a replay, the mailbox's hour, a failed
 * write) is given back.
 */
export function submitService(options: SubmitOptions) {
  const cap = options.ackCap ?? null;
  return async function submit(submission: Submission): Promise<SubmitResult> {
    const address = cap ? submission.clientAddress : undefined;
    const withAck = address === undefined || (await cap!.take(address));
    let used = false;
    try {
      const prepared =
        submission.kind === "lead"
          ? prepareLead(options, submission, withAck)
          : prepareMessage(options, submission, withAck);
      const result = await prepared.save(options.storage);
      used = result.created && result.acknowledged;
      if (result.created) options.onCommitted();
      return {
        ...result,
        ackCapped: result.created && !withAck,
        ...(prepared.services ? { services: prepared.services } : {}),
      };
    } finally {
      if (address !== undefined && !used) await cap!.giveBack(address);
    }
  };
}

/** The contact page's service as the server holds it: the page handler gives it each request's client address. */
export interface ServerContactService extends ContactService {
  submit(submission: ContactSubmission, clientAddress?: string): ReturnType<ContactService["submit"]>;
}

/**
 * The contact page's service, for the router context (domain/forms/contact-service.ts).
 * A fault is logged here, once and without the message's personal data (a lock
 * held by another process for seconds is not a fault). A storage that cannot
 * take the write now is answered as such (`retryAfterSeconds`: the page answers
 * 503 with Retry-After and asks the visitor to send it again in a moment); any
 * other fault is rethrown. Either way the action keeps the visitor's values.
 */
export function contactService(options: SubmitOptions & { readonly logger?: Logger }): ServerContactService {
  const submit = submitService(options);
  const logger = options.logger ?? jsonLogger;
  return {
    async submit(submission, clientAddress) {
      try {
        const { id, acknowledged, ackCapped } = await submit({
          ...submission,
          kind: "message",
          ...(clientAddress === undefined ? {} : { clientAddress }),
        });
        return { id, acknowledged, ...(ackCapped ? { ackCapped } : {}) };
      } catch (error) {
        const { language, pagePath } = submission;
        if (!(error instanceof StorageBusyError))
          logger.error("contact message not stored", error, { language, pagePath });
        if (error instanceof StorageUnavailableError) return { retryAfterSeconds: error.retryAfterSeconds };
        throw error;
      }
    },
  };
}
