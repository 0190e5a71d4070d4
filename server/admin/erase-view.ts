import { html } from "./html.ts";
import type { AdminCopy } from "./locales/es.ts";
import { csrfField, fieldError, mexicoCity } from "./views.ts";

/** The erasure's confirmation (docs/decisions/025): what will go, a checkbox, a POST with the CSRF token. */
export function erasePage(
  copy: AdminCopy,
  {
    id,
    email,
    leads,
    messages,
    csrf,
    error,
  }: { id: string; email: string; leads: number; messages: number; csrf: string; error?: string },
) {
  const t = copy.erase;
  const base = `/admin/leads/${encodeURIComponent(id)}`;
  const problem = fieldError("erase-error", error);
  return html`<p><a href="${base}">${copy.lead.back}</a></p>
    <h1>${t.heading(email)}</h1>
    ${problem.message}
    <p>${t.intro}</p>
    <p>${t.found(leads, messages)}</p>
    <form method="post" action="${base}/erase" class="panel">
      ${csrfField(csrf)}
      <p class="check">
        <input id="confirm" name="confirm" type="checkbox" value="yes" required ${problem.describedBy} />
        <label for="confirm">${t.confirm}</label>
      </p>
      <button type="submit" class="danger">${t.submit}</button>
      <a href="${base}">${t.cancel}</a>
    </form>`;
}

export interface ErasureRecord {
  readonly id: string;
  readonly at: number;
  readonly actor: string;
  readonly leads: number;
  readonly messages: number;
  readonly mails: number;
  readonly files: number;
}

/** The history of erasures: who and when and how much, never whose. */
export function erasuresPage(
  copy: AdminCopy,
  { records, notice }: { records: ErasureRecord[]; notice?: string },
) {
  const t = copy.erasures;
  const date = mexicoCity(copy.lang);
  return html`<h1 id="erasures-heading">${t.heading}</h1>
    ${notice ? html`<p class="notice" role="status">${notice}</p>` : ""}
    <p>${t.intro}</p>
    ${
      records.length === 0
        ? html`<p>${t.none}</p>`
        : html`<div class="scroll" tabindex="0" role="region" aria-labelledby="erasures-heading">
            <table>
              <caption class="sr-only">
                ${t.heading}
              </caption>
              <thead>
                <tr>
                  <th scope="col">${t.when}</th>
                  <th scope="col">${t.who}</th>
                  <th scope="col">${t.what}</th>
                </tr>
              </thead>
              <tbody>
                ${records.map(
                  (r) =>
                    html`<tr>
                      <td><time datetime="${new Date(r.at).toISOString()}">${date.format(r.at)}</time></td>
                      <td>${r.actor}</td>
                      <td>${t.counts(r.leads, r.messages, r.mails, r.files)}</td>
                    </tr>`,
                )}
              </tbody>
            </table>
          </div>`
    }`;
}
