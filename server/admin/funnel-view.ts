import { funnelSteps, quizSources, type QuizSource } from "#domain/quiz/funnel.ts";
import type { FunnelPeriod, FunnelReport } from "../funnel/funnel.ts";
import { html } from "./html.ts";
import type { AdminCopy } from "./locales/es.ts";
import { fieldError } from "./views.ts";

/** The days of the period presets (the last N Mexico City days, today included). */
export const funnelPresets = [7, 30, 90] as const;

const percent = (lang: string) =>
  new Intl.NumberFormat(lang === "en" ? "en-US" : "es-MX", { style: "percent", maximumFractionDigits: 1 });

const longDay = (lang: string) =>
  new Intl.DateTimeFormat(lang === "en" ? "en-US" : "es-MX", { dateStyle: "long", timeZone: "UTC" });

/** The funnel page (docs/decisions/024): a GET form for the period, the steps with their conversion, the openings by source and language. */
export function funnelPage(
  copy: AdminCopy,
  {
    period,
    report,
    presets,
    error,
  }: {
    period: FunnelPeriod;
    report: FunnelReport;
    presets: { days: number; period: FunnelPeriod }[];
    error?: string;
  },
) {
  const t = copy.funnel;
  const pct = percent(copy.lang);
  const ratio = (part: number, whole: number) => (whole > 0 ? pct.format(part / whole) : "—");
  const day = (text: string) => longDay(copy.lang).format(Date.parse(`${text}T00:00:00Z`));
  const opens = report.steps.open;
  const problem = fieldError("period-error", error);
  const sourceName = (source: string) =>
    quizSources.includes(source as QuizSource) ? t.sources[source as QuizSource] : source;
  const languageName = (language: string) =>
    (t.languages as Record<string, string>)[language] ?? language.toUpperCase();
  const share = (id: string, caption: string, label: string, rows: { name: string; count: number }[]) =>
    html`<table>
      <caption id="${id}">
        ${caption}
      </caption>
      <thead>
        <tr>
          <th scope="col">${label}</th>
          <th scope="col" class="num">${t.count}</th>
          <th scope="col" class="num">${t.share}</th>
        </tr>
      </thead>
      <tbody>
        ${
          rows.length === 0
            ? html`<tr>
                <td colspan="3">${t.none}</td>
              </tr>`
            : rows.map(
                (r) =>
                  html`<tr>
                    <th scope="row">${r.name}</th>
                    <td class="num">${r.count}</td>
                    <td class="num">${ratio(r.count, opens)}</td>
                  </tr>`,
              )
        }
      </tbody>
    </table>`;

  return html`<h1>${t.heading}</h1>
    <p>${t.intro}</p>
    ${problem.message}
    <form method="get" action="/admin/funnel" class="filters" aria-label="${t.period}">
      <div>
        <label for="f-from">${t.from}</label
        ><input id="f-from" name="from" type="date" value="${period.from}" required ${problem.describedBy} />
      </div>
      <div>
        <label for="f-to">${t.to}</label
        ><input id="f-to" name="to" type="date" value="${period.to}" required />
      </div>
      <div class="wide actions">
        <button type="submit">${t.show}</button>
        ${presets.map(
          (p) =>
            html`<a href="/admin/funnel?from=${p.period.from}&amp;to=${p.period.to}"
              >${(t.presets as Record<string, string>)[String(p.days)]}</a
            >`,
        )}
      </div>
    </form>
    <p class="muted">${t.range(day(period.from), day(period.to))}</p>
    <div class="scroll" tabindex="0" role="region" aria-labelledby="steps">
      <table>
        <caption id="steps">
          ${t.steps}
        </caption>
        <thead>
          <tr>
            <th scope="col">${t.step}</th>
            <th scope="col" class="num">${t.count}</th>
            <th scope="col" class="num">${t.fromPrevious}</th>
            <th scope="col" class="num">${t.fromOpen}</th>
          </tr>
        </thead>
        <tbody>
          ${funnelSteps.map((step, i) => {
            const count = report.steps[step];
            const previous = i === 0 ? null : report.steps[funnelSteps[i - 1]!];
            return html`<tr>
              <th scope="row">${t.stepNames[step]}</th>
              <td class="num">${count}</td>
              <td class="num">${previous === null ? "—" : ratio(count, previous)}</td>
              <td class="num">${i === 0 ? "—" : ratio(count, opens)}</td>
            </tr>`;
          })}
        </tbody>
      </table>
    </div>
    <div class="split">
      ${share(
        "by-source",
        t.bySource,
        t.source,
        report.bySource.map((r) => ({ name: sourceName(r.source), count: r.count })),
      )}
      ${share(
        "by-language",
        t.byLanguage,
        t.language,
        report.byLanguage.map((r) => ({ name: languageName(r.language), count: r.count })),
      )}
    </div>`;
}
