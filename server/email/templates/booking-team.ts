import { Heading } from "@react-email/heading";
import { createElement as h } from "react";
import { officeZone } from "#domain/site/firm-contact.ts";
import { defaultLanguage } from "#i18n/languages.ts";
import { interpolate } from "#i18n/translate.ts";
import { invitationIcs } from "../../booking/invitation.ts";
import {
  location,
  method,
  moment,
  onMexicoClock,
  zoneOf,
  type BookingChange,
  type BookingMailInput,
  type Meeting,
  type Person,
} from "./booking-common.ts";
import { orNone, Page, render, Rows, team, type RenderedBodies, type Row } from "./layout.ts";
import { queued, type MailContext, type QueuedMail } from "./queued.ts";

/** The team's e-mails of a booked call (booking-common.ts), in the team's language: the member's invitation, the team's notice. */

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

function teamData(input: BookingMailInput): BookingTeamData {
  const { change, bookingId, start, minutes, visitor, member, meeting, topic, leadUrl } = input;
  return { change, bookingId, start, minutes, visitor, member, meeting, topic, leadUrl };
}

/** The team's words: the moment on Mexico City's clock (and the visitor's), who, about what, how, where in the inbox. */
function teamRows(d: BookingTeamData, notice: boolean): Row[] {
  const t = team.bookingMail.team;
  const labels = team.email.team.labels;
  const zone = zoneOf(d.visitor.timeZone);
  return [
    [t.labels.mexico, moment(d.start, defaultLanguage, officeZone)],
    ...(onMexicoClock(d.start, zone)
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
        when: moment(input.start, defaultLanguage, officeZone),
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
    // An erased person's call: the member's event is cancelled with nothing of them in it.
    ...(d.visitor.email ? { attendee: d.visitor } : {}),
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
        when: moment(input.start, defaultLanguage, officeZone),
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
