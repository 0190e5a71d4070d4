import { afterAll, describe, expect, it } from "vitest";
import { strategyMaxLength } from "#domain/strategy/document.ts";
import { parseSiteSettings } from "#domain/site/settings.ts";
import { closeRenderPool, renderStrategy, renderStrategyPdf, undrawableOffThread } from "./render-pool.ts";
import { strategyBodies } from "./templates/strategy.ts";

/** The strategy's rendering runs in a worker thread (decision 095): the event loop stays free meanwhile. */

const ctx = { site: parseSiteSettings({}), leadsTo: ["equipo@pontas.mx"] };
const sentAt = Date.UTC(2026, 10, 26, 18, 0);

/** A strategy of the longest length the composer takes. */
function longest(): string {
  const paragraph = "Mañana revisamos la operación en León con Łukasz, Γιώργος y Дмитрий. ".repeat(30).trim();
  let text = "";
  for (let i = 1; text.length < strategyMaxLength; i += 1)
    text += `## Sección ${i}\n\n${paragraph}\n\n- uno https://pontas.mx/es\n- dos\n\n`;
  return text.slice(0, strategyMaxLength).trimEnd();
}

const data = {
  language: "es" as const,
  kind: "strategy" as const,
  text: longest(),
  partner: { name: "Ana Pérez", email: "ana@pontas.mx" },
  company: "Aceros del Norte S.A. de C.V.",
  sentAt,
};

/** The longest the event loop went without running a 2 ms timer while `work` ran. */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 2);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(longest, performance.now() - last);
}

afterAll(() => closeRenderPool());

describe("the render thread", () => {
  it("gives the same bodies and PDF as rendering in place", async () => {
    const [off, here] = await Promise.all([renderStrategy(ctx, data), strategyBodies(ctx, data)]);
    expect(off.html).toBe(here.html);
    expect(off.text).toBe(here.text);
    expect(off.replyToName).toBe("Ana Pérez");
    expect(off.attachments).toHaveLength(1);
    expect(Buffer.isBuffer(off.attachments[0]!.content)).toBe(true);
    expect(off.attachments[0]!.content.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(off.attachments[0]!.contentType).toBe("application/pdf");
    expect(await undrawableOffThread("Łukasz שלום 中")).toEqual([..."שלום", "中"]);
    // The composer's preview: the same e-mail, without the PDF.
    const preview = await renderStrategy(ctx, data, { attach: false });
    expect(preview.html).toBe(here.html);
    expect(preview.attachments).toEqual([]);
  });

  it("keeps the event loop free while a 20,000-character strategy and its PDF are rendered", async () => {
    await renderStrategy(ctx, { ...data, text: "Hola." }); // the thread has started and loaded its modules
    // In place, the same work holds the loop for the whole rendering.
    const inPlace = await longestStall(() => strategyBodies(ctx, data));
    const offThread = await longestStall(async () => {
      await renderStrategy(ctx, data);
      await renderStrategyPdf({ ...data, brand: "Pontàs", blocks: [{ type: "paragraph", text: data.text }] });
    });
    // (The control: in place the loop stalls ~90-150 ms here; off the thread a few ms. On a
    // busy machine both grow with the scheduler's delays, so the bound is relative too.)
    expect(inPlace, `in place ${inPlace} ms`).toBeGreaterThan(50);
    expect(offThread, `off the thread ${offThread} ms, in place ${inPlace} ms`).toBeLessThan(
      Math.max(30, inPlace / 4),
    );
  });
});
