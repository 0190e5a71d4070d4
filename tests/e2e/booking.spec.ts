/**
 * Booking a call on the site, end to end in Chromium against the real server
 * (docs/decisions/068): a New York visitor books the funds page's 20 minutes on a
 * phone and the confirmation and both invitations (read back with ical.js) say the
 * same time; twenty requests for one free time make one booking; the visitor
 * cancels from the e-mail and the time is offered again; without JavaScript the
 * page books too. Each test takes its times from a day of its own, so that the
 * tests running side by side never want the same time.
 */
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import ICAL from "ical.js";
import { simpleParser, type ParsedMail } from "mailparser";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { dateTime } from "../../domain/booking/format.ts";
import { e2eDataDir } from "../../playwright.config.ts";
import { inbox as esInbox } from "#i18n/locales/es/inbox.ts";
import { pages, test } from "./fixtures.ts";
import { signInAs } from "./inbox-mail.ts";

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** The open times the page links, with their day's heading: [{ start, href }]. */
async function openTimes(page: Page) {
  return page.locator("[data-days] a[href*='t=']").evaluateAll((links) =>
    links.map((a) => {
      const href = a.getAttribute("href")!;
      const start = Number(new URLSearchParams(href.slice(href.indexOf("?"))).get("t"));
      const day = a.closest("li:has(h3)")?.querySelector("h3")?.textContent ?? "";
      return { start, href, day };
    }),
  );
}

/** The times of the `n`-th day that has any (0: the first), so that each test books on a day of its own. */
async function timesOfDay(page: Page, n: number) {
  const times = await openTimes(page);
  const days = [...new Set(times.map((t) => t.day))];
  expect(days.length, "days with open times").toBeGreaterThan(n);
  return times.filter((t) => t.day === days[n]);
}

/** The e-mails the server wrote to `to` (its .eml files), parsed. */
async function mailsTo(to: string): Promise<ParsedMail[]> {
  const dir = path.join(e2eDataDir, "mail");
  const found: ParsedMail[] = [];
  for (const file of (await readdir(dir)).filter((f) => f.endsWith(".eml"))) {
    const raw = await readFile(path.join(dir, file));
    if (!raw.includes(to)) continue;
    const parsed = await simpleParser(raw);
    const recipients = [parsed.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address));
    if (recipients.includes(to)) found.push(parsed);
  }
  return found;
}

/** The invitation of an e-mail, read with a real iCalendar parser. */
function invitation(mail: ParsedMail) {
  const part = mail.attachments.find((a) => a.contentType === "text/calendar");
  if (!part) throw new Error(`no calendar part in "${mail.subject}"`);
  const calendar = new ICAL.Component(ICAL.parse(part.content.toString("utf8")));
  const event = calendar.getFirstSubcomponent("vevent")!;
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: String(event.getFirstPropertyValue("uid")),
    sequence: Number(event.getFirstPropertyValue("sequence")),
    start: (event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().getTime(),
    /** The method in the MIME part's own Content-Type, as Outlook reads it. */
    partMethod: (part.headers.get("content-type") as { params?: Record<string, string> } | undefined)?.params
      ?.method,
  };
}

async function eventually<T>(find: () => Promise<T | undefined>): Promise<T> {
  let found: T | undefined;
  await expect.poll(async () => (found = await find()) !== undefined, { timeout: 20_000 }).toBe(true);
  return found!;
}

test.describe("a New York visitor on a phone", () => {
  test.use({ timezoneId: "America/New_York", locale: "en-US", viewport: { width: 360, height: 780 } });

  test("books the funds page's 20 minutes; the page, both invitations and the team's copy agree", async ({
    page,
  }) => {
    const copy = pages("en");
    await page.goto("/en/investment-funds");
    await page.getByRole("link", { name: copy.funds.actions.schedule }).first().click();
    await expect(page).toHaveURL(/\/en\/book-a-call\?min=20/);
    await expect(page.getByText("20-minute call")).toBeVisible();
    // The browser's zone, detected: New York's times, Mexico City's beside them.
    await expect(page.getByText(/Times in your zone: New York/)).toBeVisible();
    const [first] = await timesOfDay(page, 0);
    // On a phone, the first free time is on the first screen.
    const box = await page.locator("[data-days] a[href*='t=']").first().boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(780);
    expect(first!.href).toContain("tz=America%2FNew_York");

    const [time] = await timesOfDay(page, 1);
    await page.locator(`[data-days] a[href*='t=${time!.start}']`).click();
    const email = `ny-${unique()}@example.com`;
    await page.getByLabel(copy.booking.form.name).fill("Dana Whitfield");
    await page.getByLabel(copy.booking.form.email).fill(email);
    await page.getByLabel(copy.booking.form.company).fill("Harbor Ridge Partners");
    await page.getByLabel(copy.booking.form.topic).fill("Four portfolio companies entering Mexico");
    await page.getByLabel(copy.booking.form.phone).check();
    await page.getByLabel(copy.booking.form.phoneNumber).fill("+1 415 555 0100");
    await page.getByRole("button", { name: copy.booking.form.submit }).click();

    await expect(page.getByTestId("call-heading")).toHaveText(copy.bookedCall.booked);
    const shown = dateTime(time!.start, "America/New_York", "en");
    await expect(page.getByTestId("call-when")).toHaveText(shown);
    await expect(page.getByTestId("call-when-office")).toHaveText(
      copy.bookedCall.officeTime.replace("{{when}}", dateTime(time!.start, "America/Mexico_City", "en")),
    );

    const [visitorMail] = await eventually(async () => {
      const found = await mailsTo(email);
      return found.length > 0 ? found : undefined;
    });
    const visitor = invitation(visitorMail!);
    expect(visitor).toMatchObject({ method: "REQUEST", sequence: 0, start: time!.start });
    expect(visitor.partMethod).toBe("REQUEST");
    expect(visitorMail!.text).toContain(dateTime(time!.start, "America/New_York", "en").split(",")[0]!);
    // The member's copy: the same event.
    const memberMail = await eventually(async () => {
      for (const to of ["equipo@pontas.test", "bruno@pontas.test"]) {
        const mine = (await mailsTo(to)).find((m) => {
          try {
            return invitation(m).uid === visitor.uid;
          } catch {
            return false;
          }
        });
        if (mine) return mine;
      }
      return undefined;
    });
    expect(invitation(memberMail)).toMatchObject({ method: "REQUEST", uid: visitor.uid, start: time!.start });
  });
});

async function bookingForm(request: APIRequestContext, start: number, n: number, tag: string) {
  return request.post(`/es/agendar?t=${start}`, {
    headers: { Origin: new URL(test.info().project.use.baseURL!).origin },
    form: {
      name: `Visitante ${n}`,
      email: `${tag}-${n}@example.com`,
      meeting: "phone",
      phone: "+52 81 1234 5678",
      t: String(start),
      tz: "America/Mexico_City",
      submissionToken: `${tag}-${n}`,
    },
    maxRedirects: 0,
  });
}

test("twenty requests for one free time make one booking; the others are told it was just taken", async ({
  page,
  request,
}) => {
  const copy = pages("es");
  await page.goto("/es/agendar");
  const [time] = await timesOfDay(page, 2);
  const tag = `twenty-${unique()}`;
  // Two members take calls on the test server: the first booking takes one of them.
  expect((await bookingForm(request, time!.start, 0, tag)).status()).toBe(303);
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) => bookingForm(request, time!.start, i + 1, tag)),
  );
  const statuses = answers.map((a) => a.status());
  expect(statuses.filter((s) => s === 303)).toHaveLength(1);
  expect(statuses.filter((s) => s === 409)).toHaveLength(19);
  const refused = answers.find((a) => a.status() === 409)!;
  expect(await refused.text()).toContain(copy.booking.refusals.taken);
  // Both members now have that time: it is no longer offered.
  await page.goto("/es/agendar");
  expect((await openTimes(page)).map((t) => t.start)).not.toContain(time!.start);
});

test("the visitor cancels from the e-mail's link and the time is offered again", async ({
  page,
  request,
}) => {
  const copy = pages("es");
  await page.goto("/es/agendar");
  const [time] = await timesOfDay(page, 3);
  const tag = `cancel-${unique()}`;
  const booked = await bookingForm(request, time!.start, 1, tag);
  expect(booked.status()).toBe(303);
  const mail = await eventually(async () => (await mailsTo(`${tag}-1@example.com`))[0]);
  const link = /https?:\/\/\S+\/es\/agendar\/llamada\?k=\S+/.exec(mail.text ?? "")?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByTestId("call-heading")).toHaveText(copy.bookedCall.h1);
  await page.getByRole("button", { name: copy.bookedCall.cancel }).click();
  await expect(page.getByTestId("call-heading")).toHaveText(copy.bookedCall.cancelled);
  const cancel = await eventually(async () =>
    (await mailsTo(`${tag}-1@example.com`)).find((m) => {
      try {
        return invitation(m).method === "CANCEL";
      } catch {
        return false;
      }
    }),
  );
  expect(invitation(cancel)).toMatchObject({ method: "CANCEL", sequence: 1, start: time!.start });
  // The link now only says so: the call is cancelled, nothing to move or cancel.
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByTestId("call-heading")).toHaveText(copy.bookedCall.cancelled);
  await expect(page.getByRole("button", { name: copy.bookedCall.cancel })).toHaveCount(0);
  await page.goto("/es/agendar");
  expect((await openTimes(page)).map((t) => t.start)).toContain(time!.start);
});

test.describe("without JavaScript", () => {
  // The form sent without a name answers 400 (the page with its message): the browser logs the status.
  test.use({
    javaScriptEnabled: false,
    viewport: { width: 1440, height: 900 },
    allowedConsoleError: /status of 400/,
  });

  test("the page books too: Mexico City's times from the server, the form as a plain post", async ({
    page,
  }) => {
    const copy = pages("es");
    await page.goto("/es/agendar");
    await expect(page.getByText(/Horarios en tu zona: Ciudad de México/)).toBeVisible();
    const [time] = await timesOfDay(page, 4);
    await page.locator(`[data-days] a[href*='t=${time!.start}']`).click();
    await page.getByLabel(copy.booking.form.name).fill("Roberto Garza");
    await page.getByLabel(copy.booking.form.email).fill(`nojs-${unique()}@example.com`);
    await page.getByLabel(copy.booking.form.phone).check();
    await page.getByLabel(copy.booking.form.phoneNumber).fill("+52 81 1234 5678");
    await page.getByRole("button", { name: copy.booking.form.submit }).click();
    await expect(page.getByTestId("call-heading")).toHaveText(copy.bookedCall.booked);
    await expect(page.getByTestId("call-when")).toHaveText(
      dateTime(time!.start, "America/Mexico_City", "es"),
    );
    // A form with a missing name comes back with the message, nothing booked.
    await page.goto("/es/agendar");
    const [other] = await timesOfDay(page, 4);
    await page.locator(`[data-days] a[href*='t=${other!.start}']`).click();
    await page.getByLabel(copy.booking.form.email).fill("x@example.com");
    await page.getByRole("button", { name: copy.booking.form.submit }).click();
    await expect(page.getByText(copy.booking.form.errorSummary)).toBeVisible();
  });
});

// The inbox's language: Accept-Language (Spanish here).
test.describe("the team's inbox", () => {
  test.use({ locale: "es-MX" });

  test("a member moves a call from the inbox: the visitor's invitation keeps its UID with a higher SEQUENCE; the lead's page shows the new time", async ({
    page,
    request,
  }) => {
    test.slow();
    await page.goto("/es/agendar");
    const [time, , , , later] = await timesOfDay(page, 5);
    const tag = `move-${unique()}`;
    expect((await bookingForm(request, time!.start, 1, tag)).status()).toBe(303);
    const visitor = `${tag}-1@example.com`;
    const first = invitation(await eventually(async () => (await mailsTo(visitor))[0]));

    // Signed in as a member with the e-mailed link.
    await signInAs(page, "equipo@pontas.test");

    await page.goto("/admin/calls");
    const target = page.getByRole("article").filter({ hasText: visitor });
    await target.getByText(esInbox.calls.move, { exact: true }).click();
    await target.getByLabel(esInbox.calls.moveTo).selectOption(String(later!.start));
    await target.getByRole("button", { name: esInbox.calls.moveSubmit }).click();
    await expect(page.getByText(esInbox.calls.moved)).toBeVisible();

    const moved = await eventually(async () =>
      (await mailsTo(visitor)).map(invitation).find((i) => i.sequence === first.sequence + 1),
    );
    expect(moved).toMatchObject({ method: "REQUEST", uid: first.uid, start: later!.start });

    // The lead's page shows the call at its new time, in Mexico City's clock.
    await page.goto("/admin/leads?q=" + encodeURIComponent(visitor));
    await page.getByRole("link", { name: "Visitante 1" }).first().click();
    await expect(page.getByText(dateTime(later!.start, "America/Mexico_City", "es")).first()).toBeVisible();
  });
});
