import { Link } from "react-router";
import type { InboxItem } from "#domain/inbox/model.ts";
import { badgeClass } from "../../components/ui/badge.ts";
import { cn } from "../../lib/cn.ts";
import { mexicoCityTime, useInboxLayout } from "../../i18n/inbox.ts";
import { dueText, mailTone, sourceKey, stageName, statusTone } from "./labels.ts";
import { inboxPath } from "#domain/site/inbox-paths.ts";

/** One lead or message in the list: who, when, from where, its status and its clock. */
export function ItemCard({ item, now }: { item: InboxItem; now: number }) {
  const { t, lang, labels } = useInboxLayout();
  const due = dueText(t, item, now);
  return (
    <li
      data-overdue={due?.late ? "" : undefined}
      className={cn(
        "rounded-xl border bg-white p-4 shadow-sm shadow-ink/5",
        due?.late ? "border-red-700 border-l-4" : "border-ink/10",
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="text-lg font-semibold">
          <Link
            to={inboxPath("lead", { id: item.id })}
            data-inbox-item=""
            className="text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {item.name}
          </Link>
        </p>
        <time dateTime={new Date(item.createdAt).toISOString()} className="text-sm text-ink/70">
          {mexicoCityTime(lang).format(item.createdAt)}
        </time>
      </div>
      <p className="text-ink/80">{[item.company, item.email].filter(Boolean).join(" · ")}</p>
      <div className="mt-2 flex flex-wrap gap-1.5">
        <span className={badgeClass(statusTone[item.status])}>{t(`statuses.${item.status}`)}</span>
        {due ? <span className={badgeClass(due.late ? "danger" : "warning")}>{due.text}</span> : null}
        {item.kind === "message" ? <span className={badgeClass()}>{t("list.message")}</span> : null}
        {item.requestCall ? <span className={badgeClass()}>{t("list.callRequested")}</span> : null}
      </div>
      <p className="mt-2 text-sm text-ink/70">
        {t(`sources.${sourceKey(item)}`)}
        {item.kind === "lead" && item.pagePath ? ` · ${item.pagePath}` : ""}
        {item.kind === "lead"
          ? ` · ${t("list.stageScore", { stage: stageName(labels, item.stage), score: item.score ?? 0 })}`
          : ""}
        {` · ${item.language.toUpperCase()}`}
        {Object.entries(item.utm).length > 0
          ? ` · ${Object.entries(item.utm)
              .map(([k, v]) => `${k}=${v}`)
              .join(", ")}`
          : ""}
      </p>
      {item.mails.length > 0 ? (
        <p className="mt-1 flex flex-wrap gap-1.5">
          {item.mails.map((m, i) => (
            <span key={i} className={badgeClass(mailTone[m.status])}>
              {t(`mailKinds.${m.kind}`)}: {t(`mailStates.${m.status}`)}
            </span>
          ))}
        </p>
      ) : null}
    </li>
  );
}
