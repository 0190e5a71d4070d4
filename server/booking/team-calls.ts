import type { MemberCallSettings, TeamCalls } from "#domain/booking/model.ts";
import type { WeekHours } from "#domain/booking/calendar.ts";
import { officeZone } from "#domain/site/firm-contact.ts";
import { callsOf, comingCalls, memberSettings } from "../db/booking-reads.ts";
import type { Storage } from "../db/storage.ts";
import { maskFeedUrl } from "./feeds.ts";
import type { BookingSystem } from "./service.ts";

/**
 * The inbox's part of booking (docs/decisions/068): today's and the coming calls,
 * a lead's calls, a member's move or cancel (the visitor is told), and each
 * member's own settings. The calendar address is kept server side and shown
 * back only masked.
 */
export function teamCalls({ system, storage }: { system: BookingSystem; storage: Storage }): TeamCalls {
  const names = system.names;
  return {
    leadKey: (kind, id) => system.leadKey(kind, id, Date.now()),
    coming: () => comingCalls(storage.db, Date.now() - 60 * 60_000, names),
    ofLead: (id) => callsOf(storage.db, id, names),
    openTimes: (minutes) => system.availability({ minutes, zone: officeZone, now: Date.now() }),
    move: (id, start, actor) => system.moveByTeam(id, start, actor, Date.now()),
    async cancel(id, actor) {
      const outcome = await system.cancelByTeam(id, actor, Date.now());
      return outcome.ok ? { ok: true } : outcome;
    },
    async settings(email): Promise<MemberCallSettings> {
      const own = (await memberSettings(storage.db)).find((s) => s.email === email);
      const readable = own?.feedUrl
        ? (await system.feedStatus(Date.now(), email)).get(email) === "ok"
        : false;
      const hours = own?.hours ? (JSON.parse(own.hours) as WeekHours[])[0] : undefined;
      return {
        takesCalls: own?.takesCalls ?? true,
        hours: hours ? { days: [...hours.days], opens: hours.opens, closes: hours.closes } : null,
        meetingLink: own?.meetingLink ?? null,
        feed: own?.feedUrl ? { masked: maskFeedUrl(own.feedUrl), readable } : null,
      };
    },
    async saveSettings(email, input) {
      await storage.saveMemberSettings({
        email,
        takesCalls: input.takesCalls,
        hours: input.hours ? JSON.stringify([input.hours]) : null,
        meetingLink: input.meetingLink,
        ...(input.feedUrl !== undefined ? { feedUrl: input.feedUrl } : {}),
        now: Date.now(),
      });
    },
  };
}
