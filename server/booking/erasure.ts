import { officeZone } from "#domain/site/firm-contact.ts";
import { inboxPaths } from "#domain/site/inbox-paths.ts";
import { comingCallsOfPerson } from "../db/booking-reads.ts";
import type { OutgoingMail, Storage } from "../db/storage.ts";
import { bookingMemberMail } from "../email/templates/booking-team.ts";
import type { MailContext } from "../email/templates.ts";
import { team } from "../email/templates/layout.ts";
import { callUid } from "./service.ts";

/**
 * What an erasure sends about the person's coming calls (docs/decisions/068): to each
 * member, the cancellation of the event in their calendar (same UID, next SEQUENCE),
 * with nothing of the erased person in it: no name, address, company, topic or number.
 * Queued in the erasure's own unit (writes/leads.ts deleteByEmail).
 */
export function erasureCancels(options: {
  storage: Storage;
  mail: MailContext;
  names: ReadonlyMap<string, string>;
}): (email: string) => Promise<OutgoingMail[]> {
  const { storage, mail, names } = options;
  return async (email) => {
    const now = Date.now();
    const calls = await comingCallsOfPerson(storage.db, email, now, names);
    return calls.map((call) =>
      bookingMemberMail(mail, {
        change: "cancelled",
        bookingId: call.id,
        uid: callUid(call.id),
        sequence: call.sequence + 1,
        start: call.start,
        end: call.end,
        minutes: call.minutes,
        visitor: {
          name: team.bookingMail.team.erased,
          email: "",
          company: "",
          language: call.language,
          timeZone: officeZone,
        },
        member: { name: call.memberName, email: call.member },
        meeting:
          call.meetingKind === "video"
            ? { kind: "video", link: call.meeting }
            : { kind: "phone", number: "—" },
        topic: "",
        manageUrl: "",
        leadUrl: new URL(inboxPaths.home, mail.site.siteUrl).href,
        stamp: now,
      }),
    );
  };
}
