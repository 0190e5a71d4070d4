import type { TeamCalls } from "../booking/model.ts";
import type { Language } from "#i18n/languages.ts";
import type { FunnelStep } from "../quiz/funnel.ts";
import type { Localized } from "../site/firm-contact.ts";
import type {
  Cursor,
  ErasureRecord,
  EventRow,
  FunnelPeriod,
  InboxCounts,
  InboxFilters,
  InboxItem,
  InboxStatus,
  LeadDetail,
  MailRow,
  SendOutcome,
} from "./model.ts";

/**
 * What the inbox's routes (app/routes/inbox) get from the server for one request:
 * the signed-in member (checked by the server before React Router runs), the
 * session's CSRF token, the language, and the lead module's operations. The
 * server puts it in the router context; app/ never imports server/
 * (docs/decisions/089).
 */
export interface TeamRequest {
  /** Null when nobody is signed in (or the address left TEAM_EMAILS). */
  readonly member: { readonly email: string } | null;
  /** The CSRF token of the session (the same in every tab), for every form that posts. */
  readonly csrf: string;
  /** The inbox's language: the site's preference cookie, else Accept-Language. */
  readonly lang: Language;
  /** The post did not come from our origin, or lacked the session's CSRF token: the request must change nothing. */
  readonly forbidden: boolean;
  /** A sign-in post over its rate limit (per client or per address). */
  readonly limited: boolean;
  /** A code typed in this browser after its tries for the code it asked for were used up (that code is spent). */
  readonly codeSpent: boolean;
  /**
   * The session could not be checked: the storage cannot be used now (a database down).
   * The seconds to wait (Retry-After) for the 503 the signed-in pages answer; else null.
   */
  readonly unavailable: number | null;
  /** The request came over HTTPS (directly or behind a trusted proxy): cookies get Secure. */
  readonly secure: boolean;
  readonly inbox: TeamInbox;
  readonly signIn: TeamSignIn;
  /** The calls booked on the site (docs/decisions/068); null when the site takes no bookings. */
  readonly calls: TeamCalls | null;
}

export interface FunnelReport {
  readonly steps: Record<FunnelStep, number>;
  /** Quiz openings by source, most first. */
  readonly bySource: { readonly source: string; readonly count: number }[];
  /** Quiz openings by language, most first. */
  readonly byLanguage: { readonly language: string; readonly count: number }[];
  /** The 24-hour promise per week of the period (leads that arrived in it), oldest first. */
  readonly strategy: StrategyWeek[];
}

export interface StrategyWeek {
  /** Its Monday, YYYY-MM-DD (Mexico City). */
  readonly week: string;
  /** Quiz leads that arrived that week (within the period). */
  readonly leads: number;
  /** Of them, those whose strategy was sent. */
  readonly sent: number;
  /** Median time from arrival to strategy sent; null when none was sent. */
  readonly medianMs: number | null;
  /** Share sent within 24 hours, of those sent or past their 24 hours; null when none is yet. */
  readonly withinPromise: number | null;
}

export interface TeamInbox {
  /** TEAM_EMAILS, lower-case: the possible owners. */
  readonly team: readonly string[];
  /** The display names TEAM_EMAILS gives (address → name; an address without one is absent). */
  readonly names: Readonly<Record<string, string>>;
  now(): number;
  /** Today in Mexico City, YYYY-MM-DD. */
  today(): string;
  counts(): Promise<InboxCounts>;
  /** A page of the list; the overdue section only on the first page. */
  list(
    filters: InboxFilters,
    cursor: Cursor | null,
  ): Promise<{ overdue: InboxItem[]; items: InboxItem[]; next: Cursor | null }>;
  detail(id: string): Promise<{ item: LeadDetail; mails: MailRow[]; events: EventRow[] } | null>;
  /** False when the lead is gone. */
  changeWorkflow(change: {
    id: string;
    actor: string;
    status: InboxStatus;
    owner: string | null;
    lostReason: string | null;
  }): Promise<boolean>;
  addNote(note: { id: string; actor: string; text: string }): Promise<boolean>;
  /**
   * Sends a partner's strategy (quiz lead, with its PDF) or reply (contact
   * message) through the outbox, signed by the partner and with Reply-To the
   * partner: once per item (docs/decisions/096). The text was checked
   * (domain/strategy/document.ts).
   */
  sendAnswer(answer: AnswerInput): Promise<SendOutcome>;
  /**
   * The composer's page, from one read of the item: the item, its e-mails and events, the
   * draft `draftFor` writes for it, the answer's e-mail as the lead will receive it, and what
   * the strategy's PDF could not draw of the draft (none once it was sent); null when the item is gone.
   */
  composer(page: {
    id: string;
    actor: string;
    signature?: PartnerProfileSignature;
    draftFor: (item: LeadDetail) => string;
  }): Promise<
    | ({ item: LeadDetail; mails: MailRow[]; events: EventRow[] } & {
        draft: string;
        envelope: AnswerEnvelope;
        undrawable: string[];
      })
    | null
  >;
  /**
   * The e-mail's HTML body of a text, exactly as it would be sent now (the composer's
   * preview), and for a strategy the characters its PDF cannot draw as written;
   * null when the item is gone. Rendered off the event loop.
   */
  answerPreview(preview: AnswerInput): Promise<{ html: string; undrawable: string[] } | null>;
  /** The strategy's PDF of a text, as it would be attached now; null when the lead is gone or is a message. */
  strategyPdf(preview: AnswerInput): Promise<{ filename: string; body: Uint8Array<ArrayBuffer> } | null>;
  /** Queues a failed e-mail of the lead again; false when there is no such e-mail of that lead. */
  retryMail(retry: { id: string; mailId: string; actor: string }): Promise<boolean>;
  /** What an erasure of the lead's person would remove; null when the lead is gone. */
  erasePreview(id: string): Promise<{ email: string; leads: number; messages: number } | null>;
  /**
   * Erases every lead, message, e-mail and .eml file of the lead's person; null when the lead is gone.
   * "pending": the rows are gone, the tables' rewrite waits for a table another transaction holds
   * (the server finishes it, docs/decisions/091).
   */
  erase(erasure: { id: string; actor: string }): Promise<"done" | "pending" | null>;
  erasures(): Promise<ErasureRecord[]>;
  funnel(period: FunnelPeriod): Promise<FunnelReport>;
  /** The filtered list, every page of it, as a file. */
  /** `language`: the team member's, for the words a CSV writes (the lead form's profile answers). */
  exportFile(
    format: "csv" | "json",
    filters: InboxFilters,
    language: Language,
  ): Promise<{ filename: string; body: string }>;
}

/** A partner's strategy or reply: the item, who signs, the text (checked), and the signature's title and phone from the firm's profile. */
export interface AnswerInput {
  readonly id: string;
  readonly actor: string;
  readonly text: string;
  readonly signature?: PartnerProfileSignature;
}

/** What the firm's profile gives of the partner who signs (app/lib/firm.server.ts `partnerSignature`). */
export interface PartnerProfileSignature {
  /** The partner's role, one text or one per language. */
  readonly title?: Localized;
  readonly phone?: string;
}

/** The envelope of a strategy or reply, and its signature. */
export interface AnswerEnvelope {
  readonly from: string;
  readonly to: string;
  readonly replyTo: string;
  readonly subject: string;
  /** The partner's display name (TEAM_EMAILS), or null. */
  readonly signedBy: string | null;
  /** The PDF's file name (a strategy), or null (a reply has none). */
  readonly attachment: string | null;
}

/** What a sign-in's second step posts: the address and code typed, or the e-mail link's token. */
export interface SignInEntry {
  readonly email: string;
  readonly code: string;
  /** The token of the e-mail's link, when the page was opened from it ("" when the code was typed). */
  readonly link: string;
}

export interface TeamSignIn {
  /**
   * Stores a sign-in e-mail with a code and a link when the address is a team member's;
   * silent otherwise. Either way the browser gets the key its code will need (a cookie).
   */
  requestCode(email: string): Promise<void>;
  /**
   * The session's cookies when the code is right (typed in the browser that asked for it)
   * or the e-mail's link (`link`, any browser) is; null otherwise (wrong, used, expired,
   * asked for elsewhere, not a member).
   */
  verify(entry: SignInEntry, request: Request): Promise<string[] | null>;
  /** The cookies that end the session. */
  signOut(request: Request): Promise<string[]>;
}
