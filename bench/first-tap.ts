/**
 * "First tap" (docs/decisions/087): with the CPU slowed as the reference phone (bench/phone.ts;
 * 4× on a host of benchmarkIndex 1,500 or less) and a cold cache (a new Chromium
 * with an empty profile for every run), how long after its first paint does a tap
 * on the floating quiz button open the quiz?
 *
 * From the first contentful paint on, the run taps the button (`data-testid="quiz-fab"`,
 * a `<button>` or a link) again and again until the quiz is open: its modal dialog
 * is visible, or the browser is on the quiz page of the page's language and has
 * painted its heading. It reports when the tap that worked was made and when the
 * quiz showed, both counted from the first paint. A button that does nothing before
 * hydration shows as a later working tap; a link works from the first paint.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { languageOfPath, pathFor } from "../domain/site/pages.ts";

export interface TapRun {
  /** ms from the first contentful paint to the tap that opened the quiz (null: never within the time limit). */
  tapMs: number | null;
  /** ms from the first contentful paint until the quiz was visible. */
  openMs: number | null;
  /** Taps made (1 = the tap made at first paint worked). */
  taps: number;
  /** How the quiz opened. */
  opened: "modal" | "page" | null;
}

const limitMs = 30_000;
/** How long a tap is given to open the quiz before the next tap. */
const answerMs = 400;

/** Epoch ms of the page's first contentful paint, once there is one. */
async function firstPaintAt(page: Page): Promise<number> {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    const at = await page
      .evaluate(() => {
        const fcp = performance.getEntriesByName("first-contentful-paint")[0];
        return fcp ? performance.timeOrigin + fcp.startTime : null;
      })
      .catch(() => null);
    if (at !== null) return at;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no first contentful paint on ${page.url()} within ${limitMs} ms`);
}

/** Whether the quiz is open: its modal is visible, or this is the quiz page with its heading painted. */
async function quizOpen(page: Page, quizPath: string): Promise<TapRun["opened"]> {
  return page
    .evaluate((quizPath) => {
      const modal = document.querySelector<HTMLElement>('[data-testid="quiz-modal"]');
      if (modal && modal.checkVisibility()) return "modal" as const;
      if (location.pathname === quizPath && document.querySelector("main h1")) return "page" as const;
      return null;
    }, quizPath)
    .catch(() => null); // the page is navigating: no document to ask yet
}

/**
 * One run in a fresh browser: `executablePath` is Chromium, `url` a page showing the floating
 * button, `cpuSlowdown` the CPU multiplier.
 */
export async function firstTapRun(executablePath: string, url: string, cpuSlowdown: number): Promise<TapRun> {
  const lang = languageOfPath(new URL(url).pathname);
  if (!lang) throw new Error(`${url} has no language`);
  const quizPath = pathFor("quiz", lang);
  const profile = mkdtempSync(path.join(os.tmpdir(), "first-tap-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    await page.goto(url, { waitUntil: "commit" });
    const paintedAt = await firstPaintAt(page);
    const fab = page.getByTestId("quiz-fab");
    let taps = 0;
    let lastTapAt = 0;
    while (Date.now() - paintedAt < limitMs) {
      const tappedAt = Date.now();
      // No actionability wait beyond the element being there: a visitor taps what they see.
      // A tap that fails (the button hidden behind the opening modal) is not counted; one
      // that reports an error because the link it hit navigated away is.
      const tapped = await fab
        .tap({ timeout: 10_000, noWaitAfter: true, force: true })
        .then(() => true)
        .catch(() => new URL(page.url()).pathname === quizPath);
      if (tapped) {
        taps++;
        lastTapAt = tappedAt;
      }
      const until = Date.now() + answerMs;
      do {
        const opened = await quizOpen(page, quizPath);
        // The quiz opened from the last tap made (React replays a tap made while it hydrates).
        if (opened && taps > 0) {
          return { tapMs: lastTapAt - paintedAt, openMs: Date.now() - paintedAt, taps, opened };
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      } while (
        Date.now() < until ||
        (new URL(page.url()).pathname === quizPath && Date.now() - paintedAt < limitMs)
      );
    }
    return { tapMs: null, openMs: null, taps, opened: null };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
