/**
 * The team inbox's paths (docs/decisions/089, 088): one table for React Router's
 * route config (app/routes.ts), the server's gate (server/inbox/gate.ts), the
 * pages' handler, the e-mails that link to the inbox and the inbox's own links.
 * Paths with `:param` are React Router's patterns; `inboxPath` fills them in.
 */
export const inboxBase = "/admin";

export const inboxPaths = {
  home: inboxBase,
  signIn: `${inboxBase}/login`,
  code: `${inboxBase}/login/code`,
  signOut: `${inboxBase}/logout`,
  language: `${inboxBase}/lang/:lang`,
  leads: `${inboxBase}/leads`,
  lead: `${inboxBase}/leads/:id`,
  erase: `${inboxBase}/leads/:id/erase`,
  answer: `${inboxBase}/leads/:id/answer`,
  answerPdf: `${inboxBase}/leads/:id/answer/pdf`,
  erasures: `${inboxBase}/erasures`,
  funnel: `${inboxBase}/funnel`,
  calls: `${inboxBase}/calls`,
  myCalls: `${inboxBase}/calls/mine`,
  export: `${inboxBase}/export/:format`,
} as const;

export type InboxPage = keyof typeof inboxPaths;

/** The `:name` parameters of a path pattern. */
type Params<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | Params<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A page's path with its parameters filled in (each encoded as one path segment). */
export function inboxPath<K extends InboxPage>(
  page: K,
  ...[params]: [Params<(typeof inboxPaths)[K]>] extends [never]
    ? []
    : [Record<Params<(typeof inboxPaths)[K]>, string>]
): string {
  return inboxPaths[page].replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent((params as Record<string, string>)[name] ?? ""),
  );
}

/** A path under the inbox, relative to it ("/admin/login" → "login"): React Router's child routes. */
export const underInbox = (path: string) => path.slice(inboxBase.length + 1);

/** Whether a path is the inbox's language switch (`/admin/lang/en`). */
export const isLanguageSwitch = (pathname: string) => pathname.startsWith(`${inboxBase}/lang/`);

/** Posts a visitor without a session may make: their actions sign in or out. */
export const publicPostPages = ["signIn", "code", "signOut"] as const satisfies readonly InboxPage[];
/** Posts that ask for a code or enter one: they pass the sign-in limits. */
export const signInPostPages = ["signIn", "code"] as const satisfies readonly InboxPage[];

/** Whether a request's path is the inbox's ("/admin", "/admin/…", "/admin.data"): the public site's redirects leave it alone. */
export const isInboxPath = (pathname: string) =>
  pathname === inboxBase || pathname.startsWith(`${inboxBase}/`) || pathname.startsWith(`${inboxBase}.`);
