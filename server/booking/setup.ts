import { defaultOfficeWeek } from "#domain/booking/calendar.ts";
import type { Storage } from "../db/storage.ts";
import type { MailContext } from "../email/templates.ts";
import { teamMembers, type ServerEnv } from "../env.ts";
import type { Logger } from "../log.ts";
import { feedReader } from "./feeds.ts";
import { bookingKeys } from "./keys.ts";
import { bookingSystem, type BookingSystem } from "./service.ts";

/**
 * The booking system of a server, from its settings (docs/decisions/068): the
 * members of TEAM_EMAILS take calls (each may opt out or narrow their hours on
 * their inbox page), within the office's week and outside its closed days
 * (Mexico's statutory rest days and BOOKING_CLOSED_DAYS); keys signed under a
 * key derived from AUTH_SECRET. Null without a team: the booking page then says
 * it takes no bookings online and links to the contact form.
 */
export function bookingFor(options: {
  env: ServerEnv;
  storage: Storage;
  mail: MailContext;
  logger: Logger;
  onCommitted: () => void;
  webhookUrl: string | null;
}): BookingSystem | null {
  const { env } = options;
  const members = teamMembers(env);
  if (members.length === 0 || !env.AUTH_SECRET) return null;
  return bookingSystem({
    storage: options.storage,
    mail: options.mail,
    keys: bookingKeys(env.AUTH_SECRET),
    feeds: feedReader(),
    logger: options.logger,
    onCommitted: options.onCommitted,
    webhookUrl: options.webhookUrl,
    config: {
      members,
      office: {
        week: defaultOfficeWeek,
        closedDays: env.BOOKING_CLOSED_DAYS.split(",")
          .map((d) => d.trim())
          .filter(Boolean),
      },
      rules: {
        noticeMinutes: env.BOOKING_NOTICE_MINUTES,
        bufferMinutes: env.BOOKING_BUFFER_MINUTES,
        windowDays: env.BOOKING_WINDOW_DAYS,
        dailyCap: env.BOOKING_DAILY_CAP,
        stepMinutes: 30,
      },
      maxComing: 2,
    },
  });
}
