import { questions } from "#domain/quiz/questions.ts";
import { stageKeys, stages, type StageKey } from "#domain/quiz/stages.ts";
import type { InboxStatus } from "../db/schema.ts";
import { serverCopy } from "../locales.ts";
import { html, type Html } from "./html.ts";
import type { eventsOf, getItem, mailsOf } from "./inbox.ts";
import { statuses, timeLeft, type Cursor, type InboxFilters, type InboxItem } from "./inbox.ts";
import type { AdminCopy } from "./locales/es.ts";

export const csrfField = (token: string) => html`<input type="hidden" name="_csrf" value="${token}" />`;

/** A form's error message, and the attribute that ties its field to it (empty without an error). */
export function fieldError(id: string, error: string | undefined) {
  return error
    ? {
        message: html`<p class="error" role="alert" id="${id}">${error}</p>`,
        describedBy: html` aria-describedby="${id}"`,
      }
    : { message: "", describedBy: "" };
}

/** The sign-in's two pages: a heading, a message, and a form of one field posted with the CSRF token. */
function oneFieldForm(o: {
  heading: string;
  before: Html | "";
  error?: string;
  action: string;
  csrf: string;
  hidden?: Html;
  name: string;
  label: string;
  attributes: Html;
  value: string;
  submit: string;
  after?: Html;
}) {
  const error = fieldError(`${o.name}-error`, o.error);
  return html`<h1>${o.heading}</h1>
    ${o.before} ${error.message}
    <form method="post" action="${o.action}">
      ${csrfField(o.csrf)}${o.hidden}
      <label for="${o.name}">${o.label}</label>
      <input
        id="${o.name}"
        name="${o.name}"
        ${o.attributes}
        required
        value="${o.value}"
        ${error.describedBy}
      />
      <button type="submit">${o.submit}</button>
    </form>
    ${o.after}`;
}

export function loginForm(
  copy: AdminCopy,
  csrf: string,
  { error, email = "" }: { error?: string; email?: string } = {},
) {
  return oneFieldForm({
    heading: copy.login.title,
    before: html`<p>${copy.login.intro}</p>`,
    error,
    action: "/admin/login",
    csrf,
    name: "email",
    label: copy.login.email,
    attributes: html`type="email" autocomplete="email"`,
    value: email,
    submit: copy.login.send,
  });
}

export function codeForm(
  copy: AdminCopy,
  csrf: string,
  { email, code = "", sent = false, error }: { email: string; code?: string; sent?: boolean; error?: string },
) {
  return oneFieldForm({
    heading: copy.login.codeTitle,
    before: sent ? html`<p class="notice" role="status">${copy.login.sent}</p>` : "",
    error,
    action: "/admin/login/code",
    csrf,
    hidden: html`<input type="hidden" name="email" value="${email}" />`,
    name: "code",
    label: copy.login.code,
    attributes: html`inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6"`,
    value: code,
    submit: copy.login.signIn,
    after: html`<p><a href="/admin/login">${copy.login.again}</a></p>`,
  });
}

export const mexicoCity = (lang: string) =>
  new Intl.DateTimeFormat(lang === "en" ? "en-US" : "es-MX", {
    timeZone: "America/Mexico_City",
    dateStyle: "medium",
    timeStyle: "short",
  });

export function sourceOf(item: { kind: "lead" | "message"; quizSource: string }): keyof AdminCopy["sources"] {
  if (item.kind === "message") return "contact";
  if (item.quizSource === "fab") return "fab";
  if (item.quizSource === "page") return "quizPage";
  return "cta";
}

const isStage = (value: string | null): value is StageKey => stageKeys.includes(value as StageKey);

function stageName(copy: AdminCopy, key: string | null) {
  return isStage(key) ? serverCopy[copy.lang].quiz.stages[key].name : (key ?? "");
}

function dueBadge(copy: AdminCopy, item: Parameters<typeof timeLeft>[0], now: number): Html | "" {
  const left = timeLeft(item, now);
  if (left === null) return "";
  const minutes = Math.floor(Math.abs(left) / 60_000);
  const [h, m] = [Math.floor(minutes / 60), minutes % 60];
  return left < 0
    ? html`<span class="badge late">${copy.due.overdue(h, m)}</span>`
    : html`<span class="badge">${copy.due.left(h, m)}</span>`;
}

function mailBadges(copy: AdminCopy, mails: InboxItem["mails"]) {
  return mails.map(
    (m) =>
      html`<span class="badge ${m.status}">${copy.mailKinds[m.kind]}: ${copy.mailStates[m.status]}</span>`,
  );
}

function itemCard(copy: AdminCopy, item: InboxItem, now: number) {
  const overdue = (timeLeft(item, now) ?? 0) < 0;
  const date = mexicoCity(copy.lang).format(item.createdAt);
  const utm = Object.entries(item.utm)
    .map(([k, v]) => `${k}=${v}`)
    .join(", ");
  return html`<li class="item${overdue ? " overdue" : ""}">
    <div>
      <p class="name"><a href="/admin/leads/${encodeURIComponent(item.id)}">${item.name}</a></p>
      <p>${item.company}</p>
      <p class="muted">${item.email}</p>
    </div>
    <div>
      <p><time datetime="${new Date(item.createdAt).toISOString()}">${date}</time></p>
      <p>
        ${copy.sources[sourceOf(item)]}${item.kind === "lead" && item.pagePath ? html` <span class="muted">${item.pagePath}</span>` : ""}
      </p>
      ${item.kind === "lead" ? html`<p>${stageName(copy, item.stage)} · ${item.score}</p>` : ""}
    </div>
    <div>
      <p>
        <span class="badge">${copy.statuses[item.status]}</span
        >${item.requestCall ? html`<span class="badge">${copy.list.callRequested}</span>` : ""}${dueBadge(copy, item, now)}
      </p>
      <p>${mailBadges(copy, item.mails)}</p>
      <p class="muted">
        ${item.language.toUpperCase()}${utm ? ` · ${utm}` : ""}${item.referrer ? ` · ${item.referrer}` : ""}
      </p>
    </div>
  </li>`;
}

function select(
  name: string,
  label: string,
  value: string | undefined,
  options: readonly (readonly [string, string])[],
  any: string,
) {
  return html`<div>
    <label for="f-${name}">${label}</label
    ><select id="f-${name}" name="${name}">
      <option value="">${any}</option>
      ${options.map(
        ([v, text]) => html`<option value="${v}" ${v === value ? html` selected` : ""}>${text}</option>`,
      )}
    </select>
  </div>`;
}

export function filterQuery(filters: InboxFilters, cursor?: Cursor | null) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== "") params.set(key, String(value));
  if (cursor) params.set("before", `${cursor.createdAt}.${cursor.id}`);
  const query = params.toString();
  return query ? `?${query}` : "";
}

export function listPage(
  copy: AdminCopy,
  {
    filters,
    items,
    overdue,
    next,
    paged,
    now,
  }: {
    filters: InboxFilters;
    items: InboxItem[];
    overdue: InboxItem[];
    next: Cursor | null;
    paged: boolean;
    now: number;
  },
) {
  const t = copy.list;
  return html`<h1>${t.heading}</h1>
    <form method="get" action="/admin" class="filters" role="search" aria-label="${t.filters}">
      <div class="wide">
        <label for="f-q">${t.search}</label
        ><input id="f-q" name="q" type="search" value="${filters.q ?? ""}" />
      </div>
      ${select(
        "status",
        t.status,
        filters.status,
        statuses.map((s) => [s, copy.statuses[s]] as const),
        t.any,
      )}
      ${select(
        "stage",
        t.stage,
        filters.stage,
        stages.map((s) => [s.key, serverCopy[copy.lang].quiz.stages[s.key].name] as const),
        t.any,
      )}
      ${select(
        "call",
        t.call,
        filters.call,
        [
          ["yes", t.yes],
          ["no", t.no],
        ],
        t.any,
      )}
      ${select(
        "language",
        t.language,
        filters.language,
        [
          ["es", "Español"],
          ["en", "English"],
        ],
        t.any,
      )}
      ${select("period", t.period, filters.period?.toString(), Object.entries(t.periods), t.any)}
      <div class="wide"><button type="submit">${t.apply}</button> <a href="/admin">${t.clear}</a></div>
    </form>
    <p class="exports">
      ${copy.export.label}:
      <a href="/admin/export/csv${filterQuery(filters)}" download>${copy.export.csv}</a>
      ·
      <a href="/admin/export/json${filterQuery(filters)}" download>${copy.export.json}</a>
    </p>
    ${
      overdue.length > 0 && !paged
        ? html`<h2 id="overdue">${t.overdue}</h2>
            <ol class="items" aria-labelledby="overdue">
              ${overdue.map((i) => itemCard(copy, i, now))}
            </ol>`
        : ""
    }
    <h2 id="all">${t.heading}</h2>
    ${
      items.length === 0
        ? html`<p>${t.none}</p>`
        : html`<ol class="items" aria-labelledby="all">
            ${items.map((i) => itemCard(copy, i, now))}
          </ol>`
    }
    <nav class="pager" aria-label="${t.heading}">
      ${paged ? html`<a href="/admin${filterQuery(filters)}">${t.first}</a>` : ""}
      ${next ? html`<a href="/admin${filterQuery(filters, next)}" rel="next">${t.next}</a>` : ""}
    </nav>`;
}

type Item = NonNullable<Awaited<ReturnType<typeof getItem>>>;
type Mail = Awaited<ReturnType<typeof mailsOf>>[number];
type Event = Awaited<ReturnType<typeof eventsOf>>[number];

function eventText(copy: AdminCopy, event: Event): string {
  const detail = JSON.parse(event.detail) as Record<string, string | null>;
  const e = copy.lead.events;
  switch (event.type) {
    case "status": {
      const name = (s: string | null | undefined) => (s ? (copy.statuses[s as InboxStatus] ?? s) : "—");
      return e.status(name(detail.from), name(detail.to)) + (detail.reason ? `: ${detail.reason}` : "");
    }
    case "owner":
      return e.owner(detail.from ?? copy.lead.nobody, detail.to ?? copy.lead.nobody);
    case "note":
      return `${e.note}: ${detail.text ?? ""}`;
    case "retry":
      return e.retry;
  }
}

export function leadPage(
  copy: AdminCopy,
  {
    item,
    mails,
    events,
    team,
    csrf,
    now,
    notice,
    error,
  }: {
    item: Item;
    mails: Mail[];
    events: Event[];
    team: readonly string[];
    csrf: string;
    now: number;
    notice?: string;
    error?: string;
  },
) {
  const t = copy.lead;
  const date = mexicoCity(copy.lang);
  const base = `/admin/leads/${encodeURIComponent(item.id)}`;
  let quiz: Html | "" = "";
  if (item.kind === "lead") {
    const payload = JSON.parse(item.payload) as { mensaje?: string; quizData?: Record<string, string> };
    const answers = payload.quizData ?? {};
    const qc = serverCopy[copy.lang].quiz;
    const stage = stages.find((s) => s.key === item.stage);
    quiz = html`<section class="panel" aria-labelledby="answers">
      <h2 id="answers">${t.answers}</h2>
      <dl>
        ${questions.map((q) => {
          const labels: Record<string, string> = qc.questions[q.id].options;
          const value = answers[q.id] ?? "";
          return html`<dt>${qc.questions[q.id].title}</dt>
            <dd>${labels[value] ?? value}</dd>`;
        })}
        <dt>${t.score}</dt>
        <dd>${item.score}</dd>
        <dt>${t.stage}</dt>
        <dd>${stageName(copy, item.stage)}</dd>
        <dt>${t.services}</dt>
        <dd>${(stage?.services ?? []).map((id) => serverCopy[copy.lang].services[id]).join(", ")}</dd>
        <dt>${t.message}</dt>
        <dd><span class="text">${payload.mensaje || t.noMessage}</span></dd>
      </dl>
    </section>`;
  }
  const utm =
    item.kind === "lead"
      ? Object.entries(item.utm)
          .map(([k, v]) => `${k}=${v}`)
          .join(", ")
      : "";
  const owners = team.map((a) => [a, a] as const);
  return html`<p><a href="/admin">${t.back}</a></p>
    <h1>${item.name}</h1>
    ${notice ? html`<p class="notice" role="status">${notice}</p>` : ""}
    ${error ? html`<p class="error" role="alert">${error}</p>` : ""}
    <p>
      ${item.kind === "lead" ? html`<span class="badge">${copy.statuses[item.status]}</span>${item.requestCall ? html`<span class="badge">${copy.list.callRequested}</span>` : ""}${dueBadge(copy, item, now)}` : html`<span class="badge">${copy.list.message}</span><span class="badge">${copy.statuses[item.status]}</span>`}
    </p>
    <section class="panel" aria-labelledby="person">
      <h2 id="person">${t.attribution}</h2>
      <dl>
        <dt>${t.email}</dt>
        <dd>${item.email}</dd>
        <dt>${t.company}</dt>
        <dd>${item.company || "—"}</dd>
        <dt>${t.received}</dt>
        <dd>${date.format(item.createdAt)}</dd>
        <dt>${t.language}</dt>
        <dd>${item.language.toUpperCase()}</dd>
        <dt>${copy.list.columns.source}</dt>
        <dd>
          ${copy.sources[sourceOf({ kind: item.kind, quizSource: item.kind === "lead" ? item.quizSource : "" })]}
        </dd>
        ${
          item.kind === "lead"
            ? html`<dt>${t.quizSource}</dt>
                <dd>${item.quizSource || "—"}</dd>`
            : ""
        }
        <dt>${t.page}</dt>
        <dd>${item.pagePath || "—"}</dd>
        ${
          item.kind === "lead"
            ? html`<dt>${t.referrer}</dt>
                <dd>${item.referrer || "—"}</dd>
                <dt>${t.utm}</dt>
                <dd>${utm || "—"}</dd>`
            : ""
        }
        ${
          item.kind === "message"
            ? html`<dt>${t.message}</dt>
                <dd><span class="text">${item.message}</span></dd>`
            : ""
        }
      </dl>
    </section>
    ${quiz}
    <section class="panel" aria-labelledby="mails">
      <h2 id="mails">${t.mails}</h2>
      ${
        mails.length === 0
          ? html`<p>${t.noMails}</p>`
          : html`<ul class="history">
              ${mails.map(
                (m) =>
                  html`<li>
                    <span class="badge ${m.status}">${copy.mailStates[m.status]}</span>
                    ${copy.mailKinds[m.kind]} → ${m.toAddr} · ${m.subject} ·
                    ${t.attempts(m.attempts)}${m.sentAt ? ` · ${date.format(m.sentAt)}` : ""}${
                      m.lastError && m.status !== "sent"
                        ? html` · <span class="muted">${t.lastError}: ${m.lastError}</span>`
                        : ""
                    }${
                      m.status === "failed"
                        ? html`<form method="post" action="${base}/mails/${encodeURIComponent(m.id)}/retry">
                            ${csrfField(csrf)}<button type="submit">${t.retry}</button>
                          </form>`
                        : ""
                    }
                  </li>`,
              )}
            </ul>`
      }
    </section>
    <section class="panel" aria-labelledby="workflow">
      <h2 id="workflow">${t.workflow}</h2>
      <form method="post" action="${base}/workflow">
        ${csrfField(csrf)}
        <label for="status">${t.status}</label>
        <select id="status" name="status">
          ${statuses.map((s) => html`<option value="${s}" ${s === item.status ? html` selected` : ""}>${copy.statuses[s]}</option>`)}
        </select>
        <label for="lostReason">${t.lostReason}</label>
        <input id="lostReason" name="lostReason" maxlength="500" value="${item.lostReason ?? ""}" />
        <label for="owner">${t.owner}</label>
        <select id="owner" name="owner">
          <option value="">${t.nobody}</option>
          ${owners.map(([v, text]) => html`<option value="${v}" ${v === item.owner ? html` selected` : ""}>${text}</option>`)}
        </select>
        <button type="submit">${t.save}</button>
      </form>
      <form method="post" action="${base}/notes">
        ${csrfField(csrf)}
        <label for="note">${t.note}</label>
        <textarea id="note" name="note" maxlength="5000" required></textarea>
        <button type="submit">${t.addNote}</button>
      </form>
    </section>
    <section class="panel" aria-labelledby="history">
      <h2 id="history">${t.history}</h2>
      ${
        events.length === 0
          ? html`<p>${t.noHistory}</p>`
          : html`<ol class="history">
              ${events.map(
                (e) =>
                  html`<li>
                    <time datetime="${new Date(e.at).toISOString()}">${date.format(e.at)}</time> ·
                    ${e.actor}<br /><span class="text">${eventText(copy, e)}</span>
                  </li>`,
              )}
            </ol>`
      }
    </section>
    <p><a class="danger" href="${base}/erase">${copy.erase.button}</a></p>`;
}
