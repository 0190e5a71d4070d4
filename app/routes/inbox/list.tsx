import { Form, Link } from "react-router";
import type { Route } from "./+types/list";
import { filterQuery, periods, statuses } from "#domain/inbox/model.ts";
import { readCursor, readFilters } from "#domain/inbox/query.ts";
import { languageName, languages } from "#i18n/languages.ts";
import { stageKeys } from "#domain/quiz/stages.ts";
import { buttonClass } from "../../components/ui/button.ts";
import { cardClass } from "../../components/ui/card.ts";
import { InputField, SelectField } from "../../components/ui/field.tsx";
import { ItemCard } from "../../features/inbox/item-card.tsx";
import { memberOf } from "../../features/inbox/request-context.ts";
import { useListKeys } from "../../features/inbox/use-list-keys.ts";
import { useInboxLayout } from "../../i18n/inbox.ts";
import { inboxPath } from "#domain/site/inbox-paths.ts";

/** A page of the list (newest first; overdue quiz leads in a section of their own on the first page). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { team } = memberOf(context);
  const params = new URL(request.url).searchParams;
  const cursor = readCursor(params.get("before"));
  params.delete("before");
  const filters = readFilters(params);
  const [page, counts] = await Promise.all([team.inbox.list(filters, cursor), team.inbox.counts()]);
  return { ...page, counts, filters, paged: cursor !== null, now: team.inbox.now() };
}

const linkClass = "text-brand-700 underline underline-offset-4";

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { t, lang, labels } = useInboxLayout();
  const { filters, items, overdue, next, paged, now, counts } = loaderData;
  useListKeys();
  const active = Object.keys(filters).length;
  const any = ["", t("list.any")] as const;
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-ink">{t("list.heading")}</h1>
      <dl aria-label={t("list.counts")} className="grid grid-cols-3 gap-2 text-center">
        {(
          [
            ["fresh", counts.fresh, `${inboxPath("leads")}?status=new`],
            ["overdueCount", counts.overdue, `${inboxPath("leads")}#overdue`],
            ["waiting", counts.waiting, inboxPath("leads")],
          ] as const
        ).map(([key, count]) => (
          <div key={key} className={cardClass({ className: "p-3 sm:p-4" })}>
            <dt className="text-xs font-medium text-ink/70 sm:text-sm">{t(`list.${key}`)}</dt>
            <dd
              className={`text-2xl font-bold ${key === "overdueCount" && count > 0 ? "text-red-700" : "text-ink"}`}
            >
              {count}
            </dd>
          </div>
        ))}
      </dl>
      <details open={active > 0} className={cardClass({ className: "p-0 sm:p-0" })}>
        <summary className="cursor-pointer px-4 py-3 font-semibold">
          {active > 0 ? t("list.activeFilters", { count: active }) : t("list.filters")}
        </summary>
        <Form
          method="get"
          action={inboxPath("leads")}
          role="search"
          aria-label={t("list.filters")}
          className="grid gap-3 px-4 pb-4 sm:grid-cols-3"
        >
          <div className="sm:col-span-3">
            <InputField label={t("list.search")} name="q" type="search" defaultValue={filters.q ?? ""} />
          </div>
          <SelectField
            label={t("list.status")}
            name="status"
            defaultValue={filters.status ?? ""}
            options={[any, ...statuses.map((s) => [s, t(`statuses.${s}`)] as const)]}
          />
          <SelectField
            label={t("list.stage")}
            name="stage"
            defaultValue={filters.stage ?? ""}
            options={[any, ...stageKeys.map((s) => [s, labels.stages[s]] as const)]}
          />
          <SelectField
            label={t("list.call")}
            name="call"
            defaultValue={filters.call ?? ""}
            options={[any, ["yes", t("list.yes")], ["no", t("list.no")]]}
          />
          <SelectField
            label={t("list.language")}
            name="language"
            defaultValue={filters.language ?? ""}
            options={[any, ...languages.map((l) => [l, languageName(l, lang, true)] as const)]}
          />
          <SelectField
            label={t("list.period")}
            name="period"
            defaultValue={filters.period?.toString() ?? ""}
            options={[any, ...periods.map((p) => [String(p), t(`list.periods.${p}`)] as const)]}
          />
          <div className="flex flex-wrap items-center gap-4 sm:col-span-3">
            <button type="submit" className={buttonClass()}>
              {t("list.apply")}
            </button>
            <Link to={inboxPath("leads")} className={linkClass}>
              {t("list.clear")}
            </Link>
          </div>
        </Form>
      </details>
      {overdue.length > 0 && !paged ? (
        <section aria-labelledby="overdue" className="space-y-3">
          <h2 id="overdue" className="text-lg font-semibold text-red-800">
            {t("list.overdue")}
          </h2>
          <ol aria-labelledby="overdue" className="grid gap-3">
            {overdue.map((item) => (
              <ItemCard key={item.id} item={item} now={now} />
            ))}
          </ol>
        </section>
      ) : null}
      <section aria-labelledby="all" className="space-y-3">
        <h2 id="all" className="text-lg font-semibold text-ink">
          {t("list.all")}
        </h2>
        {items.length === 0 ? (
          <p>{t("list.none")}</p>
        ) : (
          <ol aria-labelledby="all" className="grid gap-3">
            {items.map((item) => (
              <ItemCard key={item.id} item={item} now={now} />
            ))}
          </ol>
        )}
      </section>
      <nav aria-label={t("list.pages")} className="flex gap-6">
        {paged ? (
          <Link to={`${inboxPath("leads")}${filterQuery(filters)}`} className={linkClass}>
            {t("list.first")}
          </Link>
        ) : null}
        {next ? (
          <Link to={`${inboxPath("leads")}${filterQuery(filters, next)}`} rel="next" className={linkClass}>
            {t("list.next")}
          </Link>
        ) : null}
      </nav>
      <p className="flex flex-wrap gap-x-3 text-sm text-ink/80">
        <span>{t("export.label")}:</span>
        <a
          href={`${inboxPath("export", { format: "csv" })}${filterQuery(filters)}`}
          download
          className={linkClass}
        >
          {t("export.csv")}
        </a>
        <a
          href={`${inboxPath("export", { format: "json" })}${filterQuery(filters)}`}
          download
          className={linkClass}
        >
          {t("export.json")}
        </a>
      </p>
      <p className="hidden text-sm text-ink/75 sm:block">{t("keyboard")}</p>
    </div>
  );
}
