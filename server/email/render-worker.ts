/**
 * The render thread's tasks (render-pool.ts runs them in a worker thread, so a
 * strategy's rendering never holds the server's event loop): a strategy's or
 * reply's bodies with the PDF, the PDF alone, and the characters the PDF cannot
 * draw. Each is the same function the server once ran itself.
 */
import { strategyPdf, undrawable, type StrategyPdfInput } from "./strategy-pdf.ts";
import type { MailContext } from "./templates/queued.ts";
import { strategyBodies, type StrategyMailData } from "./templates/strategy.ts";

export type RenderTask =
  | { readonly kind: "bodies"; readonly ctx: MailContext; readonly data: StrategyMailData }
  | { readonly kind: "pdf"; readonly input: StrategyPdfInput }
  | { readonly kind: "undrawable"; readonly text: string };

export default async function render(task: RenderTask): Promise<unknown> {
  switch (task.kind) {
    case "bodies":
      return strategyBodies(task.ctx, task.data);
    case "pdf":
      return strategyPdf(task.input);
    case "undrawable":
      return undrawable(task.text);
  }
}
