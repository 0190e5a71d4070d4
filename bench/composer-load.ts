/**
 * A partner at the composer while visitors send leads (npm run bench:api, decision 095):
 * signs a team member in to the real server (the code read from the outbox: the
 * bench runs the server without its outbox worker), stores one quiz lead, and then,
 * while `run` lasts, previews a 20,000-character strategy and opens its PDF, one
 * after the other, as fast as the server answers them (the preview as the composer
 * posts it with JavaScript). The lead endpoint's figures
 * with and without it, in the same run, say whether the rendering holds its loop.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { DatabaseSync } from "node:sqlite";
import path from "node:path";
import { strategyMaxLength } from "#domain/strategy/document.ts";
import { leadPayload } from "../scripts/server-process.ts";

export const benchMember = "socia@pontas.test";

/** A cookie jar, our Origin on posts, no redirects followed. */
class Session {
  readonly cookies = new Map<string, string>();
  readonly base: string;
  constructor(base: string) {
    this.base = base;
  }

  async request(pathname: string, form?: Record<string, string>) {
    const headers: Record<string, string> = {};
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    if (form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      headers.origin = this.base;
    }
    const res = await fetch(`${this.base}${pathname}`, {
      method: form ? "POST" : "GET",
      headers,
      body: form ? new URLSearchParams(form).toString() : undefined,
      redirect: "manual",
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const eq = pair.indexOf("=");
      if (/max-age=0/i.test(cookie)) this.cookies.delete(pair.slice(0, eq));
      else this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return { res, body: await res.arrayBuffer() };
  }

  /** The CSRF token of the page at `pathname` (one per session: read once, then reused). */
  async token(pathname: string) {
    const page = new TextDecoder().decode((await this.request(pathname)).body);
    const token = /name="_csrf" value="([^"]+)"/.exec(page)?.[1];
    if (!token) throw new Error(`no CSRF token on ${pathname}`);
    return token;
  }

  async post(pathname: string, form: Record<string, string>, tokenFrom = pathname) {
    return this.request(pathname, { ...form, _csrf: await this.token(tokenFrom) });
  }
}

/** The sign-in code the server stored for `email` (its outbox, not sent: the worker is off). */
async function signInCode(dataDir: string, email: string): Promise<string> {
  const db = new DatabaseSync(path.join(dataDir, "data.db"), { readOnly: true });
  try {
    for (let i = 0; i < 100; i += 1) {
      const row = db
        .prepare(
          "select text_body as text from outbox where kind = 'team-signin' and to_addr = ? order by created_at desc limit 1",
        )
        .get(email) as { text: string } | undefined;
      const code = row && /[?&]code=([^&\s]+)/.exec(row.text)?.[1];
      if (code) return decodeURIComponent(code);
      await sleep(50);
    }
  } finally {
    db.close();
  }
  throw new Error("no sign-in code stored");
}

/** A strategy of the longest length the composer takes: headings, paragraphs, lists, links. */
export function longestStrategy(): string {
  const paragraph = "Mañana revisamos la operación en León con el equipo de ventas y de finanzas. ".repeat(
    12,
  );
  let text = "# Estrategia de crecimiento para Bench SA\n\n";
  for (let i = 1; text.length < strategyMaxLength; i += 1)
    text += `## Prioridad ${i}\n\n${paragraph.trim()}\n\n- Indicador semanal https://pontas.mx/es\n- Responsable y fecha\n\n`;
  return text.slice(0, strategyMaxLength).trimEnd();
}

/** Signs the member in and stores a lead to answer; returns what the loop needs. */
export async function composerSession(base: string, dataDir: string) {
  const session = new Session(base);
  await session.post("/admin/login", { email: benchMember });
  const code = await signInCode(dataDir, benchMember);
  const signedIn = await session.post("/admin/login/code", { email: benchMember, code }, "/admin/login");
  if (signedIn.res.status !== 303) throw new Error(`sign-in answered ${signedIn.res.status}`);
  const lead = await fetch(`${base}/functions/v1/send-contact-email`, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": crypto.randomUUID() },
    body: JSON.stringify(leadPayload("composer-bench@example.com")),
  });
  const { id } = (await lead.json()) as { id: string };
  return { session, page: `/admin/leads/${id}/answer` };
}

/**
 * Previews the strategy and opens its PDF, in turn, until `signal` aborts; returns how
 * many of each were answered and their mean time.
 */
export async function composerLoop(
  { session, page }: Awaited<ReturnType<typeof composerSession>>,
  signal: AbortSignal,
) {
  const text = longestStrategy();
  const _csrf = await session.token(page);
  const figures = { previews: 0, pdfs: 0, previewMs: 0, pdfMs: 0, pdfBytes: 0 };
  while (!signal.aborted) {
    let start = performance.now();
    // As the composer posts it with JavaScript: React Router's data request (the action's
    // data, no page rendered again); without JavaScript a preview renders the whole page.
    const preview = await session.request(`${page}.data`, { intent: "preview", text, _csrf });
    if (preview.res.status !== 200) throw new Error(`preview answered ${preview.res.status}`);
    figures.previews += 1;
    figures.previewMs += performance.now() - start;
    if (signal.aborted) break;
    start = performance.now();
    const pdf = await session.request(`${page}/pdf`, { text, _csrf });
    if (pdf.res.status !== 200) throw new Error(`PDF answered ${pdf.res.status}`);
    figures.pdfs += 1;
    figures.pdfMs += performance.now() - start;
    figures.pdfBytes = pdf.body.byteLength;
  }
  return {
    previews: figures.previews,
    pdfs: figures.pdfs,
    previewMs: Math.round(figures.previewMs / Math.max(1, figures.previews)),
    pdfMs: Math.round(figures.pdfMs / Math.max(1, figures.pdfs)),
    pdfKiB: Math.round(figures.pdfBytes / 1024),
  };
}
