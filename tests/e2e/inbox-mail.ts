import { expect, type Page } from "@playwright/test";
import { inbox as esInbox } from "#i18n/locales/es/inbox.ts";
import { simpleParser } from "mailparser";
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { e2eDataDir } from "../../playwright.config.ts";

/** The link of the newest sign-in e-mail to `to` that the e2e server wrote after `since`. */
export async function signInLink(to: string, since: number) {
  const dir = path.join(e2eDataDir, "mail");
  const find = async () => {
    for (const file of (await readdir(dir)).filter((f) => f.endsWith(".eml"))) {
      const full = path.join(dir, file);
      if ((await stat(full)).mtimeMs < since) continue;
      const text = (await simpleParser(await readFile(full))).text ?? "";
      const link = /https?:\/\/\S+\/admin\/login\/code\?\S+/.exec(text)?.[0];
      if (link && new URL(link).searchParams.get("email") === to) return link;
    }
    return "";
  };
  await expect.poll(find, { timeout: 20_000 }).not.toBe("");
  return new URL(await find());
}

/** Signs `member` in to the inbox (in Spanish, the browser's language) with the e-mailed link. */
export async function signInAs(page: Page, member: string) {
  await page.goto("/admin/login");
  const since = Date.now() - 1000;
  await page.getByLabel(esInbox.login.email).fill(member);
  await page.getByRole("button", { name: esInbox.login.send }).click();
  const link = await signInLink(member, since);
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole("button", { name: esInbox.login.signIn }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/);
}
