import type { Page } from "@playwright/test";

/**
 * Renders every block the browser skips for now (`content-visibility: auto`, the
 * `render-when-near` utility of app/app.css, far from the viewport). A reader who
 * scrolls gets them rendered on the way; a tool that reads the laid-out page in one
 * go does not: axe finds no background to measure contrast against, and a full-page
 * screenshot leaves them blank.
 */
export async function renderSkippedBlocks(page: Page): Promise<void> {
  await page.locator("body").evaluate((body) => {
    for (const el of body.querySelectorAll<HTMLElement>("*"))
      if (getComputedStyle(el).contentVisibility === "auto") el.style.contentVisibility = "visible";
  });
}
