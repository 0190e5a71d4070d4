import { data, redirect } from "react-router";
import type { Route } from "./+types/code";
import { CodeForm } from "../../features/admin/sign-in-forms.tsx";
import { addressOf, teamOf } from "../../features/admin/request-context.ts";
import { useAdmin } from "../../i18n/admin.ts";
import { inboxPath } from "#domain/site/inbox-paths.ts";

/** The e-mail's link opens this page with its address and code filled in. */
export function loader({ context, request }: Route.LoaderArgs) {
  teamOf(context);
  const params = new URL(request.url).searchParams;
  return { email: (params.get("email") ?? "").slice(0, 254), code: (params.get("code") ?? "").slice(0, 6) };
}

/** A right code (once, within 15 minutes) starts the session and opens the inbox. */
export async function action({ context, request }: Route.ActionArgs) {
  const team = teamOf(context);
  const form = await request.formData();
  const email = addressOf(form);
  const code = String(form.get("code") ?? "").trim();
  if (team.limited) return data({ email, error: "tooMany" as const }, { status: 429 });
  const cookies = await team.signIn.verify(email, code, request);
  if (!cookies) return data({ email, error: "invalidCode" as const }, { status: 400 });
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  throw redirect(inboxPath("leads"), { status: 303, headers });
}

export default function Code({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useAdmin();
  return (
    <CodeForm
      email={actionData?.email ?? loaderData.email}
      code={actionData ? "" : loaderData.code}
      error={actionData ? t(`login.${actionData.error}`) : undefined}
    />
  );
}
