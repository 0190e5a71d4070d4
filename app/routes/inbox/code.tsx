import { data, redirect } from "react-router";
import type { Route } from "./+types/code";
import { CodeForm } from "../../features/inbox/sign-in-forms.tsx";
import { addressOf, teamOf } from "../../features/inbox/request-context.ts";
import { useInboxLayout } from "../../i18n/inbox.ts";
import { inboxPath } from "#domain/site/inbox-paths.ts";

/** The e-mail's link opens this page with its address, code and link filled in. */
export function loader({ context, request }: Route.LoaderArgs) {
  teamOf(context);
  const params = new URL(request.url).searchParams;
  return {
    email: (params.get("email") ?? "").slice(0, 254),
    code: (params.get("code") ?? "").slice(0, 6),
    link: (params.get("link") ?? "").slice(0, 64),
  };
}

/**
 * A right code typed in the browser that asked for it, or the e-mail's link in any
 * browser (each once, within 15 minutes), starts the session and opens the inbox.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const team = teamOf(context);
  const form = await request.formData();
  const email = addressOf(form);
  const code = String(form.get("code") ?? "").trim();
  const link = String(form.get("link") ?? "").trim();
  if (team.limited) return data({ email, error: "tooMany" as const }, { status: 429 });
  if (team.codeSpent && !link) return data({ email, error: "codeSpent" as const }, { status: 429 });
  const cookies = await team.signIn.verify({ email, code, link }, request);
  if (!cookies) return data({ email, error: "invalidCode" as const }, { status: 400 });
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  throw redirect(inboxPath("leads"), { status: 303, headers });
}

export default function Code({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useInboxLayout();
  return (
    <CodeForm
      email={actionData?.email ?? loaderData.email}
      code={actionData ? "" : loaderData.code}
      link={actionData ? "" : loaderData.link}
      error={actionData ? t(`login.${actionData.error}`) : undefined}
    />
  );
}
