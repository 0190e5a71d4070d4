import { Webhook } from "standardwebhooks";
import type { Lead } from "#domain/leads/lead.ts";
import { stageByKey } from "#domain/quiz/stages.ts";
import type { LeadRecord, MessageRecord, OutboxRow, OutgoingMail } from "../db/storage.ts";
import { inboxPath } from "#domain/site/inbox-paths.ts";

/**
 * The CRM webhook (docs/decisions/021, docs/webhooks.md): with
 * LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET set, every new lead and contact
 * message puts a job of kind "webhook" in the outbox, in the submission's
 * transaction. The job's `data` is the JSON body, fixed at submission; the
 * worker POSTs it signed per the Standard Webhooks specification (the
 * `standardwebhooks` package), with the job's id as webhook-id (stable across
 * retries: the receiver can drop duplicates) and the time of the attempt as
 * webhook-timestamp. URL and secret are read from the configuration at each
 * attempt, so a rotated secret or a moved endpoint applies to jobs still queued.
 */
export interface WebhookConfig {
  readonly url: string;
  /** A Standard Webhooks secret: `whsec_` and base64. */
  readonly secret: string;
  /** Of the whole request (connect, send, answer), in milliseconds. */
  readonly timeoutMs: number;
}

export type WebhookEvent =
  "lead.created" | "message.created" | "booking.created" | "booking.rescheduled" | "booking.cancelled";

/**
 * The job, or none when the webhook is not configured: the fields a lead and a
 * message share, then the event's own, then the inbox's URL of the item.
 */
function job(
  url: string | null,
  siteUrl: string,
  event: WebhookEvent,
  record: LeadRecord | MessageRecord,
  own: Record<string, unknown>,
): OutgoingMail[] {
  if (!url) return [];
  const { id, createdAt, name, email, company, language } = record;
  const data = {
    id,
    createdAt: new Date(createdAt).toISOString(),
    name,
    email,
    company,
    language,
    ...own,
    inboxUrl: new URL(inboxPath("lead", { id }), siteUrl).href,
  };
  const body = { type: event, timestamp: new Date(createdAt).toISOString(), data };
  // To: the endpoint's host only (the inbox shows it; the full URL can be a capability, as Zapier's are).
  return [
    { kind: "webhook", to: new URL(url).host, replyTo: null, subject: event, data: JSON.stringify(body) },
  ];
}

/** `lead.created`: the lead as stored, its answers and recommended services; no user agent. */
export function leadWebhook(
  url: string | null,
  siteUrl: string,
  record: LeadRecord,
  lead: Lead,
): OutgoingMail[] {
  return job(url, siteUrl, "lead.created", record, {
    score: record.score,
    stage: record.stage,
    // The server's recommendation (docs/decisions/097); the stage's services without it.
    recommendedServices: lead.services ?? stageByKey(record.stage).services,
    answers: lead.answers,
    // The lead form's profile questions (domain/quiz/profile.ts): option codes, null when unanswered.
    ...lead.profile,
    requestCall: record.requestCall,
    message: lead.clientSummary,
    quizSource: record.quizSource,
    pagePath: record.pagePath,
    referrer: record.referrer,
    utm: lead.attribution.utm,
  });
}

/** `message.created`: the contact message as stored; no user agent. */
export function messageWebhook(url: string | null, siteUrl: string, message: MessageRecord): OutgoingMail[] {
  return job(url, siteUrl, "message.created", message, {
    message: message.message,
    pagePath: message.pagePath,
  });
}

/** What a booking event carries (docs/decisions/068): the call as stored, its lead's inbox URL. */
export interface BookingEventInput {
  readonly id: string;
  readonly refId: string;
  readonly refKind: "lead" | "message";
  readonly member: string;
  readonly startsAt: number;
  readonly endsAt: number;
  readonly minutes: number;
  readonly sequence: number;
  readonly name: string;
  readonly email: string;
  readonly company: string;
  readonly topic: string;
  readonly meetingKind: "video" | "phone";
  readonly meeting: string;
  readonly language: string;
  readonly timeZone: string;
}

const bookingEvents = {
  booked: "booking.created",
  moved: "booking.rescheduled",
  cancelled: "booking.cancelled",
} as const;

/** `booking.created`, `booking.rescheduled` or `booking.cancelled`: the call, and the lead it belongs to. */
export function bookingWebhook(
  url: string | null,
  siteUrl: string,
  change: keyof typeof bookingEvents,
  call: BookingEventInput,
  at: number,
): OutgoingMail[] {
  if (!url) return [];
  const type = bookingEvents[change];
  const data = {
    id: call.id,
    leadId: call.refId,
    leadKind: call.refKind,
    member: call.member,
    start: new Date(call.startsAt).toISOString(),
    end: new Date(call.endsAt).toISOString(),
    minutes: call.minutes,
    sequence: call.sequence,
    name: call.name,
    email: call.email,
    company: call.company,
    topic: call.topic,
    meeting: { kind: call.meetingKind, value: call.meeting },
    language: call.language,
    timeZone: call.timeZone,
    inboxUrl: new URL(inboxPath("lead", { id: call.refId }), siteUrl).href,
  };
  const body = { type, timestamp: new Date(at).toISOString(), data };
  return [
    { kind: "webhook", to: new URL(url).host, replyTo: null, subject: type, data: JSON.stringify(body) },
  ];
}

/** A Standard Webhooks signer for `secret`; throws on a malformed secret (checked at start). */
export const webhookSigner = (secret: string) => new Webhook(secret);

/**
 * POSTs one webhook job; throws unless the receiver answers 2xx within the
 * timeout (a redirect is not followed: it is a failure too).
 */
export async function deliverWebhook(
  config: WebhookConfig | null,
  job: Pick<OutboxRow, "id" | "data">,
  now = Date.now(),
): Promise<void> {
  if (!config) throw new Error("LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET are not set");
  if (!job.data) throw new Error("a webhook job without a body");
  const timestamp = new Date(Math.floor(now / 1000) * 1000);
  let response: Response;
  try {
    response = await fetch(config.url, {
      method: "POST",
      redirect: "manual",
      signal: AbortSignal.timeout(config.timeoutMs),
      headers: {
        "content-type": "application/json",
        "user-agent": "Pontas-Webhooks/1",
        "webhook-id": job.id,
        "webhook-timestamp": String(timestamp.getTime() / 1000),
        "webhook-signature": webhookSigner(config.secret).sign(job.id, timestamp, job.data),
      },
      body: job.data,
    });
  } catch (error) {
    // fetch's own message ("fetch failed") hides the cause: name it (ECONNREFUSED, a timeout…).
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const reason =
      error instanceof Error && error.name === "TimeoutError"
        ? "timed out"
        : (cause?.code ?? cause?.message ?? String(error));
    throw new Error(`the webhook request failed: ${reason}`, { cause: error });
  }
  await response.body?.cancel();
  if (response.status < 200 || response.status > 299) {
    throw new Error(`the webhook receiver answered ${response.status}`);
  }
}
