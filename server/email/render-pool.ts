import { Piscina } from "piscina";
import type { StrategyPdfInput } from "./strategy-pdf.ts";
import type { MailContext } from "./templates/queued.ts";
import type { strategyBodies, StrategyMailData } from "./templates/strategy.ts";
import type { RenderTask } from "./render-worker.ts";

/**
 * A strategy's rendering off the main thread (docs/decisions/095): the composer's
 * preview, its PDF and the outbox's strategy e-mails are rendered by one worker
 * thread (piscina), so a partner previewing a 20,000-character strategy never holds
 * the event loop that answers the lead endpoint. One thread: the server has one
 * event loop to protect and a small machine; tasks wait their turn. It starts with
 * the first task and stops after a minute without one (react-dom and pdfkit are
 * loaded there only, ~40 MiB, and only while strategies are being written).
 */

// The worker's module beside this one: render-worker.ts from source, render-worker.js in
// the built server (scripts/build-server.ts builds it as an entry point beside index.js).
const workerUrl = new URL(
  import.meta.url.endsWith(".ts") ? "./render-worker.ts" : "./render-worker.js",
  import.meta.url,
);

let pool: Piscina | null = null;

function run<T>(task: RenderTask): Promise<T> {
  pool ??= new Piscina({ filename: workerUrl.href, minThreads: 0, maxThreads: 1, idleTimeout: 60_000 });
  return pool.run(task) as Promise<T>;
}

type Rendered = Awaited<ReturnType<typeof strategyBodies>>;

/** A buffer that crossed threads arrives as a Uint8Array: a Buffer again, on the same memory. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * A strategy's or reply's bodies and PDF (templates/strategy.ts), rendered in the
 * worker thread; without the PDF when `attach` is false (the composer's preview).
 */
export async function renderStrategy(
  ctx: MailContext,
  data: StrategyMailData,
  { attach = true }: { attach?: boolean } = {},
): Promise<Rendered> {
  const rendered = await run<Rendered>({
    kind: "bodies",
    ctx: { site: ctx.site, leadsTo: ctx.leadsTo },
    data,
    attach,
  });
  const attachments = rendered.attachments.map((a) => ({
    filename: a.filename,
    contentType: "application/pdf" as const,
    content: asBuffer(a.content),
  }));
  return { ...rendered, attachments };
}

/** The strategy's PDF (strategy-pdf.ts), rendered in the worker thread. */
export async function renderStrategyPdf(input: StrategyPdfInput): Promise<Buffer> {
  return asBuffer(await run<Uint8Array>({ kind: "pdf", input }));
}

/** The characters of a text the PDF cannot draw as written (strategy-pdf.ts `undrawable`), in the worker thread. */
export function undrawableOffThread(text: string): Promise<string[]> {
  return run<string[]>({ kind: "undrawable", text });
}

/** Stops the worker thread (the server's shutdown; tests). Tasks in progress finish first. */
export async function closeRenderPool(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.close();
}
