import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";

/**
 * The calendar invitation of a booked call (RFC 5545 with the iTIP methods of
 * RFC 5546), attached to the booking e-mails. A calendar recognises the same
 * call by its UID and takes the invitation with the highest SEQUENCE as the
 * current one: a reschedule sends a REQUEST with the same UID and a higher
 * sequence (the event moves instead of doubling), a cancellation a CANCEL
 * with the latest sequence + 1 (the event is removed). Times are written in
 * UTC ("Z"): no time-zone definitions to get wrong, no floating times that a
 * calendar would read in its own zone.
 */
export interface InvitationInput {
  readonly method: "REQUEST" | "CANCEL";
  /** Stable for the booking's life, e.g. `${bookingId}@pontas` (the caller gives it). */
  readonly uid: string;
  /** 0 at booking, +1 per reschedule; the cancellation uses the latest + 1. */
  readonly sequence: number;
  /** UTC milliseconds. */
  readonly start: number;
  readonly end: number;
  /** DTSTAMP: when the change was made. */
  readonly stamp: number;
  readonly summary: string;
  readonly description: string;
  /** The meeting link or the phone number. */
  readonly location: string;
  /** The meeting link, when the call is a video call. */
  readonly url?: string;
  /** The team member. */
  readonly organizer: { readonly name: string; readonly email: string };
  /** The visitor. */
  /** The visitor; absent from the cancel an erasure sends (nothing of the erased person is kept). */
  readonly attendee?: { readonly name: string; readonly email: string };
}

/** ASCII, so that no calendar client stumbles on the identifier of the software that wrote the file. */
const prodId = { company: "Pontas", product: "Pontas web", language: "ES" };

/**
 * A display name as a quoted CN parameter holds it: RFC 5545 allows no
 * double quote nor control character inside the quotes, and ical-generator
 * does not remove them, so a visitor's name could otherwise break the line.
 */
const displayName = (name: string) =>
  name
    // eslint-disable-next-line no-control-regex -- control characters are exactly what we remove
    .replace(/[\u0000-\u001f\u007f"]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** The .ics text of one event with one organizer and one attendee. */
export function invitationIcs(input: InvitationInput): string {
  const cancel = input.method === "CANCEL";
  const calendar = ical({
    prodId,
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: input.uid,
    sequence: input.sequence,
    // Date objects without a time zone: ical-generator writes them in UTC with "Z".
    start: new Date(input.start),
    end: new Date(input.end),
    stamp: new Date(input.stamp),
    summary: input.summary,
    description: input.description,
    location: input.location,
    url: input.url ?? null,
    organizer: { name: displayName(input.organizer.name), email: input.organizer.email },
    attendees: input.attendee
      ? [
          {
            name: displayName(input.attendee.name),
            email: input.attendee.email,
            role: ICalAttendeeRole.REQ,
            status: ICalAttendeeStatus.NEEDSACTION,
            rsvp: true,
          },
        ]
      : [],
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}
