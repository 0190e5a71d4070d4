import { pathFor } from "../../domain/site/pages.ts";
import { type Language } from "#i18n/languages.ts";
import { type ScreenId } from "../../domain/site/screens.ts";
import { expect, test } from "./fixtures.ts";

/**
 * docs/decisions/087: a visitor on a slow phone taps the floating quiz button as soon as
 * the page shows. Each visit is a fresh browser context (a cold cache) with the
 * CPU slowed 4×, and the tap comes at DOMContentLoaded, before the page has
 * hydrated (or while it does): the quiz must open every time, as the modal or
 * as the full-page quiz the button links to.
 */
const visits = 10;
const pages: [ScreenId, Language][] = [
  ["home", "es"],
  ["aiIntegration", "en"],
  ["about", "es"],
];

for (const [screen, lang] of pages) {
  test(`a tap at DOMContentLoaded opens the quiz ${visits} times out of ${visits}: ${pathFor(screen, lang)}`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(visits * 30_000);
    const quizPath = pathFor("quiz", lang);
    const outcomes: string[] = [];
    for (let visit = 0; visit < visits; visit++) {
      const context = await browser.newContext({
        baseURL,
        viewport: { width: 360, height: 740 },
        hasTouch: true,
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.goto(pathFor(screen, lang), { waitUntil: "domcontentloaded" });
      await page.getByTestId("quiz-fab").tap();
      const opened = await Promise.race([
        page
          .getByTestId("quiz-modal")
          .waitFor({ state: "visible", timeout: 20_000 })
          .then(() => "modal"),
        page.waitForURL((url) => url.pathname === quizPath, { timeout: 20_000 }).then(() => "page"),
      ]).catch(() => "nothing");
      outcomes.push(opened);
      expect(errors, `page errors on visit ${visit + 1}`).toEqual([]);
      await context.close();
    }
    test.info().annotations.push({ type: "outcomes", description: outcomes.join(", ") });
    expect(outcomes.filter((outcome) => outcome === "nothing")).toEqual([]);
  });
}
