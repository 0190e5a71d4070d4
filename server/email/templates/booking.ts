import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { createElement as h } from "react";
import { defaultLanguage, languageInfo, type Language } from "#domain/i18n/languages.ts";
import { interpolate } from "../../../app/i18n/translate.ts";
import { locales } from "../../../app/i18n/locales.ts";
import { invitationIcs } from "../../booking/invitation.ts";
import { greeting, orNone, Page, render, Rows, team, type RenderedBodies, type Row } from "./layout.ts";
import { nameOf } from "./lead-ack.ts";
import { queued, type MailContext, type QueuedMail } from "./queued.ts";

/**
 * The e-mails of a call booked on the site: the invitation (or its change, or
 * its cancellation) to the visitor and to the team member the call is with,
 * each with the calendar invitation; a notice to the team; reminders to the
 * visitor. Like every template, the builders give the envelope and `data`;
 * the bodies and the .ics are made from `data` when the outbox sends them.
 */

export type BookingChange = "booked" | "moved" | "cancelled";

type Person = { readonly name: string; readonly email: string };
type Meeting =
  { readonly kind: "video"; readonly link: string } | { readonly kind: "phone"; readonly number: string };

export interface BookingMailInput {
  readonly change: BookingChange;
  readonly bookingId: string;
  /** The invitation's UID, stable for the booking's life. */
  readonly uid: string;
  /** 0 at booking, +1 per reschedule; a cancellation carries the latest + 1. */
  readonly sequence: number;
  readonly start: number;
  readonly end: number;
  readonly minutes: number;
  readonly visitor: Person & {
    readonly company: string;
    readonly language: Language;
    /** IANA zone the visitor booked from. */
    readonly timeZone: string;
  };
  readonly member: Person;
  readonly meeting: Meeting;
  /** One line, may be "". */
  readonly topic: string;
  /** The signed link to reschedule or cancel (visitor only). */
  readonly manageUrl: string;
  /** The lead's page in the team inbox (team and member). */
  readonly leadUrl: string;
  /** When the change was made: the invitation's DTSTAMP. */
  readonly stamp: number;
}

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

/** The member's invitation and the team's notice (the notice has no .ics, so no UID or sequence). */
export interface BookingTeamData {
  readonly change: BookingChange;
  readonly bookingId: string;
  readonly start: number;
  readonly minutes: number;
  readonly visitor: BookingMailInput["visitor"];
  readonly member: Person;
  readonly meeting: Meeting;
  readonly topic: string;
  readonly leadUrl: string;
}

export interface BookingMemberData extends BookingTeamData {
  readonly uid: string;
  readonly sequence: number;
  readonly end: number;
  readonly stamp: number;
}

const mexicoCity = "America/Mexico_City";

/** The visitor's zone, or Mexico City's if it is not one Intl knows: an unknown zone would fail every attempt to send. */
function zoneOf(timeZone: string): string {
  try {
    new Intl.DateTimeFormat("en", { timeZone });
    return timeZone;
  } catch {
    return mexicoCity;
  }
}

/** "lunes, 15 de marzo, 11:00 a.m. GMT-4", "Monday, March 15 at 11:00 AM EDT"; the time alone with `date: false`. */
function moment(at: number, lang: Language, timeZone: string, { date = true } = {}): string {
  return new Intl.DateTimeFormat(languageInfo(lang).documentLang, {
    timeZone,
    ...(date ? { weekday: "long", day: "numeric", month: "long" } : {}),
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  })
    .format(at)
    .replace(/\u202f|\u00a0/g, " ");
}

/** A zone's calendar day and wall clock, to compare two zones by. */
const clock = (at: number, timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, dateStyle: "short", timeStyle: "short", hourCycle: "h23" })
    .format(at)
    .split(", ");

/** The moment on the visitor's clock, with Mexico City's beside it when the clocks differ (its date too when the day does). */
function visitorMoment(at: number, lang: Language, timeZone: string): string {
  const zone = zoneOf(timeZone);
  const [day, time] = clock(at, zone);
  const [mexicoDay, mexicoTime] = clock(at, mexicoCity);
  const when = moment(at, lang, zone);
  if (day === mexicoDay && time === mexicoTime) return when;
  return interpolate(locales[lang].bookingMail.whenBeside, {
    when,
    mexico: moment(at, lang, mexicoCity, { date: day !== mexicoDay }),
  });
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

const location = (meeting: Meeting) => (meeting.kind === "video" ? meeting.link : meeting.number);
const method = (change: BookingChange) => (change === "cancelled" ? "CANCEL" : "REQUEST");

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

function teamData(input: BookingMailInput): BookingTeamData {
  const { change, bookingId, start, minutes, visitor, member, meeting, topic, leadUrl } = input;
  return { change, bookingId, start, minutes, visitor, member, meeting, topic, leadUrl };
}

/** The team's words: the moment on Mexico City's clock (and the visitor's), who, about what, how, where in the inbox. */
function teamRows(d: BookingTeamData, notice: boolean): Row[] {
  const t = team.bookingMail.team;
  const labels = team.email.team.labels;
  const zone = zoneOf(d.visitor.timeZone);
  const [day, time] = clock(d.start, zone);
  const [mexicoDay, mexicoTime] = clock(d.start, mexicoCity);
  return [
    [t.labels.mexico, moment(d.start, defaultLanguage, mexicoCity)],
    ...(day === mexicoDay && time === mexicoTime
      ? []
      : [[interpolate(t.labels.visitor, { zone }), moment(d.start, defaultLanguage, zone)] as const]),
    [t.labels.duration, interpolate(team.bookingMail.duration, { minutes: d.minutes })],
    ...(notice ? [[t.labels.member, d.member.name] as const] : []),
    [labels.name, d.visitor.name],
    [labels.email, d.visitor.email],
    [labels.company, orNone(d.visitor.company)],
    [labels.language, d.visitor.language],
    [t.labels.topic, orNone(d.topic)],
    d.meeting.kind === "video"
      ? [t.labels.video, d.meeting.link, d.meeting.link]
      : [t.labels.phone, d.meeting.number],
    [labels.link, d.leadUrl, d.leadUrl],
    ...(notice ? [[t.labels.booking, d.bookingId] as const] : []),
  ];
}

/** To the team member the call is with, in the team's language: the same invitation (their organizer copy), with the .ics. */
export function bookingMemberMail(ctx: MailContext, input: BookingMailInput): QueuedMail {
  const t = team.bookingMail.team;
  return queued<BookingMemberData>(
    "booking-member",
    {
      to: input.member.email,
      replyTo: input.visitor.email,
      subject: interpolate(t.subject[input.change], {
        when: moment(input.start, defaultLanguage, mexicoCity),
      }),
    },
    { ...teamData(input), uid: input.uid, sequence: input.sequence, end: input.end, stamp: input.stamp },
  );
}

export function bookingMemberBody(ctx: MailContext, d: BookingMemberData): RenderedBodies {
  const t = team.bookingMail.team;
  const rows = teamRows(d, false);
  const bodies = render(
    h(Page, { lang: defaultLanguage }, h(Heading, { as: "h1" }, t.heading[d.change]), h(Rows, { rows })),
    { compact: true },
  );
  const { name, company } = d.visitor;
  const content = invitationIcs({
    method: method(d.change),
    uid: d.uid,
    sequence: d.sequence,
    start: d.start,
    end: d.end,
    stamp: d.stamp,
    summary: company ? interpolate(t.summary, { name, company }) : interpolate(t.summaryNoCompany, { name }),
    description: rows.map(([label, value]) => `${label}: ${value}`).join("\n"),
    location: location(d.meeting),
    ...(d.meeting.kind === "video" ? { url: d.meeting.link } : {}),
    organizer: d.member,
    attendee: d.visitor,
  });
  return { ...bodies, calendar: { method: method(d.change), content } };
}

/** The notice to the team (LEADS_TO), in its language, without an invitation; null when nobody receives notices. */
export function bookingTeamMail(ctx: MailContext, input: BookingMailInput): QueuedMail | null {
  if (ctx.leadsTo.length === 0) return null;
  const t = team.bookingMail.team;
  return queued<BookingTeamData>(
    "booking-team",
    {
      to: ctx.leadsTo.join(", "),
      replyTo: input.visitor.email,
      subject: interpolate(t.noticeSubject[input.change], {
        member: input.member.name,
        when: moment(input.start, defaultLanguage, mexicoCity),
      }),
    },
    teamData(input),
  );
}

export function bookingTeamBody(ctx: MailContext, d: BookingTeamData): RenderedBodies {
  const t = team.bookingMail.team;
  return render(
    h(
      Page,
      { lang: defaultLanguage },
      h(Heading, { as: "h1" }, interpolate(t.noticeHeading[d.change], { member: d.member.name })),
      h(Rows, { rows: teamRows(d, true) }),
    ),
    { compact: true },
  );
}
