import { redirect } from "react-router";
import type { Route } from "./+types/lang";
import { defaultLanguage, preferenceCookie, sanitizeLanguage } from "#i18n/languages.ts";
import { teamOf } from "../../features/inbox/request-context.ts";
import { inboxPath } from "#domain/site/inbox-paths.ts";

/** The inbox's language switch: the site's preference cookie, then back to the page (within /admin only). */
export function loader({ context, params, request }: Route.LoaderArgs) {
  const team = teamOf(context);
  const lang = sanitizeLanguage(params.lang) ?? defaultLanguage;
  const asked = new URL(request.url).searchParams.get("next") ?? "";
  const home = inboxPath("home");
  const inInbox = asked === home || asked.startsWith(`${home}/`) || asked.startsWith(`${home}?`);
  const next = inInbox && !asked.includes("//") ? asked : home;
  throw redirect(next, { status: 303, headers: { "Set-Cookie": preferenceCookie(lang, team.secure) } });
}
