import type { OutgoingMail } from "../../db/storage.ts";
import {
  bookingReminderBody,
  bookingVisitorBody,
  type BookingReminderData,
  type BookingVisitorData,
} from "./booking.ts";
import {
  bookingMemberBody,
  bookingTeamBody,
  type BookingMemberData,
  type BookingTeamData,
} from "./booking-team.ts";
import { contactAckBody, type ContactAckData } from "./contact-ack.ts";
import { contactTeamBody, type ContactTeamData } from "./contact-team.ts";
import type { RenderedBodies } from "./layout.ts";
import { leadAckBody, type LeadAckData } from "./lead-ack.ts";
import { leadTeamBody, type LeadTeamData } from "./lead-team.ts";
import type { MailContext, RenderedKind } from "./queued.ts";
import { renderStrategy } from "../render-pool.ts";
import type { StrategyMailData } from "./strategy.ts";

/** What each kind's template is rendered from: the JSON of the outbox row's `data`. */
interface MailData {
  "lead-team": LeadTeamData;
  "lead-ack": LeadAckData;
  "contact-team": ContactTeamData;
  "contact-ack": ContactAckData;
  "booking-visitor": BookingVisitorData;
  "booking-member": BookingMemberData;
  "booking-team": BookingTeamData;
  "booking-reminder": BookingReminderData;
}

const bodies: { [K in RenderedKind]: (ctx: MailContext, data: MailData[K]) => RenderedBodies } = {
  "lead-team": leadTeamBody,
  "lead-ack": leadAckBody,
  "contact-team": contactTeamBody,
  "contact-ack": contactAckBody,
  "booking-visitor": bookingVisitorBody,
  "booking-member": bookingMemberBody,
  "booking-team": bookingTeamBody,
  "booking-reminder": bookingReminderBody,
};

const isRendered = (kind: string): kind is RenderedKind => Object.hasOwn(bodies, kind);

/**
 * The bodies of a stored e-mail: its own when it has them (the sign-in
 * e-mail, rows stored before migration 012), else rendered from its `data`.
 * Throws when it has neither (the worker records that as a failed attempt).
 */
export async function renderMail(
  ctx: MailContext,
  mail: Pick<OutgoingMail, "kind" | "data" | "text" | "html">,
): Promise<RenderedBodies> {
  if (typeof mail.html === "string" && typeof mail.text === "string")
    return { html: mail.html, text: mail.text };
  if (mail.data && (mail.kind === "strategy" || mail.kind === "reply"))
    // A partner's strategy (with its PDF) or reply (docs/decisions/096).
    // Rendered in the worker thread (render-pool.ts): a long PDF never holds the event loop.
    return renderStrategy(ctx, JSON.parse(mail.data) as StrategyMailData);
  if (!mail.data || !isRendered(mail.kind)) throw new Error(`a ${mail.kind} e-mail with nothing to render`);
  const render = bodies[mail.kind] as (ctx: MailContext, data: unknown) => RenderedBodies;
  return render(ctx, JSON.parse(mail.data));
}
