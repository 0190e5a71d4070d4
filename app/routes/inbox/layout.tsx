import { Outlet, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/layout";
import { InboxShell } from "../../features/inbox/inbox-shell.tsx";
import { teamOf } from "../../features/inbox/request-context.ts";
import { loadInboxCopy, type InboxLayoutData } from "../../i18n/inbox.ts";
import { isLanguageSwitch } from "#domain/site/inbox-paths.ts";

/** The inbox's words of its language, the member and the session's CSRF token. */
export function loader({ context }: Route.LoaderArgs): InboxLayoutData {
  const team = teamOf(context);
  const member = team.member && { ...team.member, name: team.inbox.names[team.member.email] ?? null };
  return {
    lang: team.lang,
    copy: loadInboxCopy(team.lang),
    member,
    csrf: team.csrf,
    calls: team.calls !== null,
  };
}

/** Again after a post (sign-in, sign-out) or a language switch; not on every navigation. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) =>
  formMethod !== undefined
    ? defaultShouldRevalidate
    : isLanguageSwitch(currentUrl.pathname) || isLanguageSwitch(nextUrl.pathname);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.copy.inbox.title ?? "" },
  { name: "robots", content: "noindex, nofollow" },
];

/** Every page of the inbox: its own header (no site navigation, no quiz). */
export default function InboxLayout() {
  return (
    <InboxShell>
      <Outlet />
    </InboxShell>
  );
}

/** The site shell is not shown around the inbox (root.tsx reads this). */
export const handle = { bare: true };
