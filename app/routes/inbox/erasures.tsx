import type { Route } from "./+types/erasures";
import { DataTable } from "../../features/inbox/table.tsx";
import { Message } from "../../features/inbox/sign-in-forms.tsx";
import { memberOf } from "../../features/inbox/request-context.ts";
import { mexicoCityTime, useInboxLayout } from "../../i18n/inbox.ts";

/** Every erasure, newest first: who and when and how much, never whose. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { team } = memberOf(context);
  const records = await team.inbox.erasures();
  const erased = new URL(request.url).searchParams.get("erased");
  return { records, erased: erased === "1" ? ("done" as const) : erased === "pending" ? erased : null };
}

export default function Erasures({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useInboxLayout();
  const date = mexicoCityTime(lang);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-ink">{t("erasures.heading")}</h1>
      <Message
        notice={
          loaderData.erased === "done"
            ? t("erasures.done")
            : loaderData.erased === "pending"
              ? t("erasures.donePending")
              : undefined
        }
      />
      <p className="max-w-3xl text-ink/80">{t("erasures.intro")}</p>
      <DataTable
        id="erasures-table"
        caption={t("erasures.heading")}
        head={[t("erasures.when"), t("erasures.who"), t("erasures.what"), t("erasures.state")]}
        empty={t("erasures.none")}
        rows={loaderData.records.map((r) => [
          <time key="at" dateTime={new Date(r.at).toISOString()}>
            {date.format(r.at)}
          </time>,
          r.actor,
          t("erasures.counts", { leads: r.leads, messages: r.messages, mails: r.mails, files: r.files }),
          r.complete ? t("erasures.complete") : t("erasures.pending"),
        ])}
      />
    </div>
  );
}
