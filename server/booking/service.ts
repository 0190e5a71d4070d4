import { createHash, randomUUID } from "node:crypto";
import type {
  Availability,
  BookingRefusal,
  BookingRequest,
  BookingService,
  BookOutcome,
  Call,
  CallLength,
  TokenProblem,
} from "#domain/booking/model.ts";
import { keyRefusal } from "#domain/booking/model.ts";
import { bookedCallPath } from "#domain/booking/links.ts";
import type { OfficeCalendar, WeekHours } from "#domain/booking/calendar.ts";
import {
  chooseMember,
  memberFree,
  openSlots,
  slotsByDay,
  type BookingRules,
  type MemberCalendar,
} from "#domain/booking/slots.ts";
import { isTimeZone, zonedParts, zonedTime, addDays } from "#domain/booking/zones.ts";
import { officeZone } from "#domain/site/firm-contact.ts";
import { inboxPath } from "#domain/site/inbox-paths.ts";
import {
  bookedBetween,
  bookingLead,
  callById,
  callByKey,
  callsPerMember,
  memberSettings,
  type MemberSettingsRow,
} from "../db/booking-reads.ts";
import {
  StorageUnavailableError,
  type BookingMail,
  type BookingRow,
  type MessageRecord,
  type Storage,
} from "../db/storage.ts";
import {
  bookingMemberMail,
  bookingReminderMail,
  bookingTeamMail,
  bookingVisitorMail,
  type BookingChange,
  type BookingMailInput,
  type MailContext,
} from "../email/templates.ts";
import { bookingWebhook } from "../email/webhook.ts";
import type { Logger } from "../log.ts";
import type { FeedReader } from "./feeds.ts";
import type { BookingKeys } from "./keys.ts";

/**
 * Booking a call on the site (docs/decisions/068): the open times of the members
 * who take calls (the office's week and closed days, each member's hours, their
 * calendar feed's busy times, their booked calls with the buffer), and a booking,
 * a move or a cancel stored with its e-mails in one unit, the time re-checked
 * inside it (writes/bookings.ts). The routes reach it through the router context.
 */

export interface BookingConfig {
  /** The team (TEAM_EMAILS): address and display name. */
  readonly members: readonly { readonly email: string; readonly name: string | null }[];
  readonly office: OfficeCalendar;
  readonly rules: BookingRules;
  /** Coming calls one address may hold. */
  readonly maxComing: number;
}

export interface BookingServiceOptions {
  readonly storage: Storage;
  readonly mail: MailContext;
  readonly keys: BookingKeys;
  readonly feeds: FeedReader;
  readonly config: BookingConfig;
  readonly logger: Logger;
  /** Wakes the outbox worker after a commit. */
  readonly onCommitted: () => void;
  /** LEAD_WEBHOOK_URL when the CRM webhook is configured: each booking, move and cancel is POSTed too. */
  readonly webhookUrl?: string | null;
}

const minuteMs = 60_000;

/** A call's invitation UID: the same for its whole life (REQUEST, each move, the CANCEL). */
export const callUid = (id: string) => `${id}@pontas.booking`;
const dayMs = 24 * 60 * minuteMs;
const hourMs = 60 * minuteMs;

/** A member as the open times see them: their calendar, their meeting link, whether their feed failed. */
interface MemberState {
  readonly calendar: MemberCalendar;
  readonly link: string | null;
  readonly feedFailed: boolean;
}

export interface BookingSystem extends BookingService {
  /** The lead key of a lead or message: for the letters' and the quiz confirmation's links. */
  leadKey(kind: "lead" | "message", id: string, now: number): string;
  /** Members' state for the inbox (every member's, or `only`'s): whether their feed could be read. */
  feedStatus(now: number, only?: string): Promise<ReadonlyMap<string, "ok" | "failed" | "none">>;
  /** The team moves or cancels a call from the inbox. */
  moveByTeam(id: string, start: number, actor: string, now: number): Promise<BookOutcome>;
  cancelByTeam(
    id: string,
    actor: string,
    now: number,
  ): Promise<{ ok: true; call: Call } | { ok: false; refusal: BookingRefusal }>;
  readonly names: ReadonlyMap<string, string>;
}

export function bookingSystem(options: BookingServiceOptions): BookingSystem {
  const { storage, mail, keys, feeds, config, logger, onCommitted } = options;
  const { rules, office } = config;
  const names = new Map(config.members.map((m) => [m.email, m.name ?? m.email]));
  const team = config.members.map((m) => m.email);

  /** The window's bounds: from now to the end of the window's last Mexico City day. */
  function windowEnd(now: number) {
    const today = zonedParts(now, officeZone).day;
    return zonedTime(addDays(today, rules.windowDays + 1), "00:00", officeZone);
  }

  /**
   * Every member who takes calls, with what limits their times: their booked calls meeting
   * `around` (the whole window for the page; a day either side of one time for a booking,
   * which is all its buffer and daily cap can touch).
   */
  async function memberStates(
    now: number,
    around: { from: number; to: number } = { from: now - dayMs, to: windowEnd(now) + dayMs },
  ): Promise<MemberState[]> {
    const until = windowEnd(now);
    const [settings, booked] = await Promise.all([
      memberSettings(storage.db),
      bookedBetween(storage.db, around.from, around.to),
    ]);
    const byEmail = new Map<string, MemberSettingsRow>(settings.map((s) => [s.email, s]));
    const states = await Promise.all(
      team.map(async (email): Promise<MemberState | null> => {
        const own = byEmail.get(email);
        if (own && !own.takesCalls) return null;
        let busy: { start: number; end: number }[] = [];
        let feedFailed = false;
        if (own?.feedUrl) {
          const result = await feeds.busy(own.feedUrl, now - dayMs, until + dayMs);
          if (result.ok) busy = result.busy;
          else feedFailed = true;
        }
        const hours = own?.hours ? (JSON.parse(own.hours) as WeekHours[]) : undefined;
        return {
          calendar: {
            id: email,
            ...(hours ? { hours } : {}),
            busy,
            booked: booked.filter((b) => b.member === email),
            // Fail closed: a feed that cannot be read takes the member's times off the page.
            unavailable: feedFailed,
          },
          link: own?.meetingLink ?? null,
          feedFailed,
        };
      }),
    );
    return states.filter((s): s is MemberState => s !== null);
  }

  async function availability({
    minutes,
    zone,
    now,
  }: {
    minutes: CallLength;
    zone: string;
    now: number;
  }): Promise<Availability> {
    const states = await memberStates(now);
    const slots = openSlots({ now, minutes, rules, office, members: states.map((s) => s.calendar) });
    const days = slotsByDay(slots, zone, now, rules.windowDays).map((d) => ({
      day: d.day,
      times: d.slots.map((s) => ({ start: s.start, end: s.end })),
    }));
    return {
      minutes,
      zone,
      days,
      members: states.filter((s) => !s.feedFailed).length,
      video: states.some((s) => s.link !== null),
    };
  }

  /** The Mexico City day of a start, as UTC bounds: the daily cap's. */
  function dayOf(start: number) {
    const day = zonedParts(start, officeZone).day;
    return {
      dayFrom: zonedTime(day, "00:00", officeZone),
      dayTo: zonedTime(addDays(day, 1), "00:00", officeZone),
    };
  }

  /** The members free at `start` for `minutes`, the preferred first; or why there are none. */
  async function candidates(
    start: number,
    minutes: number,
    now: number,
    owner: string | null,
    video: boolean,
    except?: { id: string; member: string; start: number; end: number },
  ): Promise<{ members: MemberState[] } | { refusal: BookingRefusal }> {
    if (start <= now) return { refusal: "past" };
    const states = await memberStates(now, { from: start - dayMs, to: start + dayMs });
    const withoutCall = (s: MemberState): MemberState =>
      except && s.calendar.id === except.member
        ? {
            ...s,
            calendar: {
              ...s.calendar,
              booked: s.calendar.booked.filter((b) => !(b.start === except.start && b.end === except.end)),
            },
          }
        : s;
    const pool = states.map(withoutCall);
    const free = pool.filter((s) => memberFree({ now, start, minutes, rules, office, member: s.calendar }));
    const meeting = video ? free.filter((s) => s.link !== null) : free;
    if (meeting.length === 0) {
      if (free.length > 0) return { refusal: "noVideo" };
      // Offered at all, bookings aside? Then another visitor just took it.
      const offered = pool.some((s) =>
        memberFree({ now, start, minutes, rules, office, member: { ...s.calendar, booked: [] } }),
      );
      return { refusal: offered ? "taken" : "notOffered" };
    }
    const counts = await callsPerMember(storage.db, start - 7 * dayMs, start + 7 * dayMs);
    const first = chooseMember(
      meeting.map((s) => s.calendar.id),
      owner,
      counts,
    );
    const ordered = [...meeting].sort(
      (a, b) =>
        Number(b.calendar.id === first) - Number(a.calendar.id === first) ||
        (counts.get(a.calendar.id) ?? 0) - (counts.get(b.calendar.id) ?? 0),
    );
    return { members: ordered };
  }

  function mailInput(row: BookingRow, change: BookingChange, now: number): BookingMailInput {
    const manageKey = keys.callKey(row.id, row.sequence, row.endsAt);
    return {
      change,
      bookingId: row.id,
      uid: callUid(row.id),
      sequence: row.sequence,
      start: row.startsAt,
      end: row.endsAt,
      minutes: row.minutes,
      visitor: {
        name: row.name,
        email: row.email,
        company: row.company,
        language: row.language,
        timeZone: row.timeZone,
      },
      member: { name: names.get(row.member) ?? row.member, email: row.member },
      meeting:
        row.meetingKind === "video"
          ? { kind: "video", link: row.meeting }
          : { kind: "phone", number: row.meeting },
      topic: row.topic,
      manageUrl: new URL(bookedCallPath(row.language, manageKey), mail.site.siteUrl).href,
      leadUrl: new URL(inboxPath("lead", { id: row.refId }), mail.site.siteUrl).href,
      stamp: now,
    };
  }

  /** The e-mails of a change: both invitations (or cancels), the team's notice, and the reminders still ahead. */
  function mailsFor(row: BookingRow, change: BookingChange, now: number): BookingMail[] {
    const input = mailInput(row, change, now);
    const mails: BookingMail[] = [bookingVisitorMail(mail, input), bookingMemberMail(mail, input)];
    const notice = bookingTeamMail(mail, input);
    if (notice) mails.push(notice);
    mails.push(...bookingWebhook(options.webhookUrl ?? null, mail.site.siteUrl, change, row, now));
    if (change !== "cancelled") {
      for (const hoursBefore of [24, 1] as const) {
        const dueAt = row.startsAt - hoursBefore * hourMs;
        // A reminder due within the next ten minutes (a call booked at short notice) would only repeat the invitation.
        if (dueAt > now + 10 * minuteMs)
          mails.push({ ...bookingReminderMail(mail, { ...input, hoursBefore }), dueAt });
      }
    }
    return mails;
  }

  const unavailable = (error: unknown) =>
    error instanceof StorageUnavailableError ? { retryAfterSeconds: error.retryAfterSeconds } : null;

  /** PostgreSQL's exclusion constraint refused the pair: the same answer as the re-check's. */
  const isOverlap = (error: unknown) =>
    typeof error === "object" && error !== null && (error as { code?: unknown }).code === "23P01";

  async function book(request: BookingRequest, now: number): Promise<BookOutcome> {
    if (!isTimeZone(request.zone)) return { ok: false, refusal: "zone" };
    let ref: { kind: "lead" | "message"; id: string; owner: string | null } | null = null;
    if (request.leadKey) {
      const opened = keys.openLead(request.leadKey, now);
      if (typeof opened === "string")
        return { ok: false, refusal: opened === "expired" ? "expired" : "token" };
      const lead = await bookingLead(storage.db, opened.kind, opened.id);
      if (!lead) return { ok: false, refusal: "token" };
      ref = { kind: opened.kind, id: opened.id, owner: lead.owner };
    }
    const { form, minutes, start } = request;
    const fingerprint = createHash("sha256")
      .update(JSON.stringify([form, start, minutes, request.zone, request.leadKey]))
      .digest("hex");
    // A retry of a booking that went through (a double submit, a lost answer) gets the first answer.
    const first = await callByKey(storage.db, request.idempotencyKey, names);
    if (first) {
      if (first.fingerprint !== fingerprint) return { ok: false, refusal: "used" };
      return {
        ok: true,
        call: first.call,
        manageKey: keys.callKey(first.call.id, first.call.sequence, first.call.end),
        replayed: true,
      };
    }
    const video = form.meeting === "video";
    const found = await candidates(start, minutes, now, ref?.owner ?? null, video);
    if ("refusal" in found) return { ok: false, refusal: found.refusal };
    const message: MessageRecord | null = ref
      ? null
      : {
          id: randomUUID(),
          idempotencyKey: null,
          createdAt: now,
          name: form.name,
          email: form.email,
          company: form.company,
          message: form.topic,
          language: request.language,
          pagePath: request.pagePath,
          userAgent: request.userAgent,
        };
    const halfBuffer = (rules.bufferMinutes * minuteMs) / 2;
    for (const member of found.members) {
      const row: BookingRow = {
        id: randomUUID(),
        idempotencyKey: request.idempotencyKey,
        fingerprint,
        refId: ref?.id ?? message!.id,
        refKind: ref?.kind ?? "message",
        member: member.calendar.id,
        startsAt: start,
        endsAt: start + minutes * minuteMs,
        blockedFrom: start - halfBuffer,
        blockedTo: start + minutes * minuteMs + halfBuffer,
        minutes,
        status: "booked",
        sequence: 0,
        name: form.name,
        email: form.email,
        company: form.company,
        topic: form.topic,
        meetingKind: form.meeting,
        meeting: video ? member.link! : form.phone,
        language: request.language,
        timeZone: request.zone,
        createdAt: now,
        updatedAt: now,
        cancelledBy: null,
      };
      let result;
      try {
        result = await storage.bookCall({
          booking: row,
          message,
          mails: mailsFor(row, "booked", now),
          maxComing: config.maxComing,
          now,
          dailyCap: rules.dailyCap,
          ...dayOf(start),
        });
      } catch (error) {
        const retry = unavailable(error);
        if (retry) return retry;
        if (isOverlap(error)) continue;
        throw error;
      }
      if (result.ok) {
        if (!result.replayed) onCommitted();
        const call = await callById(storage.db, result.id, names);
        if (!call) throw new Error("a booked call could not be read back");
        return {
          ok: true,
          call,
          manageKey: keys.callKey(call.id, call.sequence, call.end),
          replayed: result.replayed,
        };
      }
      if (result.refusal === "tooMany") return { ok: false, refusal: "tooMany" };
      if (result.refusal === "conflict") return { ok: false, refusal: "used" };
      // Taken by another request meanwhile: the next free member, if any.
    }
    logger.info("booking refused: the time was just taken");
    return { ok: false, refusal: "taken" };
  }

  async function openCall(
    key: string,
    now: number,
  ): Promise<
    { readonly call: Call } | { readonly problem: TokenProblem | "cancelled"; readonly call?: Call }
  > {
    const opened = keys.openCall(key, now);
    if (typeof opened === "string") return { problem: opened };
    const call = await callById(storage.db, opened.id, names);
    if (!call) return { problem: "forged" };
    if (call.status === "cancelled") return { problem: "cancelled", call };
    if (call.sequence !== opened.seq) return { problem: "used", call };
    return { call };
  }

  function rowOf(call: Call): BookingRow {
    return {
      id: call.id,
      idempotencyKey: null,
      fingerprint: null,
      refId: call.refId,
      refKind: call.refKind,
      member: call.member,
      startsAt: call.start,
      endsAt: call.end,
      blockedFrom: call.start,
      blockedTo: call.end,
      minutes: call.minutes,
      status: call.status,
      sequence: call.sequence,
      name: call.name,
      email: call.email,
      company: call.company,
      topic: call.topic,
      meetingKind: call.meetingKind,
      meeting: call.meeting,
      language: call.language,
      timeZone: call.timeZone,
      createdAt: call.createdAt,
      updatedAt: call.createdAt,
      cancelledBy: null,
    };
  }

  async function moveCall(
    call: Call,
    start: number,
    actor: string,
    fromVisitor: boolean,
    now: number,
  ): Promise<BookOutcome> {
    const found = await candidates(start, call.minutes, now, call.member, call.meetingKind === "video", {
      id: call.id,
      member: call.member,
      start: call.start,
      end: call.end,
    });
    if ("refusal" in found) return { ok: false, refusal: found.refusal };
    // The same member when free (the invitation stays theirs); otherwise another free one.
    const halfBuffer = (rules.bufferMinutes * minuteMs) / 2;
    for (const member of found.members) {
      const moved: BookingRow = {
        ...rowOf(call),
        member: member.calendar.id,
        meeting: call.meetingKind === "video" ? member.link! : call.meeting,
        startsAt: start,
        endsAt: start + call.minutes * minuteMs,
        sequence: call.sequence + 1,
      };
      let result;
      try {
        result = await storage.moveCall({
          id: call.id,
          sequence: fromVisitor ? call.sequence : null,
          expectSequence: call.sequence + 1,
          member: moved.member,
          startsAt: moved.startsAt,
          endsAt: moved.endsAt,
          blockedFrom: moved.startsAt - halfBuffer,
          blockedTo: moved.endsAt + halfBuffer,
          actor,
          now,
          mails: [
            ...mailsFor(moved, "moved", now),
            // The member who had it, when another takes it: their event is cancelled.
            ...(moved.member !== call.member
              ? [
                  bookingMemberMail(
                    mail,
                    mailInput({ ...rowOf(call), sequence: call.sequence + 1 }, "cancelled", now),
                  ),
                ]
              : []),
          ],
          dailyCap: rules.dailyCap,
          ...dayOf(start),
        });
      } catch (error) {
        const retry = unavailable(error);
        if (retry) return retry;
        if (isOverlap(error)) continue;
        throw error;
      }
      if (result.ok) {
        onCommitted();
        const after = (await callById(storage.db, call.id, names))!;
        return {
          ok: true,
          call: after,
          manageKey: keys.callKey(after.id, after.sequence, after.end),
          replayed: false,
        };
      }
      if (result.refusal !== "taken")
        return { ok: false, refusal: result.refusal === "missing" ? "token" : result.refusal };
    }
    return { ok: false, refusal: "taken" };
  }

  async function cancelCall(call: Call, by: string, fromVisitor: boolean, now: number) {
    const row = { ...rowOf(call), sequence: call.sequence + 1 };
    try {
      const result = await storage.cancelCall({
        id: call.id,
        sequence: fromVisitor ? call.sequence : null,
        expectSequence: call.sequence + 1,
        by,
        now,
        mails: mailsFor(row, "cancelled", now),
      });
      if (!result.ok)
        return { ok: false, refusal: result.refusal === "missing" ? "token" : result.refusal } as const;
    } catch (error) {
      if (error instanceof StorageUnavailableError) return { ok: false, refusal: "closed" } as const;
      throw error;
    }
    onCommitted();
    return { ok: true, call: (await callById(storage.db, call.id, names))! } as const;
  }

  return {
    names,
    availability,
    leadKey: (kind, id, now) => keys.leadKey(kind, id, now),
    async lead(key, now) {
      const opened = keys.openLead(key, now);
      if (typeof opened === "string") return { problem: opened };
      const lead = await bookingLead(storage.db, opened.kind, opened.id);
      if (!lead) return { problem: "forged" };
      return { name: lead.name, email: lead.email, company: lead.company, owner: lead.owner };
    },
    book,
    async call(key, now) {
      return openCall(key, now);
    },
    async move(key, start, now) {
      const opened = await openCall(key, now);
      if ("problem" in opened) return { ok: false, refusal: keyRefusal(opened.problem) };
      return moveCall(opened.call, start, opened.call.email, true, now);
    },
    async cancel(key, now) {
      const opened = await openCall(key, now);
      if ("problem" in opened) return { ok: false, refusal: keyRefusal(opened.problem) };
      return cancelCall(opened.call, "visitor", true, now);
    },
    async moveByTeam(id, start, actor, now) {
      const call = await callById(storage.db, id, names);
      if (!call) return { ok: false, refusal: "token" };
      if (call.status === "cancelled") return { ok: false, refusal: "cancelled" };
      return moveCall(call, start, actor, false, now);
    },
    async cancelByTeam(id, actor, now) {
      const call = await callById(storage.db, id, names);
      if (!call) return { ok: false, refusal: "token" };
      if (call.status === "cancelled") return { ok: false, refusal: "cancelled" };
      return cancelCall(call, actor, false, now);
    },
    async feedStatus(now, only) {
      const settings = await memberSettings(storage.db);
      const status = new Map<string, "ok" | "failed" | "none">();
      for (const email of only === undefined ? team : team.filter((m) => m === only)) {
        const own = settings.find((s) => s.email === email);
        if (!own?.feedUrl) status.set(email, "none");
        else status.set(email, (await feeds.busy(own.feedUrl, now, windowEnd(now))).ok ? "ok" : "failed");
      }
      return status;
    },
  };
}
