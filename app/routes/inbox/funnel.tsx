import { data, Form, Link } from "react-router";
import type { Route } from "./+types/funnel";
import { funnelPresets } from "#domain/inbox/model.ts";
import { lastDays, readPeriod } from "#domain/inbox/query.ts";
import { funnelSteps, quizSources, type QuizSource } from "#domain/quiz/funnel.ts";
import { isLanguage, languageInfo, languageName } from "#i18n/languages.ts";
import { buttonClass } from "../../components/ui/button.ts";
import { cardClass } from "../../components/ui/card.ts";
import { InputField } from "../../components/ui/field.tsx";
import { Message } from "../../features/inbox/sign-in-forms.tsx";
import { DataTable } from "../../features/inbox/table.tsx";
import { memberOf } from "../../features/inbox/request-context.ts";
import { useInboxLayout } from "../../i18n/inbox.ts";
import { inboxPath } from "#domain/site/inbox-paths.ts";

/** The quiz's funnel for a period (the last 30 days unless a valid one is asked for; 400 for an invalid one). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { team } = memberOf(context);
  const params = new URL(request.url).searchParams;
  const today = team.inbox.today();
  const asked = params.has("from") || params.has("to");
  const chosen = readPeriod(params);
  const period = chosen ?? lastDays(today, 30);
  const report = await team.inbox.funnel(period);
  const presets = funnelPresets.map((days) => ({ days, period: lastDays(today, days) }));
  const invalid = asked && !chosen;
  return data({ period, report, presets, invalid }, { status: invalid ? 400 : 200 });
}

export default function Funnel({ loaderData }: Route.ComponentProps) {
  const { t, lang, labels } = useInboxLayout();
  const { period, report, presets, invalid } = loaderData;
  const pct = new Intl.NumberFormat(languageInfo(lang).documentLang, {
    style: "percent",
    maximumFractionDigits: 1,
  });
  const ratio = (part: number, whole: number) => (whole > 0 ? pct.format(part / whole) : "—");
  const day = (text: string) =>
    new Intl.DateTimeFormat(languageInfo(lang).documentLang, { dateStyle: "long", timeZone: "UTC" }).format(
      Date.parse(`${text}T00:00:00Z`),
    );
  const opens = report.steps.open;
  const duration = (ms: number) => {
    const minutes = Math.round(ms / 60_000);
    return t("funnel.duration", { h: Math.floor(minutes / 60), m: minutes % 60 });
  };
  const sourceName = (s: string) =>
    quizSources.includes(s as QuizSource) ? labels.quizSources[s as QuizSource] : s;
  const nameOf = (l: string) => (isLanguage(l) ? languageName(l, lang, true) : l.toUpperCase());
  const share = (rows: { name: string; count: number }[]) =>
    rows.map((r) => [r.name, r.count, ratio(r.count, opens)] as const);
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-ink">{t("funnel.heading")}</h1>
      <p className="max-w-3xl text-ink/80">{t("funnel.intro")}</p>
      <Message error={invalid ? t("funnel.invalidPeriod") : undefined} />
      <Form
        method="get"
        action={inboxPath("funnel")}
        aria-label={t("funnel.period")}
        className={cardClass({ className: "grid gap-3 p-4 sm:grid-cols-3 sm:p-4" })}
      >
        <InputField label={t("funnel.from")} name="from" type="date" required defaultValue={period.from} />
        <InputField label={t("funnel.to")} name="to" type="date" required defaultValue={period.to} />
        <div className="flex items-end">
          <button type="submit" className={buttonClass()}>
            {t("funnel.show")}
          </button>
        </div>
        <p className="flex flex-wrap gap-x-5 gap-y-1 sm:col-span-3">
          {presets.map((p) => (
            <Link
              key={p.days}
              to={`${inboxPath("funnel")}?from=${p.period.from}&to=${p.period.to}`}
              className="text-brand-700 underline underline-offset-4"
            >
              {t(`funnel.presets.${p.days}`)}
            </Link>
          ))}
        </p>
      </Form>
      <p className="text-ink/70">{t("funnel.range", { from: day(period.from), to: day(period.to) })}</p>
      <DataTable
        id="steps"
        caption={t("funnel.steps")}
        head={[t("funnel.step"), t("funnel.count"), t("funnel.fromPrevious"), t("funnel.fromOpen")]}
        numeric={[1, 2, 3]}
        empty={t("funnel.none")}
        rows={funnelSteps.map((step, i) => {
          const count = report.steps[step];
          const previous = i === 0 ? null : report.steps[funnelSteps[i - 1]!];
          return [
            t(`funnel.stepNames.${step}`),
            count,
            previous === null ? "—" : ratio(count, previous),
            i === 0 ? "—" : ratio(count, opens),
          ];
        })}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <DataTable
          id="by-source"
          caption={t("funnel.bySource")}
          head={[t("funnel.source"), t("funnel.count"), t("funnel.share")]}
          numeric={[1, 2]}
          empty={t("funnel.none")}
          rows={share(report.bySource.map((r) => ({ name: sourceName(r.source), count: r.count })))}
        />
        <DataTable
          id="by-language"
          caption={t("funnel.byLanguage")}
          head={[t("funnel.language"), t("funnel.count"), t("funnel.share")]}
          numeric={[1, 2]}
          empty={t("funnel.none")}
          rows={share(report.byLanguage.map((r) => ({ name: nameOf(r.language), count: r.count })))}
        />
      </div>
      <p className="max-w-3xl text-ink/80">{t("funnel.strategyNote")}</p>
      <DataTable
        id="strategy"
        caption={t("funnel.strategy")}
        head={[t("funnel.week"), t("funnel.leads"), t("funnel.sent"), t("funnel.median"), t("funnel.within")]}
        numeric={[1, 2, 3, 4]}
        empty={t("funnel.noLeads")}
        rows={report.strategy.map((w) => [
          day(w.week),
          w.leads,
          w.sent,
          w.medianMs === null ? "—" : duration(w.medianMs),
          w.withinPromise === null ? "—" : pct.format(w.withinPromise),
        ])}
      />
    </div>
  );
}
