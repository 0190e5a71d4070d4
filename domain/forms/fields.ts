import { z } from "zod";

// zod compiles object parsers with `new Function` when it may; the site's CSP forbids
// eval, and zod's probe for it shows up as a CSP violation in the browser. Both forms'
// schemas import this module, so this runs before any of them parses.
z.config({ jitless: true });

/**
 * Characters no one-line field may hold (docs/decisions/093): control
 * characters (C0 with NUL and tab, DEL, C1), the line and paragraph
 * separators, and the bidirectional embeddings, overrides and isolates that
 * reorder what a reader sees (U+202A–U+202E, U+2066–U+2069). The
 * bidirectional marks (U+200E, U+200F, U+061C) stay: they belong to
 * right-to-left text and cannot reorder a run.
 */
const notInLine = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
/** A message may also break lines: tab, LF and CRLF are its only control characters. */
const notInText = /\r(?!\n)|[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;
const allowedInText = /[\t\n]|\r\n/g;
/** What a reader cannot see: white space and the default-ignorable code points (zero-width characters, soft hyphen, BOM, fillers, variation selectors). */
const invisible = /[\p{White_Space}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/** True when `value` holds no control, separator or bidirectional override character. */
export const isOneLine = (value: string) => !notInLine.test(value);
/** True when `value`'s only control characters are tab, LF and CRLF, and it holds no bidirectional override. */
export const isPlainText = (value: string) => !notInText.test(value.replace(allowedInText, " "));
/** How many characters of `value` a reader sees. */
export const visibleLength = (value: string) => [...value.replace(invisible, "")].length;

/** A one-line string of at most `max` characters, without further messages (attribution, quiz answers). */
export const lineText = (max: number) => z.string().trim().max(max).refine(isOneLine);

/**
 * Field rules shared by the quiz lead form, the contact form and the server.
 * Messages are i18n keys of the `forms` namespace; the forms translate them.
 * Length limits count what the reader sees: a name of zero-width spaces is empty.
 */
export const nameField = z
  .string()
  .trim()
  .max(100, "errors.nameMax")
  .refine(isOneLine, { message: "errors.nameInvalid", abort: true })
  .refine((value) => visibleLength(value) >= 2, "errors.nameMin");

export const emailField = z.string().trim().max(255, "errors.emailMax").pipe(z.email("errors.emailInvalid"));

export const companyField = z
  .string()
  .trim()
  .max(100, "errors.companyMax")
  .refine(isOneLine, { message: "errors.companyInvalid", abort: true })
  .refine((value) => value === "" || visibleLength(value) > 0, "errors.companyInvalid");

/** A free text of `min` to `max` characters (the contact form's message). */
export const messageField = (min: number, max: number) =>
  z
    .string()
    .trim()
    .max(max, "errors.messageMax")
    .refine(isPlainText, { message: "errors.messageInvalid", abort: true })
    .refine((value) => visibleLength(value) >= min, "errors.messageMin");

export type FieldErrorKey =
  | "errors.nameMin"
  | "errors.nameMax"
  | "errors.nameInvalid"
  | "errors.emailInvalid"
  | "errors.emailMax"
  | "errors.companyMax"
  | "errors.companyInvalid"
  | "errors.messageMin"
  | "errors.messageMax"
  | "errors.messageInvalid"
  | "errors.segmentInvalid"
  | "errors.industryInvalid"
  | "errors.mexicoStanceInvalid"
  | "errors.goalMax"
  | "errors.goalInvalid";
