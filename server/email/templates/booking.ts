import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { createElement as h } from "react";
import type { Language } from "#i18n/languages.ts";
import { interpolate } from "#i18n/translate.ts";
import { locales } from "#i18n/words.ts";
import { invitationIcs } from "../../booking/invitation.ts";
import {
  location,
  method,
  moment,
  visitorMoment,
  zoneOf,
  type BookingChange,
  type BookingMailInput,
  type Meeting,
  type Person,
} from "./booking-common.ts";
import { greeting, Page, render, Rows, type RenderedBodies, type Row } from "./layout.ts";
import { nameOf } from "./lead-ack.ts";
import { queued, type MailContext, type QueuedMail } from "./queued.ts";

/** The visitor's e-mails of a booked call, in their language and on their clock (booking-common.ts). */

/** The visitor's invitation: what its body and .ics need, and no more (no topic, no company). */
export interface BookingVisitorData {
  readonly change: BookingChange;
  readonly language: Language;
  readonly timeZone: string;
  readonly firstName?: string;
  readonly uid: string;
  readonly sequence: number;
  readonly start: number;
  readonly end: number;
  readonly minutes: number;
  readonly stamp: number;
  /** The invitation's attendee. */
  readonly visitor: Person;
  /** The invitation's organizer, and the Reply-To's name. */
  readonly member: Person;
  readonly meeting: Meeting;
  /** Absent once the call is cancelled: there is nothing left to change. */
  readonly manageUrl?: string;
}

export interface BookingReminderData {
  readonly hoursBefore: 24 | 1;
  readonly language: Language;
  readonly timeZone: string;
  readonly firstName?: string;
  readonly start: number;
  readonly minutes: number;
  readonly member: Pick<Person, "name">;
  readonly meeting: Meeting;
  readonly manageUrl: string;
}

const signature = (ctx: MailContext, lang: Language) =>
  h(Text, null, interpolate(locales[lang].email.signature, { brand: ctx.site.brandName }));

/** How to meet, in the visitor's words: the link to follow, or the number they will be called at. */
function meetingText(lang: Language, meeting: Meeting) {
  const t = locales[lang].bookingMail.visitor;
  return meeting.kind === "video"
    ? h(Text, null, `${t.video} `, h(Link, { href: meeting.link }, meeting.link))
    : h(Text, null, interpolate(t.phone, { number: meeting.number }));
}

/** When, how long, with whom: the rows every visitor's e-mail opens with. */
function visitorRows(d: {
  language: Language;
  timeZone: string;
  start: number;
  minutes: number;
  member: Pick<Person, "name">;
}) {
  const t = locales[d.language].bookingMail;
  const rows: Row[] = [
    [t.visitor.labels.when, visitorMoment(d.start, d.language, d.timeZone)],
    [t.visitor.labels.duration, interpolate(t.duration, { minutes: d.minutes })],
    [t.visitor.labels.with, d.member.name],
  ];
  return h(Rows, { rows });
}

/** To the visitor, in their language: the invitation (booked, moved) or its cancellation, with the .ics. */
export function bookingVisitorMail(ctx: MailContext, input: BookingMailInput): QueuedMail {
  const lang = input.visitor.language;
  const t = locales[lang].bookingMail.visitor;
  const when = moment(input.start, lang, zoneOf(input.visitor.timeZone));
  return queued<BookingVisitorData>(
    "booking-visitor",
    {
      to: input.visitor.email,
      replyTo: input.member.email,
      subject: interpolate(t.subject[input.change], { brand: ctx.site.brandName, when }),
    },
    {
      change: input.change,
      language: lang,
      timeZone: input.visitor.timeZone,
      ...nameOf(input.visitor.name, lang),
      uid: input.uid,
      sequence: input.sequence,
      start: input.start,
      end: input.end,
      minutes: input.minutes,
      stamp: input.stamp,
      visitor: { name: input.visitor.name, email: input.visitor.email },
      member: input.member,
      meeting: input.meeting,
      ...(input.change === "cancelled" ? {} : { manageUrl: input.manageUrl }),
    },
  );
}

export function bookingVisitorBody(ctx: MailContext, d: BookingVisitorData): RenderedBodies {
  const lang = d.language;
  const t = locales[lang].bookingMail;
  const cancelled = d.change === "cancelled";
  const brand = ctx.site.brandName;
  const description = [
    interpolate(t.invitation.with, { member: d.member.name, brand }),
    d.meeting.kind === "video"
      ? interpolate(t.invitation.video, { link: d.meeting.link })
      : interpolate(t.visitor.phone, { number: d.meeting.number }),
    ...(d.manageUrl ? [interpolate(t.invitation.manage, { url: d.manageUrl })] : []),
  ].join("\n");
  const bodies = render(
    h(
      Page,
      { lang },
      h(Text, null, greeting(lang, d.firstName)),
      h(Text, null, interpolate(t.visitor.intro[d.change], { member: d.member.name })),
      visitorRows(d),
      cancelled ? null : meetingText(lang, d.meeting),
      h(Text, null, cancelled ? t.visitor.cancellation : t.visitor.invitation),
      d.manageUrl
        ? h(Text, null, `${t.visitor.manage} `, h(Link, { href: d.manageUrl }, d.manageUrl))
        : h(Text, null, t.visitor.again),
      signature(ctx, lang),
    ),
  );
  const content = invitationIcs({
    method: method(d.change),
    uid: d.uid,
    sequence: d.sequence,
    start: d.start,
    end: d.end,
    stamp: d.stamp,
    summary: interpolate(t.invitation.summary, { brand, member: d.member.name }),
    description,
    location: location(d.meeting),
    ...(d.meeting.kind === "video" ? { url: d.meeting.link } : {}),
    organizer: d.member,
    attendee: d.visitor,
  });
  return { ...bodies, replyToName: d.member.name, calendar: { method: method(d.change), content } };
}

/** To the visitor, a day (24) or an hour (1) before the call. */
export function bookingReminderMail(
  ctx: MailContext,
  input: BookingMailInput & { readonly hoursBefore: 24 | 1 },
): QueuedMail {
  const lang = input.visitor.language;
  const t = locales[lang].bookingMail.reminder;
  const zone = zoneOf(input.visitor.timeZone);
  const subject =
    input.hoursBefore === 24
      ? interpolate(t.subject.day, { brand: ctx.site.brandName, when: moment(input.start, lang, zone) })
      : interpolate(t.subject.hour, {
          brand: ctx.site.brandName,
          time: moment(input.start, lang, zone, { date: false }),
        });
  return queued<BookingReminderData>(
    "booking-reminder",
    { to: input.visitor.email, replyTo: input.member.email, subject },
    {
      hoursBefore: input.hoursBefore,
      language: lang,
      timeZone: input.visitor.timeZone,
      ...nameOf(input.visitor.name, lang),
      start: input.start,
      minutes: input.minutes,
      member: { name: input.member.name },
      meeting: input.meeting,
      manageUrl: input.manageUrl,
    },
  );
}

export function bookingReminderBody(ctx: MailContext, d: BookingReminderData): RenderedBodies {
  const lang = d.language;
  const t = locales[lang].bookingMail;
  const bodies = render(
    h(
      Page,
      { lang },
      h(Text, null, greeting(lang, d.firstName)),
      h(
        Text,
        null,
        interpolate(t.reminder.intro[d.hoursBefore === 24 ? "day" : "hour"], { member: d.member.name }),
      ),
      visitorRows(d),
      meetingText(lang, d.meeting),
      h(Text, null, `${t.visitor.manage} `, h(Link, { href: d.manageUrl }, d.manageUrl)),
      signature(ctx, lang),
    ),
  );
  return { ...bodies, replyToName: d.member.name };
}
