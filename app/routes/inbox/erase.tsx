import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/erase";
import { buttonClass } from "../../components/ui/button.ts";
import { cardClass } from "../../components/ui/card.ts";
import { CsrfField } from "../../features/inbox/csrf-field.tsx";
import { Message } from "../../features/inbox/sign-in-forms.tsx";
import { memberOf } from "../../features/inbox/request-context.ts";
import { useInboxLayout } from "../../i18n/inbox.ts";
import { inboxPath } from "#domain/site/inbox-paths.ts";

/** What an erasure of this lead's person would remove (docs/decisions/091). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { team } = memberOf(context);
  const preview = await team.inbox.erasePreview(params.id);
  if (!preview) throw data(null, { status: 404 });
  return preview;
}

/** Erases the person once the box is ticked; the erasure is recorded without whose it was. */
export async function action({ context, params, request }: Route.ActionArgs) {
  const { team, member } = memberOf(context);
  const form = await request.formData();
  if (form.get("confirm") !== "yes") return data({ error: "confirmRequired" as const }, { status: 400 });
  const erased = await team.inbox.erase({ id: params.id, actor: member.email });
  if (!erased) throw data(null, { status: 404 });
  // Pending: the rows are gone, the server rewrites the tables once they are free (docs/decisions/091).
  throw redirect(`${inboxPath("erasures")}?erased=${erased === "done" ? "1" : "pending"}`, 303);
}

export default function Erase({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useInboxLayout();
  const busy = useNavigation().state === "submitting";
  const base = inboxPath("lead", { id: params.id });
  const error = actionData ? t("erase.confirmRequired") : undefined;
  return (
    <div className="max-w-2xl space-y-4">
      <p>
        <Link to={base} className="text-brand-700 underline underline-offset-4">
          {t("lead.back")}
        </Link>
      </p>
      <h1 className="text-2xl font-bold break-words text-ink">
        {t("erase.heading", { email: loaderData.email })}
      </h1>
      <Message error={error} id="erase-error" />
      <p>{t("erase.intro")}</p>
      <p>{t("erase.found", { leads: loaderData.leads, messages: loaderData.messages })}</p>
      <Form method="post" className={cardClass({ className: "space-y-4" })}>
        <CsrfField />
        <p className="flex items-start gap-3">
          <input
            id="confirm"
            name="confirm"
            type="checkbox"
            value="yes"
            required
            aria-describedby={error ? "erase-error" : undefined}
            className="mt-1 size-5 shrink-0 accent-red-700"
          />
          <label htmlFor="confirm">{t("erase.confirm")}</label>
        </p>
        <div className="flex flex-wrap items-center gap-4">
          <button
            type="submit"
            disabled={busy}
            className={`${buttonClass()} bg-red-700 hover:bg-red-800 focus-visible:outline-red-700`}
          >
            {busy ? t("pending") : t("erase.submit")}
          </button>
          <Link to={base} className="text-brand-700 underline underline-offset-4">
            {t("erase.cancel")}
          </Link>
        </div>
      </Form>
    </div>
  );
}
