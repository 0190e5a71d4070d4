import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/login";
import { CodeForm, EmailForm } from "../../features/inbox/sign-in-forms.tsx";
import { addressOf, teamOf } from "../../features/inbox/request-context.ts";
import { useInboxLayout } from "../../i18n/inbox.ts";
import { inboxPath } from "#domain/site/inbox-paths.ts";

const EmailSchema = z.email().max(254);

type Refused = "forbidden" | "signIn";

/**
 * Signed in: the inbox. `refused` is set by the server when it turned a post
 * down (another origin, no CSRF token: 403; no session: 401) and shows this page instead.
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const team = teamOf(context);
  // The server could not check the session (the storage cannot be used now): 503, the page says so.
  if (team.unavailable)
    throw data(null, { status: 503, headers: { "Retry-After": String(team.unavailable) } });
  const refused = new URL(request.url).searchParams.get("refused");
  const known: Refused | null = refused === "forbidden" || refused === "signIn" ? refused : null;
  if (team.member && !known) throw redirect(inboxPath("leads"), 303);
  return { refused: known };
}

type LoginResult =
  | { step: "email"; email: string; error: "invalidEmail" | "tooMany" }
  | { step: "code"; email: string; error?: "tooMany" };

/** Asks for a code: a team address gets an e-mail; any other address the same page and nothing. */
export async function action({ context, request }: Route.ActionArgs) {
  const team = teamOf(context);
  const form = await request.formData();
  const email = addressOf(form);
  if (team.limited) return data<LoginResult>({ step: "email", email, error: "tooMany" }, { status: 429 });
  const parsed = EmailSchema.safeParse(email);
  if (!parsed.success)
    return data<LoginResult>({ step: "email", email, error: "invalidEmail" }, { status: 400 });
  await team.signIn.requestCode(parsed.data);
  return data<LoginResult>({ step: "code", email: parsed.data });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useInboxLayout();
  if (actionData?.step === "code") return <CodeForm email={actionData.email} sent />;
  const refused = loaderData.refused;
  const error = actionData?.error
    ? t(`login.${actionData.error}`)
    : refused === "forbidden"
      ? t("login.forbidden")
      : refused === "signIn"
        ? t("login.signInFirst")
        : undefined;
  return <EmailForm email={actionData?.email} error={error} />;
}
