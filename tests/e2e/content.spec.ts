import type { Page } from "@playwright/test";
import { resources } from "#i18n/resources.ts";
import { contactRequestParam } from "../../domain/site/contact-request.ts";
import { stages } from "../../domain/quiz/stages.ts";
import {
  anchorFor,
  canonicalPaths,
  downloadPath,
  languageOfPath,
  matchPage,
  pathFor,
} from "../../domain/site/pages.ts";
import { languages, type Language } from "#i18n/languages.ts";
import { isServiceId, serviceIds, type ScreenId } from "../../domain/site/screens.ts";
import { factsUrls } from "./facts.ts";
import { fundsEvidenceSources, fundsStatSources } from "../../app/content/sources.ts";
import { localize } from "../../domain/site/firm-contact.ts";
import { common, expect, firm, pages, settings, shown, test } from "./fixtures.ts";

/** The h2 headings each screen must show: its sections, from the translations. */
function expectedSections(screen: ScreenId | "notFound", lang: Language): string[] {
  const p = pages(lang);
  if (screen !== "notFound" && isServiceId(screen)) {
    const l = p.serviceDetail;
    return [
      l.includedTitle,
      l.resultsTitle,
      l.processTitle,
      l.casesTitle,
      l.faqTitle,
      l.otherServices,
      p[screen].finalCta.title,
    ];
  }
  switch (screen) {
    case "home":
      return [
        p.home.value.title,
        p.home.benefits.title,
        p.home.audiences.title,
        p.home.quiz.title,
        p.home.finalCta.title,
      ];
    case "solutions":
      return [
        ...Object.values(p.solutions.segments).map((s) => s.title),
        p.solutions.stages.title,
        p.solutions.finalCta.title,
      ];
    case "funds": {
      const f = p.funds;
      return [
        f.whyNow.title,
        f.whatWeDo.title,
        f.impact.title,
        f.trust.title,
        f.useCases.title,
        f.engagement.title,
        f.gpValue.title,
        f.actionsBand.title,
        f.faq.title,
        f.evidence.title,
      ];
    }
    case "services":
      return [p.services.catalogue.title, p.services.process.title, p.services.finalCta.title];
    case "about":
      return [
        p.about.vision.title,
        p.about.stats.title,
        firm.partners.length > 0 ? p.about.partners.namedTitle : p.about.partners.title,
        p.about.ourName.title,
        p.about.finalCta.title,
      ];
    case "ourName":
      return [
        p.ourName.story.title,
        p.ourName.timeline.title,
        p.ourName.parallel.title,
        p.ourName.sources.title,
        p.ourName.finalCta.title,
      ];
    case "contact":
      return [p.contact.call.title, p.contact.info.title];
    case "privacy": {
      const n = p.privacy;
      return [
        n.controller.title,
        n.data.title,
        n.purposes.title,
        n.processors.title,
        n.retention.title,
        n.rights.title,
        n.cookies.title,
        n.changes.title,
      ];
    }
    case "quiz":
      return p.quiz.sections.map((s) => s.title);
    case "booking":
      return [p.booking.days.heading];
    case "bookedCall":
      return [];
    case "notFound":
      return [p.notFound.linksTitle];
  }
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** The firm's own pages: its calendar and LinkedIn, its partners' LinkedIn and booking pages (the firm's profile). */
const ownExternal = new Set(
  [
    settings.schedulingUrl,
    settings.fundsSchedulingUrl,
    settings.linkedinUrl,
    ...firm.partners.flatMap((partner) => [partner.linkedin, partner.bookingUrl]),
  ].filter(Boolean),
);
/** WhatsApp's click-to-chat link to the firm's number, with its prefilled message. */
const ownWhatsapp = firm.whatsapp ? `https://wa.me/${firm.whatsapp.replace(/\D/g, "")}?text=` : undefined;

test.describe("every page has its sections, structured data and only cited external links", () => {
  for (const path of [...canonicalPaths(), "/es/no-existe", "/en/does-not-exist"]) {
    test(path, async ({ page, baseURL }) => {
      const matched = matchPage(path);
      const lang: Language = languageOfPath(path)!;
      const screen = matched?.screen ?? "notFound";
      await page.goto(path);

      for (const title of expectedSections(screen, lang)) {
        await expect(page.getByRole("heading", { level: 2, name: shown(title), exact: true })).toBeVisible();
      }

      const data = await jsonLd(page);
      const types = data.map((d) => d["@type"]);
      // A ProfessionalService (an Organization that is also a place) once the firm's profile has a street.
      const org = data.find((d) => d["@type"] === "Organization" || d["@type"] === "ProfessionalService");
      expect(org, "Organization").toBeTruthy();
      expect(org!.name).toBe(settings.brandName);
      const faqCount = await page.locator("[data-faq] details").count();
      if (faqCount > 0) {
        const faq = data.find((d) => d["@type"] === "FAQPage");
        expect(faq, "FAQPage").toBeTruthy();
        expect((faq!.mainEntity as unknown[]).length).toBe(faqCount);
      }
      if (screen !== "notFound" && isServiceId(screen)) expect(types).toContain("Service");

      const hrefs = await page
        .locator("a[href]")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
      const origin = new URL(baseURL!).origin;
      for (const href of hrefs) {
        if (href.startsWith("mailto:") || href.startsWith("tel:") || href.startsWith("#")) continue;
        const url = new URL(href, origin);
        if (url.origin === origin) continue;
        if (ownExternal.has(href)) continue;
        if (ownWhatsapp && href.startsWith(ownWhatsapp)) continue;
        expect(url.protocol, href).toBe("https:");
        expect(
          factsUrls as readonly string[],
          `external link ${href} is not a cited source (tests/e2e/facts.ts)`,
        ).toContain(href);
      }
    });
  }
});

test("every internal link of every page answers 200", async ({ page, request, baseURL }) => {
  // 32 pages, then every link: room for a loaded machine.
  test.slow();
  const origin = new URL(baseURL!).origin;
  const targets = new Set<string>();
  for (const path of canonicalPaths()) {
    await page.goto(path);
    const hrefs = await page
      .locator("a[href]")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
    for (const href of hrefs) {
      if (href.startsWith("mailto:")) continue;
      const url = new URL(href, new URL(path, origin));
      if (url.origin !== origin) continue;
      targets.add(`${url.pathname}${url.search}`);
    }
  }
  expect(targets.size).toBeGreaterThan(30);
  for (const target of targets) {
    const response = await request.get(target, { maxRedirects: 0 });
    // The language switcher's link carries the choice: a redirect that stores it and
    // leads to the clean URL (docs/decisions/087), which answers 200.
    if (new URL(target, origin).searchParams.has("lng")) {
      expect(response.status(), target).toBe(302);
      expect(response.headers()["set-cookie"], target).toMatch(/^preferredLanguage=(es|en);/);
      const clean = response.headers()["location"]!;
      expect(clean, target).not.toContain("lng=");
      expect((await request.get(clean, { maxRedirects: 0 })).status(), clean).toBe(200);
      continue;
    }
    expect(response.status(), target).toBe(200);
  }
});

test("the funds page cites the four statistics and five evidence items with their source links", async ({
  page,
}) => {
  for (const lang of languages) {
    await page.goto(pathFor("funds", lang));
    const sources = await page
      .locator("a[data-source-link]")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    // Every cited statistic and piece of evidence of the funds page, each linked once.
    const cited = Object.keys({ ...fundsStatSources, ...fundsEvidenceSources }).length;
    expect(sources).toHaveLength(cited);
    expect(new Set(sources).size).toBe(cited);
    for (const href of sources) expect(factsUrls as readonly string[]).toContain(href);
    for (const stat of Object.values(pages(lang).funds.whyNow.stats)) {
      await expect(page.getByText(stat.value, { exact: true })).toBeVisible();
    }
    await expect(page.locator("[data-faq] details")).toHaveCount(pages(lang).funds.faq.items.length);
  }
});

test.describe("the Series A checklist", () => {
  for (const lang of languages) {
    test(`downloads as a non-empty PDF in ${lang}`, async ({ page, request }) => {
      const path = downloadPath("seriesAChecklist", lang);
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("application/pdf");
      const body = await response.body();
      expect(body.length).toBeGreaterThan(2000);
      expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");

      await page.goto(pathFor("funds", lang));
      const link = page.getByRole("link", { name: pages(lang).funds.actions.checklist }).first();
      await expect(link).toHaveAttribute("href", path);
      const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    });
  }
});

test.describe("the health-snapshot request reaches the contact page", () => {
  for (const lang of languages) {
    test(lang, async ({ page }) => {
      await page.goto(pathFor("funds", lang));
      await page
        .getByRole("link", { name: pages(lang).funds.actions.snapshot })
        .first()
        .click();
      await expect(page).toHaveURL(
        new RegExp(`${pathFor("contact", lang)}\\?(asunto|topic)=health-snapshot$`),
      );
      await expect(page.locator("[data-contact-request]")).toContainText(
        common(lang).contactRequest.healthSnapshot.note,
      );
      // A direct visit (pre-rendered HTML, then hydration) shows it too; without the parameter, nothing.
      await page.goto(`${pathFor("contact", lang)}?${contactRequestParam(lang)}=health-snapshot`);
      await expect(page.locator("[data-contact-request]")).toBeVisible();
      await page.goto(pathFor("contact", lang));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("[data-contact-request]")).toHaveCount(0);
    });
  }
});

test.describe("the growth-stage section", () => {
  for (const lang of languages) {
    test(`shows all five stages with indicators and services (${lang})`, async ({ page }) => {
      await page.goto(`${pathFor("solutions", lang)}#${anchorFor("stages", lang)}`);
      const section = page.locator(`#${anchorFor("stages", lang)}`);
      await expect(section).toBeInViewport();
      for (const stage of stages) {
        const card = section.locator(`[data-stage="${stage.key}"]`);
        const copy = resources[lang].quiz.stages[stage.key];
        await expect(card.getByRole("heading", { name: copy.name })).toBeVisible();
        await expect(card).toContainText(copy.indicators);
        for (const id of stage.services) {
          await expect(card.getByRole("link", { name: common(lang).screenName[id] })).toHaveAttribute(
            "href",
            pathFor(id, lang),
          );
        }
      }
    });
  }
});

test("about shows the partners: by name once the firm's profile names them, else the four by role", async ({
  page,
}) => {
  for (const lang of languages) {
    await page.goto(pathFor("about", lang));
    const names =
      firm.partners.length > 0
        ? firm.partners.map((partner) => partner.name)
        : Object.values(pages(lang).about.partners.items).map((partner) => shown(partner.role));
    for (const name of names) {
      await expect(page.getByRole("heading", { level: 3, name })).toBeVisible();
    }
    for (const stat of Object.values(pages(lang).about.stats.items)) {
      await expect(page.getByText(stat.value, { exact: true })).toBeVisible();
    }
  }
});

test("each service page names its subtitle and links every other service", async ({ page }) => {
  for (const lang of languages) {
    for (const id of serviceIds) {
      await page.goto(pathFor(id, lang));
      await expect(page.getByText(pages(lang)[id].lead, { exact: true })).toBeVisible();
      for (const other of serviceIds.filter((s) => s !== id)) {
        await expect(page.locator(`main a[href="${pathFor(other, lang)}"]`).first()).toBeVisible();
      }
    }
  }
});

test("the English contact and privacy pages write the city in English", async ({ page }) => {
  for (const screen of ["contact", "privacy"] as const) {
    await page.goto(pathFor(screen, "en"));
    await expect(page.getByRole("main")).toContainText(localize(firm.address!.city!, "en"));
    // innerText: what is shown (the JSON-LD keeps the postal address as registered).
    expect(await page.locator("body").innerText()).not.toContain("Ciudad de México");
  }
});

test("the privacy notice names the firm from its profile and is linked from the footer", async ({ page }) => {
  for (const lang of languages) {
    await page.goto(pathFor("home", lang));
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: common(lang).screenName.privacy })
      .click();
    await expect(page).toHaveURL(new RegExp(`${pathFor("privacy", lang)}$`));
    await expect(page.getByRole("main")).toContainText(firm.legalName ?? settings.brandName);
    const address = firm.address?.street ?? localize(firm.address!.city!, lang);
    await expect(page.getByRole("main")).toContainText(address);
    await expect(page.getByRole("main")).toContainText(settings.contactEmail);
  }
});

test("each language has its Open Graph image", async ({ page, request }) => {
  for (const lang of languages) {
    await page.goto(pathFor("home", lang));
    const content = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(content).toMatch(new RegExp(`/og/${lang}\\.png$`));
    const response = await request.get(new URL(content!).pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
  }
});
