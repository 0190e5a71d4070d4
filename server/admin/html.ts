import { createHash } from "node:crypto";
import type { AdminCopy } from "./locales/es.ts";

/**
 * Server-rendered HTML of the team inbox: every interpolated value is escaped
 * unless it is already Html (made by this tag), so lead text renders inert.
 */
export class Html {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  toString() {
    return this.value;
  }
}

type Value = Html | string | number | null | undefined | false | readonly Value[];

function render(value: Value): string {
  if (value === null || value === undefined || value === false) return "";
  if (value instanceof Html) return value.value;
  if (Array.isArray(value)) return value.map(render).join("");
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  return new Html(
    strings.reduce((out, part, i) => out + part + (i < values.length ? render(values[i]) : ""), ""),
  );
}

const styles = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#14213d;background:#f6f7f9}
a{color:#0b4f9c}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.skip{position:absolute;left:-9999px}.skip:focus{left:1rem;top:1rem;background:#fff;padding:.5rem}
header{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;justify-content:space-between;padding:.75rem 1rem;background:#14213d;color:#fff}
header a{color:#fff}header p{margin:0}
header form{display:inline}
main{max-width:72rem;margin:0 auto;padding:1rem}
h1{font-size:1.5rem;margin:.5rem 0 1rem}h2{font-size:1.2rem;margin:1.5rem 0 .5rem}
label{display:block;font-weight:600;margin:.5rem 0 .25rem}
input,select,textarea{display:block;font:inherit;padding:.5rem;border:1px solid #6b7280;border-radius:.375rem;width:100%;max-width:28rem;background:#fff;color:inherit}
textarea{min-height:6rem}
button,.button{font:inherit;display:inline-block;padding:.5rem 1rem;border-radius:.375rem;border:1px solid #0b4f9c;background:#0b4f9c;color:#fff;cursor:pointer;text-decoration:none;margin-top:.5rem}
.link{background:none;border:none;color:inherit;text-decoration:underline;padding:0;margin:0}
.notice{padding:.75rem 1rem;border-radius:.375rem;background:#e0f2fe;border:1px solid #0369a1}
.error{padding:.75rem 1rem;border-radius:.375rem;background:#fef2f2;border:1px solid #b91c1c;color:#7f1d1d}
.filters{display:grid;grid-template-columns:repeat(auto-fit,minmax(10rem,1fr));gap:0 1rem;background:#fff;padding:1rem;border-radius:.5rem;border:1px solid #d1d5db}
.filters .wide{grid-column:1/-1}
.actions{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1.25rem}.actions a{padding:.25rem 0}
.items{list-style:none;margin:1rem 0;padding:0;display:grid;gap:.75rem}
.item{background:#fff;border:1px solid #d1d5db;border-radius:.5rem;padding:.75rem 1rem;display:grid;gap:.25rem 1rem;grid-template-columns:repeat(auto-fit,minmax(14rem,1fr))}
.item.overdue{border:2px solid #b91c1c;background:#fff5f5}
.item p{margin:0}.item .name{font-weight:700}
.badge{display:inline-block;font-size:.875rem;padding:0 .5rem;border-radius:999px;background:#e5e7eb;color:#111827;margin:0 .25rem .25rem 0}
.badge.late{background:#b91c1c;color:#fff}.badge.failed{background:#fde2e2;color:#7f1d1d}.badge.sent{background:#dcfce7;color:#14532d}
.muted{color:#4b5563}
dl{display:grid;grid-template-columns:minmax(8rem,max-content) 1fr;gap:.25rem 1rem;margin:0}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
.text{white-space:pre-wrap}
@media (max-width:40rem){dl{grid-template-columns:1fr;gap:0}dd{margin-bottom:.5rem}}
.panel{background:#fff;border:1px solid #d1d5db;border-radius:.5rem;padding:1rem;margin:1rem 0}.panel>h2:first-child{margin-top:0}
.history{list-style:none;padding:0;margin:0}.history li{border-top:1px solid #e5e7eb;padding:.5rem 0;overflow-wrap:anywhere}
.pager{display:flex;gap:1rem}
nav.sections ul{display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;list-style:none;margin:0;padding:0}
nav.sections a[aria-current=page]{font-weight:700;text-decoration-thickness:3px}
table{border-collapse:collapse;width:100%;background:#fff;margin:1rem 0}
caption{text-align:left;font-weight:700;font-size:1.1rem;padding:.5rem 0}
th,td{text-align:left;padding:.5rem .75rem;border-bottom:1px solid #e5e7eb;vertical-align:top}
thead th{border-bottom:2px solid #6b7280}
.num{text-align:right;font-variant-numeric:tabular-nums}
@media (max-width:40rem){th,td{padding:.4rem .25rem;font-size:.8125rem}}
.scroll{overflow-x:auto}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.check{display:flex;gap:.75rem;align-items:flex-start;margin-top:0}.check input{width:1.25rem;height:1.25rem;flex:none;margin:.15rem 0 0;accent-color:#b91c1c}.check label{margin:0;font-weight:400}
button.danger{background:#b91c1c;border-color:#b91c1c}a.danger{color:#b91c1c;font-weight:600}
.split{display:grid;gap:0 1.5rem;grid-template-columns:repeat(auto-fit,minmax(18rem,1fr))}
`;

/** Made here, not in a template that a formatter could re-indent: the CSP hash covers its exact text. */
const styleTag = new Html(`<style>${styles}</style>`);

/** The inbox's Content-Security-Policy: no script at all, this one stylesheet. */
export const adminCsp = [
  "default-src 'none'",
  `style-src 'sha256-${createHash("sha256").update(styles, "utf8").digest("base64")}'`,
  "img-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join("; ");

export interface LayoutOptions {
  readonly copy: AdminCopy;
  readonly title: string;
  /** The path of this page, for the language switch to come back to. */
  readonly path: string;
  readonly member?: { readonly email: string; readonly csrf: string };
}

/** The inbox's sections, in the header's navigation once signed in. */
const sections = [
  ["/admin", "inbox"],
  ["/admin/funnel", "funnel"],
  ["/admin/erasures", "erasures"],
] as const;

export function layout({ copy, title, path, member }: LayoutOptions, body: Html): string {
  const other = copy.lang === "es" ? "en" : "es";
  return `<!doctype html>${html`<html lang="${copy.lang}">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex, nofollow" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <title>${title} · ${copy.title}</title>
      ${styleTag}
    </head>
    <body>
      <a class="skip" href="#main">${copy.skip}</a>
      <header>
        <p><a href="/admin">${copy.title}</a></p>
        <p>
          <a href="/admin/lang/${other}?next=${encodeURIComponent(path)}" lang="${other}" hreflang="${other}"
            >${copy.switchLanguage}</a
          >
        </p>
        ${
          member
            ? html`<nav class="sections" aria-label="${copy.nav.label}">
                <ul>
                  ${sections.map(
                    ([href, key]) =>
                      html`<li>
                        <a
                          href="${href}"
                          ${path.replace(/\/+$/, "") === href ? html` aria-current="page"` : ""}
                          >${copy.nav[key]}</a
                        >
                      </li>`,
                  )}
                </ul>
              </nav>`
            : ""
        }
        ${
          member
            ? html`<form method="post" action="/admin/logout">
                <input type="hidden" name="_csrf" value="${member.csrf}" /><span
                  >${copy.signedInAs} ${member.email}</span
                >
                <button class="link" type="submit">${copy.signOut}</button>
              </form>`
            : ""
        }
      </header>
      <main id="main">${body}</main>
    </body>
  </html>`}`;
}

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}
