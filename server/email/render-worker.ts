/**
 * The render thread's tasks (render-pool.ts runs them in a worker thread, so a
 * strategy's rendering never holds the server's event loop): a strategy's or
 * reply's bodies with the PDF, the PDF alone, and the characters the PDF cannot
 * draw. Each is the same function the server once ran itself.
 */
import { setPriority } from "node:os";
import { strategyPdf, undrawable, type StrategyPdfInput } from "./strategy-pdf.ts";
import type { MailContext } from "./templates/queued.ts";
import { strategyBodies, type StrategyMailData } from "./templates/strategy.ts";

// The lowest CPU priority for this thread only: on a small machine the lead endpoint's
// threads (HTTP, SQLite) go first, and a preview takes what they leave. Linux keeps a
// nice value per thread, so this leaves them as they are; elsewhere it would lower the
// whole process, so it is not done there.
if (process.platform === "linux") setPriority(19);

export type RenderTask =
  | {
      readonly kind: "bodies";
      readonly ctx: MailContext;
      readonly data: StrategyMailData;
      /** False for the composer's preview: the e-mail without its PDF. */
      readonly attach: boolean;
    }
  | { readonly kind: "pdf"; readonly input: StrategyPdfInput }
  | { readonly kind: "undrawable"; readonly text: string };

export default async function render(task: RenderTask): Promise<unknown> {
  switch (task.kind) {
    case "bodies":
      return strategyBodies(task.ctx, task.data, { attach: task.attach });
    case "pdf":
      return strategyPdf(task.input);
    case "undrawable":
      return undrawable(task.text);
  }
}
