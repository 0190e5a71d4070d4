import type { Page } from "@playwright/test";

/**
 * Renders every element the page renders late (`content-visibility: auto`, app.css
 * `lazy-render`, docs/decisions/085), as a visitor who scrolls to it sees it, and returns
 * their heights. axe reads a skipped element's content unreliably, and a full-page
 * screenshot measures the page first, so both render them before they look.
 */
export function renderLateBands(page: Page): Promise<number[]> {
  return page.evaluate(async () => {
    const late = [...document.querySelectorAll<HTMLElement>("*")].filter(
      (element) => getComputedStyle(element).contentVisibility === "auto",
    );
    for (const element of late) element.style.contentVisibility = "visible";
    const heights = late.map((element) => Math.round(element.getBoundingClientRect().height));
    // Two frames: the bands are painted, not only laid out, before anything looks at them.
    await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
    return heights;
  });
}
