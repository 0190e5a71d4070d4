import { z } from "zod";
import type { Language } from "#i18n/languages.ts";
import { companyField, emailField, isOneLine, nameField } from "../forms/fields.ts";

/**
 * A call booked on the site (docs/decisions/068): what the booking page, its
 * form and the inbox get from the server, and the form's schema. The server puts
 * a `BookingService` in the router context; app/ never imports server/.
 */

/** The two lengths of call: 30 minutes (contact, quiz, letters), 20 (the funds page). */
export const callLengths = [30, 20] as const;
export type CallLength = (typeof callLengths)[number];
export const isCallLength = (value: unknown): value is CallLength =>
  callLengths.includes(value as CallLength);

export const meetingKinds = ["video", "phone"] as const;
export type MeetingKind = (typeof meetingKinds)[number];

/** A phone or WhatsApp number as people write it: digits, spaces, dashes, dots, parentheses, a leading +. */
const phonePattern = /^\+?[\d\s().-]{7,24}$/;

/**
 * The booking form: name, e-mail and company as the other forms; a one-line
 * topic; how to meet (the member's video link, or a number the visitor gives).
 * Messages are i18n keys of the `booking` namespace's `errors` (and `forms` for
 * the shared fields).
 */
export const BookingFormSchema = z
  .object({
    name: nameField,
    email: emailField,
    company: companyField.optional().default(""),
    topic: z
      .string()
      .trim()
      .max(200, "errors.topicMax")
      .refine(isOneLine, "errors.topicInvalid")
      .optional()
      .default(""),
    meeting: z.enum(meetingKinds, "errors.meetingInvalid"),
    phone: z.string().trim().max(40, "errors.phoneInvalid").optional().default(""),
  })
  .superRefine((value, ctx) => {
    if (value.meeting === "phone" && !phonePattern.test(value.phone))
      ctx.addIssue({ code: "custom", path: ["phone"], message: "errors.phoneInvalid" });
  });
export type BookingForm = z.output<typeof BookingFormSchema>;

/** One open time: its start and end (UTC milliseconds). */
export interface OpenTime {
  readonly start: number;
  readonly end: number;
}

/** A visitor's calendar day of open times (in the zone the page shows). */
export interface OpenDay {
  /** YYYY-MM-DD in the zone shown. */
  readonly day: string;
  readonly times: readonly OpenTime[];
}

/** What the booking page shows: open times by day, in a zone. */
export interface Availability {
  readonly minutes: CallLength;
  readonly zone: string;
  readonly days: readonly OpenDay[];
  /** Members who take calls (0: the site takes no bookings now). */
  readonly members: number;
  /** Whether video is offered (some member has a meeting link). */
  readonly video: boolean;
}

/** A booked call as the visitor's pages and the inbox show it. */
export interface Call {
  readonly id: string;
  readonly refId: string;
  readonly refKind: "lead" | "message";
  readonly member: string;
  readonly memberName: string;
  readonly start: number;
  readonly end: number;
  readonly minutes: number;
  readonly status: "booked" | "cancelled";
  readonly sequence: number;
  readonly name: string;
  readonly email: string;
  readonly company: string;
  readonly topic: string;
  readonly meetingKind: MeetingKind;
  readonly meeting: string;
  readonly language: Language;
  readonly timeZone: string;
  readonly createdAt: number;
}

/** What a visitor's token opens: a lead to book for, or a call to move or cancel. */
export type TokenProblem = "forged" | "expired" | "used";

/** The refusal a key's problem is shown as (a forged key and a missing call read alike). */
export const keyRefusal = (problem: TokenProblem | "cancelled"): BookingRefusal =>
  problem === "forged" ? "token" : problem;

/** Why a booking, a move or a cancel was refused (each has its translated sentence). */
export type BookingRefusal =
  | "past"
  | "notOffered"
  | "taken"
  | "zone"
  | "token"
  | "expired"
  | "used"
  | "cancelled"
  | "tooMany"
  | "noVideo"
  | "closed";

export type BookOutcome =
  | { readonly ok: true; readonly call: Call; readonly manageKey: string; readonly replayed: boolean }
  | { readonly ok: false; readonly refusal: BookingRefusal }
  | { readonly retryAfterSeconds: number };

export interface BookingRequest {
  readonly form: BookingForm;
  readonly start: number;
  readonly minutes: CallLength;
  readonly zone: string;
  readonly language: Language;
  /** The signed lead key of a link from the quiz or a letter, if any. */
  readonly leadKey: string | null;
  readonly idempotencyKey: string;
  readonly pagePath: string;
  readonly userAgent: string;
}

/** What the form is filled with when the visitor arrives with a lead's key. */
export interface LeadPrefill {
  readonly name: string;
  readonly email: string;
  readonly company: string;
  /** The lead's owner, whose times come first. */
  readonly owner: string | null;
}

export interface BookingService {
  /** Open times for the next days, in `zone`; `owner` first when given. */
  availability(input: {
    minutes: CallLength;
    zone: string;
    now: number;
    owner?: string | null;
  }): Promise<Availability>;
  /** The lead a key opens, or why it does not. */
  lead(key: string, now: number): Promise<LeadPrefill | { readonly problem: TokenProblem }>;
  book(request: BookingRequest, now: number): Promise<BookOutcome>;
  /** The call a manage key opens (a used key: a moved or cancelled call). */
  call(
    key: string,
    now: number,
  ): Promise<
    { readonly call: Call } | { readonly problem: TokenProblem | "cancelled"; readonly call?: Call }
  >;
  move(key: string, start: number, now: number): Promise<BookOutcome>;
  cancel(
    key: string,
    now: number,
  ): Promise<
    { readonly ok: true; readonly call: Call } | { readonly ok: false; readonly refusal: BookingRefusal }
  >;
}

/** A member's own settings for their calls, as their inbox page shows them (the feed never in full). */
export interface MemberCallSettings {
  readonly takesCalls: boolean;
  /** Their hours in Mexico City, within the office's; null: the office's. */
  readonly hours: {
    readonly days: readonly string[];
    readonly opens: string;
    readonly closes: string;
  } | null;
  readonly meetingLink: string | null;
  /** Their calendar's address, masked, and whether it could be read just now. */
  readonly feed: { readonly masked: string; readonly readable: boolean } | null;
}

export interface MemberCallSettingsInput {
  readonly takesCalls: boolean;
  readonly hours: MemberCallSettings["hours"];
  readonly meetingLink: string | null;
  /** Undefined: keep the stored address; null: remove it. */
  readonly feedUrl?: string | null;
}

/** The inbox's calls (app/routes/inbox): the team's part of the booking service. */
export interface TeamCalls {
  /** The booking link of a lead or message (the letters', with its key). */
  leadKey(kind: "lead" | "message", id: string): string;
  coming(): Promise<Call[]>;
  ofLead(id: string): Promise<Call[]>;
  /** Open times in Mexico City, for moving a call. */
  openTimes(minutes: CallLength): Promise<Availability>;
  move(id: string, start: number, actor: string): Promise<BookOutcome>;
  cancel(
    id: string,
    actor: string,
  ): Promise<{ readonly ok: true } | { readonly ok: false; readonly refusal: BookingRefusal }>;
  settings(email: string): Promise<MemberCallSettings>;
  saveSettings(email: string, input: MemberCallSettingsInput): Promise<void>;
}
