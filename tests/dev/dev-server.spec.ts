import { readFileSync, writeFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { resources } from "#i18n/resources.ts";
import { devDataDir } from "../../playwright.dev.config.ts";
import { storedIn } from "../setup/stored.ts";

/**
 * `npm run dev` is the production server with Vite in front of the source
 * (server/dev.ts): the same redirects, headers, lead endpoint and contact form.
 */

const stored = () => storedIn(devDataDir);

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

test("a page: rendered from source with the production headers, hydrated, hot updates connected", async ({
  page,
}) => {
  const errors: string[] = [];
  const logs: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
    else logs.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto("/en/about");
  expect(response?.status()).toBe(200);
  const headers = response!.headers();
  // A public page's scripts are files under 'self' (docs/decisions/103); any inline one, by its hash.
  expect(headers["content-security-policy"]).toMatch(/script-src 'self'/);
  const inline = (await response!.text()).match(
    /<script(?![^>]*\bsrc=)(?![^>]*application\/(?:ld\+)?json)[^>]*>/g,
  );
  if (inline) expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
  expect(headers["content-security-policy"]).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["cache-control"]).toBe("no-cache");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(resources.en.pages.about.h1);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // Vite's client reached its hot-update socket through the same server and its CSP.
  await expect.poll(() => logs.some((text) => text.includes("[vite] connected"))).toBe(true);
  expect(errors).toEqual([]);
});

test("an edited translation file reaches the open page (vite.config.ts reloads it)", async ({ page }) => {
  const file = "i18n/locales/en/pages/about.ts";
  const original = readFileSync(file, "utf8");
  const heading = resources.en.pages.about.h1;
  expect(original).toContain(`h1: ${JSON.stringify(heading)}`);
  const logs: string[] = [];
  page.on("console", (message) => logs.push(message.text()));
  await page.goto("/en/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expect.poll(() => logs.some((text) => text.includes("[vite] connected"))).toBe(true);
  const edited = `${heading} (edited ${unique()})`;
  try {
    writeFileSync(file, original.replace(`h1: ${JSON.stringify(heading)}`, `h1: ${JSON.stringify(edited)}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(edited);
  } finally {
    writeFileSync(file, original);
  }
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
});

test("an edited component reaches the open page of islands (vite.config.ts reloads it)", async ({ page }) => {
  // The page's hero, outside every island: only the server renders it (docs/decisions/087).
  const file = "app/components/page/blocks.tsx";
  const original = readFileSync(file, "utf8");
  const tag = '<h1 className="max-w-3xl';
  expect(original.split(tag)).toHaveLength(2);
  // Vite's client connected since the page's last load: the page listens for the edit.
  let connected = false;
  page.on("framenavigated", (frame) => void (frame === page.mainFrame() && (connected = false)));
  page.on("console", (message) => void (message.text().includes("[vite] connected") && (connected = true)));
  await page.goto("/es");
  await expect.poll(() => connected).toBe(true);
  const mark = unique();
  const edited = page.locator(`h1[data-edited="${mark}"]`);
  try {
    writeFileSync(file, original.replace(tag, `<h1 data-edited="${mark}" className="max-w-3xl`));
    await expect(edited).toHaveText(resources.es.pages.home.h1);
    // The reloaded page listens again before the file is restored (an edit before that would go unseen).
    await expect.poll(() => connected).toBe(true);
  } finally {
    writeFileSync(file, original);
  }
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveAttribute("data-edited");
});

test("redirects: unprefixed paths, trailing slashes and / with lng, as in production", async ({
  request,
}) => {
  const location = async (url: string, headers: Record<string, string> = {}) => {
    const response = await request.get(url, { maxRedirects: 0, headers });
    return [response.status(), response.headers()["location"]];
  };
  expect(await location("/servicios")).toEqual([301, "/es/servicios"]);
  expect(await location("/en/services/")).toEqual([301, "/en/services"]);
  expect(await location("/?lng=en", { cookie: "preferredLanguage=es" })).toEqual([302, "/en"]);
  expect(await location("/", { "accept-language": "en-US" })).toEqual([302, "/en"]);
  const marked = await request.get("/en/about?lng=en", { maxRedirects: 0 });
  expect(marked.headers()["set-cookie"]).toContain("preferredLanguage=en");
  expect((await request.get("/en/nowhere")).status()).toBe(404);
});

test("the lead endpoint answers 200 and stores the lead", async ({ request }) => {
  const email = `dev-lead-${unique()}@example.com`;
  const response = await request.post("/functions/v1/send-contact-email", {
    data: {
      nombre: "Dev Lead",
      email,
      empresa: "Acme",
      mensaje: "From the development server",
      quizData: {
        revenue: "5m-20m",
        teamSize: "51-100",
        challenge: "scale",
        markets: "national",
        calculatedStage: "Scaling",
        recommendedServices: ["Growth Transformation"],
        score: 12,
      },
      requestCall: false,
      attribution: { language: "en", quizSource: "fab", pagePath: "/en/about" },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  expect(await response.json()).toMatchObject({ ok: true });
  const lead = (await stored()).leads.find((l) => l.email === email);
  expect(lead).toMatchObject({ name: "Dev Lead", stage: "scaling", language: "en" });
});

test("the contact form sends and the message is stored", async ({ page }) => {
  const f = resources.es.forms;
  await page.goto("/es/contacto");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const email = `dev-contact-${unique()}@example.com`;
  await page.getByLabel(f.fields.name, { exact: true }).fill("Dev Contacto");
  await page.getByLabel(f.fields.email, { exact: true }).fill(email);
  await page.getByLabel(f.fields.message, { exact: true }).fill("Desde el servidor de desarrollo.");
  await page.getByRole("button", { name: f.contact.submit }).click();
  await expect(page.getByRole("status")).toHaveText(f.contact.success);
  expect((await stored()).messages.filter((m) => m.email === email)).toHaveLength(1);
});
