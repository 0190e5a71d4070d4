/**
 * The e-mails (one file each in templates/, what they share in
 * templates/layout.ts and templates/queued.ts), in two halves
 * (docs/decisions/094). On the request path, each builder gives only the
 * envelope (recipient, Reply-To, subject: cheap string work the inbox shows)
 * and `data`, the JSON of the template's inputs, stored in the outbox with the
 * submission. The outbox worker renders the bodies with `renderMail`
 * (templates/render-mail.ts) right before sending. Each body is a React
 * element (no JSX: the server runs its TypeScript without a build step)
 * rendered by react-email to HTML, whose text part is derived from that HTML;
 * React escapes every value, so visitor text cannot become markup. Their
 * words live in i18n/locales/{lang}/email.ts. Subjects are the server's
 * own words on one line; the only header carrying visitor data is an address
 * that passed the e-mail schema (To of the acknowledgement, Reply-To of the
 * team notification; the strategy's Reply-To carries the partner's display name
 * from TEAM_EMAILS). The acknowledgements repeat nothing the visitor typed but a
 * first name that reads as one (docs/decisions/095), and their `data` holds
 * nothing more. A booked call's e-mails (templates/booking*.ts) carry its
 * calendar invitation, made from `data` with the bodies and sent as a
 * text/calendar part (transport.ts); their subjects hold the brand, the
 * member's name and the time, never text the visitor typed.
 */
export { bookingReminderMail, bookingVisitorMail } from "./templates/booking.ts";
export type { BookingChange, BookingMailInput } from "./templates/booking-common.ts";
export { bookingMemberMail, bookingTeamMail } from "./templates/booking-team.ts";
export { contactAckMail } from "./templates/contact-ack.ts";
export { contactTeamMail, type ContactMailInput } from "./templates/contact-team.ts";
export { digestBodies, digestSubject, type DigestInput, type DigestItem } from "./templates/digest.ts";
export type { MailCalendar, RenderedBodies } from "./templates/layout.ts";
export { leadAckMail } from "./templates/lead-ack.ts";
export { leadTeamMail, type LeadMailInput } from "./templates/lead-team.ts";
export type { MailContext, QueuedMail, RenderedKind } from "./templates/queued.ts";
export { renderMail } from "./templates/render-mail.ts";
