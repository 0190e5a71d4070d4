import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../tests/setup/browser.ts";
const b = await chromium.launch(chromiumLaunchOptions());
const page = await b.newPage();
page.on("console", (m) => console.log("console:", m.text()));
await page.goto("http://127.0.0.1:3100/en/about");
await page.getByTestId("quiz-fab").focus();
await page.keyboard.press("Enter");
await page.getByTestId("quiz-modal").waitFor();
for (const value of ["20m-50m", "101-500", "optimize", "multinational"]) {
  const option = page.getByTestId(`quiz-option-${value}`);
  for (let i = 0; i < 15; i++) {
    const info = await page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.getAttribute("role")} ${document.activeElement?.getAttribute("data-testid") ?? document.activeElement?.textContent?.slice(0, 30)}`);
    console.log(value, i, info);
    if ((await option.count()) && (await option.evaluate((el) => el === document.activeElement))) break;
    const inGroup = await page.evaluate(() => document.activeElement?.getAttribute("role") === "radio");
    await page.keyboard.press(inGroup ? "ArrowDown" : "Tab");
  }
  await page.keyboard.press("Space");
  await page.waitForTimeout(200);
}
await b.close();
