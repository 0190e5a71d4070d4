// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { Outlet, createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { languages, type Language } from "#i18n/languages.ts";
import { pathFor } from "#domain/site/pages.ts";
import { type ScreenId } from "#domain/site/screens.ts";
import { phoneText } from "#domain/site/firm-contact.ts";
import type { FirmProfile } from "#domain/site/firm-profile.ts";
import { loadFirmProfile } from "../../scripts/firm-profile.ts";
import { Footer } from "../components/site/footer.tsx";
import { TalkNow } from "../features/quiz/confirmation.tsx";
import { resources } from "#i18n/resources.ts";
import { interpolate } from "#i18n/translate.ts";
import { firmFacts, partnersOf } from "../lib/firm.server.ts";
import About from "./about.tsx";
import Contact from "./contact.tsx";
import Privacy from "./privacy.tsx";

/**
 * What the pages show of the firm's profile (docs/decisions/099): with the example
 * profile of the tests, named partners with photos, phone, WhatsApp, the address and
 * hours; with the repository's, none of those blocks, and no placeholder.
 */

const example = loadFirmProfile({ FIRM_PROFILE: "tests/fixtures/firm-profile.example.json" }).profile;
/** One partner named, in one area (docs/decisions/099). */
const onePartner = loadFirmProfile({ FIRM_PROFILE: "tests/fixtures/firm-profile.one-partner.json" }).profile;
/** A profile with only the city, as the firm's starts (a fixture: the firm's own may be filled in). */
const repository = loadFirmProfile({ FIRM_PROFILE: "tests/fixtures/firm-profile.empty.json" }).profile;

afterEach(cleanup);

/** The partner areas' copy, as the server's loaders get it (with the brand). */
const areas = (lang: Language) =>
  interpolate(resources[lang].pages.about.partners.items, { brand: "Pontàs" });

/** A page rendered as the router gives it: the root's loader data (site copy, firm) and the page's. */
async function renderPage(
  screen_: ScreenId,
  lang: Language,
  profile: FirmProfile,
  Page: React.ComponentType,
): Promise<HTMLElement> {
  const { common, forms, quiz, pages } = resources[lang];
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      HydrateFallback: () => null,
      loader: () => ({
        site: { common, forms, quiz },
        pages: { notFound: pages.notFound },
        firm: firmFacts(lang, profile, areas(lang)),
      }),
      Component: () => (
        <>
          <main>
            <Outlet />
          </main>
          <Footer />
        </>
      ),
      children: [
        {
          id: "page",
          path: pathFor(screen_, lang).slice(1),
          loader: () => ({
            pages: { [screen_]: pages[screen_] },
            partners: partnersOf(lang, profile, areas(lang)),
          }),
          Component: Page,
        },
      ],
    },
  ]);
  const { container } = render(<Stub initialEntries={[pathFor(screen_, lang)]} />);
  // The page is rendered once its loaders have run; a plain selector rather than a
  // role query, and a long wait, because a role query over a whole page can alone
  // outlast testing-library's one second when the machine is busy.
  await waitFor(() => expect(container.querySelector("h1")).not.toBeNull(), { timeout: 20_000 });
  return container;
}

function text(container: HTMLElement): string {
  return container.textContent ?? "";
}

/** The renderings this file writes out by hand, per language; a language added later is checked by the other tests. */
const written = {
  es: {
    hours: "lunes a viernes, de 9:00 a.m. a 6:00 p.m.",
    postalLine: "C.P. 06600, Ciudad de México",
    city: "Ciudad de México, México",
  },
  en: {
    hours: "Monday to Friday, 9:00 AM to 6:00 PM",
    postalLine: "06600 Mexico City",
    city: "Mexico City, Mexico",
  },
} satisfies Partial<Record<Language, unknown>>;
const writtenLanguages = languages.filter((lang): lang is keyof typeof written =>
  Object.hasOwn(written, lang),
);

describe.each(writtenLanguages)("with the example profile (%s)", (lang) => {
  const { hours, postalLine } = written[lang];
  it("About names the partners with their photos, and the closing band links their booking or LinkedIn", async () => {
    await renderPage("about", lang, example, About as never);
    for (const partner of example.partners) {
      expect(screen.getByRole("heading", { level: 3, name: partner.name })).toBeTruthy();
    }
    const photos = [...document.querySelectorAll("main li[data-partner] img")].map((img) =>
      img.getAttribute("src"),
    );
    expect(photos).toEqual(example.partners.map((partner) => partner.photo));
    const copy = resources[lang].pages.about;
    expect(screen.getByText(copy.partners.namedTitle)).toBeTruthy();
    expect(
      screen
        .getByRole("link", { name: copy.finalCta.book.replace("{{name}}", "Ejemplo Socia Uno") })
        .getAttribute("href"),
    ).toBe("https://example.com/book/partner-one");
    expect(
      screen
        .getByRole("link", { name: copy.finalCta.linkedin.replace("{{name}}", "Ejemplo Socio Dos") })
        .getAttribute("href"),
    ).toBe("https://www.linkedin.com/in/example-partner-two-test-fixture");
  });

  it("Contact shows the phone and a WhatsApp link with the translated message (hero), the hours and the full address", async () => {
    const container = await renderPage("contact", lang, example, Contact as never);
    const main = container.querySelector("main")!;
    const phone = main.querySelector<HTMLAnchorElement>("a[data-firm-phone]")!;
    expect(phone.getAttribute("href")).toBe("tel:+525501234567");
    expect(phone.textContent).toBe(phoneText("+52 55 0123 4567"));
    const whatsapp = main.querySelector<HTMLAnchorElement>("a[data-firm-whatsapp]")!;
    const message = resources[lang].common.firm.whatsappMessage.replace("{{brand}}", "Pontàs");
    expect(whatsapp.getAttribute("href")).toBe(
      `https://wa.me/525501234568?text=${encodeURIComponent(message)}`,
    );
    const address = main.querySelector("address[data-firm-address]")!;
    expect([...address.children].map((line) => line.textContent)).toEqual([
      "Calle Ejemplo 123, piso 4",
      "Col. Ejemplo, Cuauhtémoc",
      postalLine,
      resources[lang].common.firm.address.country,
    ]);
    expect(text(main)).toContain(hours);
  });

  it("the footer shows the phone and the WhatsApp link", async () => {
    const container = await renderPage("contact", lang, example, Contact as never);
    const footer = within(container.querySelector("footer")!);
    const phone = container.querySelector("footer a[data-firm-phone]")!;
    expect(phone.getAttribute("href")).toBe("tel:+525501234567");
    expect(phone.textContent).toBe(phoneText("+52 55 0123 4567"));
    expect(footer.getByRole("link", { name: resources[lang].common.firm.whatsappLink })).toBeTruthy();
  });

  it("the privacy notice names the controller with its RFC and domicilio, where requests can be sent", async () => {
    const container = await renderPage("privacy", lang, example, Privacy as never);
    const main = text(container.querySelector("main")!);
    expect(main).toContain("Pontàs Growth Operators, S.C.");
    expect(main).toContain("EJE010101AAA");
    const domicile = ["Calle Ejemplo 123, piso 4", "Col. Ejemplo, Cuauhtémoc", postalLine].join(", ");
    expect(main.split(domicile).length - 1).toBe(2);
  });

  it("the quiz's confirmation offers the phone and WhatsApp", async () => {
    const Stub = createRoutesStub([
      {
        id: "root",
        path: "/",
        HydrateFallback: () => null,
        loader: () => ({ site: resources[lang], pages: {}, firm: firmFacts(lang, example, areas(lang)) }),
        Component: TalkNow,
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    await screen.findByText(resources[lang].quiz.confirmation.talkNow, {}, { timeout: 20_000 });
    const call = document.querySelector('a[href^="tel:"]')!;
    expect(call.textContent).toBe(phoneText("+52 55 0123 4567"));
    expect(call.parentElement!.textContent).toContain(resources[lang].quiz.confirmation.call);
    expect(call.getAttribute("href")).toBe("tel:+525501234567");
    expect(
      screen.getByRole("link", { name: resources[lang].quiz.confirmation.whatsapp }).getAttribute("href"),
    ).toMatch(/^https:\/\/wa\.me\/525501234568\?text=/);
  });
});

describe.each(writtenLanguages)("with one partner named (%s)", (lang) => {
  it("About shows the named partner with the photo, then the three other areas by role", async () => {
    await renderPage("about", lang, onePartner, About as never);
    const copy = resources[lang].pages.about.partners;
    const role = (area: keyof typeof copy.items) => copy.items[area].role.replace("{{brand}}", "Pontàs");
    const cards = [...document.querySelectorAll("main li[data-partner]")];
    expect(
      cards.map((card) => [card.getAttribute("data-partner"), card.querySelector("h3")?.textContent]),
    ).toEqual([
      ["finance", "Ejemplo Socio Dos"],
      ["operations", role("operations")],
      ["growth", role("growth")],
      ["legal", role("legal")],
    ]);
    // The named partner's card gives the area's role under the name; the others have no photo.
    expect(within(cards[0] as HTMLElement).getByText(role("finance"))).toBeTruthy();
    expect(
      [...document.querySelectorAll("main li[data-partner] img")].map((img) => img.getAttribute("src")),
    ).toEqual(onePartner.partners.map((partner) => partner.photo));
    expect(screen.getByText(copy.namedTitle)).toBeTruthy();
  });
});

describe.each(writtenLanguages)("with the repository's profile (%s)", (lang) => {
  it("About shows the four partner areas by role, without photos", async () => {
    await renderPage("about", lang, repository, About as never);
    for (const item of Object.values(resources[lang].pages.about.partners.items)) {
      expect(
        screen.getByRole("heading", { level: 3, name: item.role.replace("{{brand}}", "Pontàs") }),
      ).toBeTruthy();
    }
    expect(document.querySelectorAll("main img")).toHaveLength(0);
  });

  it("Contact, the footer and the notice show no phone, WhatsApp, hours or street, and no placeholder", async () => {
    for (const [id, Page] of [
      ["contact", Contact],
      ["privacy", Privacy],
    ] as const) {
      const container = await renderPage(id, lang, repository, Page as never);
      expect(container.querySelector("[data-firm-phone], [data-firm-whatsapp]")).toBeNull();
      expect(text(container)).not.toMatch(/\{\{|\}\}|undefined|null/);
      expect(text(container)).not.toContain(resources[lang].pages.contact.info.hoursLabel);
      // No heading without its content.
      for (const heading of container.querySelectorAll("h2, h3"))
        expect(heading.textContent?.trim()).not.toBe("");
      cleanup();
    }
  });

  it("the privacy notice names the brand as controller until the legal name is given, and the city where it would give the domicilio", async () => {
    const container = await renderPage("privacy", lang, repository, Privacy as never);
    const copy = resources[lang].pages.privacy;
    expect(text(container)).toContain(copy.controller.bodyBrand.replace("{{brand}}", "Pontàs"));
    expect(text(container)).not.toContain("S.C.");
    const { city } = written[lang];
    expect(text(container)).toContain(copy.controller.city.replace("{{city}}", city));
    expect(text(container)).not.toContain(copy.rights.postal.split("{{")[0]!);
  });

  it("the quiz's confirmation offers no phone", async () => {
    const Stub = createRoutesStub([
      {
        id: "root",
        path: "/",
        HydrateFallback: () => null,
        loader: () => ({ site: resources[lang], pages: {}, firm: firmFacts(lang, repository, areas(lang)) }),
        Component: () => (
          <p>
            <TalkNow />
            {"·"}
          </p>
        ),
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    await screen.findByText("·", {}, { timeout: 20_000 });
    expect(screen.queryByTestId("quiz-talk-now")).toBeNull();
  });
});
