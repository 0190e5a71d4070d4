import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ICAL from "ical.js";
import { simpleParser } from "mailparser";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { languages, type Language } from "#i18n/languages.ts";
import { parseSiteSettings } from "#domain/site/settings.ts";
import type { Logger } from "../log.ts";
import {
  bookingMemberMail,
  bookingReminderMail,
  bookingTeamMail,
  bookingVisitorMail,
  renderMail,
  type BookingMailInput,
  type MailContext,
  type QueuedMail,
} from "./templates.ts";
import { fileTransport, type ReadyMail } from "./transport.ts";

const ctx: MailContext = { site: parseSiteSettings({}), leadsTo: ["equipo@pontas.mx"] };

// Monday 15 March 2027, 15:00 UTC: 11:00 in New York (EDT, daylight time began on the 14th),
// 9:00 in Mexico City (CST all year since 2022).
const start = Date.UTC(2027, 2, 15, 15, 0);

function booking(language: Language, overrides: Partial<BookingMailInput> = {}): BookingMailInput {
  return {
    change: "booked",
    bookingId: "bk-0001",
    uid: "bk-0001@pontas",
    sequence: 0,
    start,
    end: start + 30 * 60_000,
    minutes: 30,
    visitor: {
      name: "Ana Pérez",
      email: "ana@example.com",
      company: "Typed Company",
      language,
      timeZone: "America/New_York",
    },
    member: { name: "Luis Gómez", email: "luis@pontas.mx" },
    meeting: { kind: "video", link: "https://meet.example.com/abc-defg-hij" },
    topic: "Typed topic: entrar a Monterrey",
    manageUrl: "https://pontas.mx/es/llamada/gestionar?t=signed",
    leadUrl: "http://localhost:3000/admin/leads/lead-1",
    stamp: Date.UTC(2027, 2, 1, 18, 0),
    ...overrides,
  };
}

/** What the worker sends: the envelope stored on the request path, with the bodies rendered from its data. */
async function composed(mail: QueuedMail) {
  // Through JSON, as the outbox stores it.
  const stored = JSON.parse(JSON.stringify(mail)) as QueuedMail;
  return { ...stored, ...(await renderMail(ctx, stored)) };
}

/** The invitation's calendar and its one event, as a real parser reads them. */
function invitation(ics: string) {
  const calendar = ICAL.Component.fromString(ics);
  const [vevent, ...more] = calendar.getAllSubcomponents("vevent");
  expect(more).toHaveLength(0);
  return { calendar, vevent: vevent!, event: new ICAL.Event(vevent!) };
}

const mailto = (property: ICAL.Property | null) => String(property?.getFirstValue()).toLowerCase();

/** The moment as each language writes it (Intl's short zone names: English has EDT, Spanish the offset). */
const visitorTime = {
  es: "lunes, 15 de marzo, 11:00 a.m. GMT-4 (9:00 a.m. GMT-6, hora de Ciudad de México)",
  en: "Monday, March 15 at 11:00 AM EDT (9:00 AM CST, Mexico City time)",
} as const;

describe("the visitor's invitation", () => {
  it.each(languages)(
    "is in their language (%s), on their clock with Mexico City's beside it",
    async (lang) => {
      const mail = await composed(bookingVisitorMail(ctx, booking(lang)));
      expect(mail.kind).toBe("booking-visitor");
      expect(mail.to).toBe("ana@example.com");
      expect(mail.replyTo).toBe("luis@pontas.mx");
      expect(mail.replyToName).toBe("Luis Gómez");
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.subject).toContain("Pontàs");
      expect(mail.subject).toContain(lang === "es" ? "11:00 a.m. GMT-4" : "11:00 AM EDT");
      expect(mail.html).toContain(`lang="${lang}"`);
      expect(mail.text).toContain(visitorTime[lang]);
      expect(mail.text).toContain(lang === "es" ? "Buen día, Ana:" : "Dear Ana,");
      expect(mail.text).toContain("https://meet.example.com/abc-defg-hij");
      expect(mail.text).toContain("https://pontas.mx/es/llamada/gestionar?t=signed");
      expect(mail.text).toContain(lang === "es" ? "El equipo de Pontàs" : "The Pontàs team");
      await expect(`Subject: ${mail.subject}\n\n${mail.text}`).toMatchFileSnapshot(
        `__snapshots__/booking-visitor.${lang}.txt`,
      );

      expect(mail.calendar?.method).toBe("REQUEST");
      const { calendar, vevent, event } = invitation(mail.calendar!.content);
      expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
      expect(event.uid).toBe("bk-0001@pontas");
      expect(event.sequence).toBe(0);
      expect(event.startDate.zone.tzid).toBe("UTC");
      expect(event.startDate.toJSDate().getTime()).toBe(start);
      expect(event.location).toBe("https://meet.example.com/abc-defg-hij");
      expect(mailto(vevent.getFirstProperty("organizer"))).toBe("mailto:luis@pontas.mx");
      expect(event.attendees.map(mailto)).toEqual(["mailto:ana@example.com"]);
      expect(event.description).toContain("https://pontas.mx/es/llamada/gestionar?t=signed");
    },
  );

  it("stores only what its body and invitation need: nothing of the topic, company or the inbox", () => {
    const mail = bookingVisitorMail(ctx, booking("es"));
    expect(mail.subject).not.toMatch(/Typed|Ana|Pérez/);
    expect(mail.data).not.toMatch(/Typed|admin\/leads|bk-0001"/);
    expect(Object.keys(JSON.parse(mail.data) as object).sort()).toEqual(
      [
        "change",
        "language",
        "timeZone",
        "firstName",
        "uid",
        "sequence",
        "start",
        "end",
        "minutes",
        "stamp",
        "visitor",
        "member",
        "meeting",
        "manageUrl",
      ].sort(),
    );
  });

  it("a reschedule is a REQUEST of the same event with a higher sequence", async () => {
    const moved = start + 2 * 60 * 60_000;
    const mail = await composed(
      bookingVisitorMail(
        ctx,
        booking("en", { change: "moved", sequence: 1, start: moved, end: moved + 1_800_000 }),
      ),
    );
    expect(mail.subject).toBe("Your call with Pontàs has a new time: Monday, March 15 at 1:00 PM EDT");
    expect(mail.text).toContain("has a new time");
    const { calendar, event } = invitation(mail.calendar!.content);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(event.uid).toBe("bk-0001@pontas");
    expect(event.sequence).toBe(1);
    expect(event.startDate.toJSDate().getTime()).toBe(moved);
  });

  it.each(languages)(
    "a cancellation is a CANCEL, with no link left to manage the call (%s)",
    async (lang) => {
      const queued = bookingVisitorMail(ctx, booking(lang, { change: "cancelled", sequence: 2 }));
      expect(queued.data).not.toContain("gestionar");
      const mail = await composed(queued);
      expect(mail.text).not.toContain("gestionar");
      expect(mail.text).not.toContain("meet.example.com");
      expect(mail.calendar?.method).toBe("CANCEL");
      const { calendar, vevent, event } = invitation(mail.calendar!.content);
      expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
      expect(vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
      expect(event.uid).toBe("bk-0001@pontas");
      expect(event.sequence).toBe(2);
      await expect(`Subject: ${mail.subject}\n\n${mail.text}`).toMatchFileSnapshot(
        `__snapshots__/booking-visitor-cancelled.${lang}.txt`,
      );
    },
  );

  it.each(languages)("a phone call says the number they will be called at (%s)", async (lang) => {
    const mail = await composed(
      bookingVisitorMail(ctx, booking(lang, { meeting: { kind: "phone", number: "+1 212 555 0100" } })),
    );
    expect(mail.text).toContain(
      lang === "es" ? "Le llamaremos al +1 212 555 0100." : "We will call you at +1 212 555 0100.",
    );
    const { vevent, event } = invitation(mail.calendar!.content);
    expect(event.location).toBe("+1 212 555 0100");
    expect(vevent.getFirstProperty("url")).toBeNull();
  });

  it("in Mexico City's zone, the time is given once", async () => {
    const mail = await composed(
      bookingVisitorMail(
        ctx,
        booking("es", { visitor: { ...booking("es").visitor, timeZone: "America/Mexico_City" } }),
      ),
    );
    expect(mail.text).toContain("lunes, 15 de marzo, 9:00 a.m. GMT-6");
    expect(mail.text).not.toContain("hora de Ciudad de México");
  });

  it("on another day in Mexico City, its date is given too", async () => {
    // 23:30 UTC: 00:30 on Tuesday in Madrid, 17:30 on Monday in Mexico City.
    const late = Date.UTC(2027, 2, 15, 23, 30);
    const mail = await composed(
      bookingVisitorMail(
        ctx,
        booking("en", {
          start: late,
          end: late + 1_800_000,
          visitor: { ...booking("en").visitor, timeZone: "Europe/Madrid" },
        }),
      ),
    );
    expect(mail.text).toContain(
      "Tuesday, March 16 at 12:30 AM GMT+1 (Monday, March 15 at 5:30 PM CST, Mexico City time)",
    );
  });

  it("a zone Intl does not know falls back to Mexico City's instead of failing every attempt", async () => {
    const mail = await composed(
      bookingVisitorMail(
        ctx,
        booking("en", { visitor: { ...booking("en").visitor, timeZone: "Mars/Olympus" } }),
      ),
    );
    expect(mail.text).toContain("Monday, March 15 at 9:00 AM CST");
  });
});

describe("the team member's invitation", () => {
  it("is in the team's language, on Mexico City's clock and the visitor's, with the same event", async () => {
    const mail = await composed(bookingMemberMail(ctx, booking("en")));
    expect(mail.kind).toBe("booking-member");
    expect(mail.to).toBe("luis@pontas.mx");
    expect(mail.replyTo).toBe("ana@example.com");
    expect(mail.subject).toBe("Llamada agendada contigo: lunes, 15 de marzo, 9:00 a.m. GMT-6");
    expect(mail.html).toContain('lang="es"');
    for (const line of [
      "Hora de Ciudad de México: lunes, 15 de marzo, 9:00 a.m. GMT-6",
      "Hora del visitante (America/New_York): lunes, 15 de marzo, 11:00 a.m. GMT-4",
      "Duración: 30 minutos",
      "Nombre: Ana Pérez",
      "Empresa: Typed Company",
      "Idioma: en",
      "Tema: Typed topic: entrar a Monterrey",
      "Videollamada: https://meet.example.com/abc-defg-hij",
      "Abrir en la bandeja: http://localhost:3000/admin/leads/lead-1",
    ])
      expect(mail.text).toContain(line);
    await expect(`Subject: ${mail.subject}\n\n${mail.text}`).toMatchFileSnapshot(
      `__snapshots__/booking-member.es.txt`,
    );

    const { calendar, vevent, event } = invitation(mail.calendar!.content);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(event.uid).toBe("bk-0001@pontas");
    expect(event.summary).toBe("Llamada con Ana Pérez (Typed Company)");
    expect(event.description).toContain("http://localhost:3000/admin/leads/lead-1");
    expect(mailto(vevent.getFirstProperty("organizer"))).toBe("mailto:luis@pontas.mx");
    expect(event.attendees.map(mailto)).toEqual(["mailto:ana@example.com"]);
  });

  it("a cancellation is a CANCEL; no topic or company reads as none", async () => {
    const mail = await composed(
      bookingMemberMail(
        ctx,
        booking("es", {
          change: "cancelled",
          sequence: 1,
          topic: "",
          visitor: { ...booking("es").visitor, company: "" },
          meeting: { kind: "phone", number: "+52 55 1234 5678" },
        }),
      ),
    );
    expect(mail.subject).toMatch(/^Llamada contigo cancelada: /);
    expect(mail.text).toContain("Tema: —");
    expect(mail.text).toContain("Llamar al: +52 55 1234 5678");
    const { calendar, vevent, event } = invitation(mail.calendar!.content);
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(event.summary).toBe("Llamada con Ana Pérez");
  });
});

describe("the team's notice", () => {
  it("goes to LEADS_TO in the team's language, without an invitation", async () => {
    const mail = await composed(bookingTeamMail(ctx, booking("en", { change: "moved", sequence: 1 }))!);
    expect(mail.kind).toBe("booking-team");
    expect(mail.to).toBe("equipo@pontas.mx");
    expect(mail.replyTo).toBe("ana@example.com");
    expect(mail.subject).toBe(
      "Llamada con Luis Gómez cambiada de horario: lunes, 15 de marzo, 9:00 a.m. GMT-6",
    );
    expect(mail.calendar).toBeUndefined();
    expect(mail.text).toContain("Con: Luis Gómez");
    expect(mail.text).toContain("Tema: Typed topic: entrar a Monterrey");
    expect(mail.text).toContain("Reserva: bk-0001");
    await expect(`Subject: ${mail.subject}\n\n${mail.text}`).toMatchFileSnapshot(
      `__snapshots__/booking-team.es.txt`,
    );
  });

  it("is not written when nobody receives notices", () => {
    expect(bookingTeamMail({ ...ctx, leadsTo: [] }, booking("es"))).toBeNull();
  });
});

describe("the reminders", () => {
  it.each(languages)("a day and an hour before, in the visitor's language (%s)", async (lang) => {
    const day = await composed(bookingReminderMail(ctx, { ...booking(lang), hoursBefore: 24 }));
    const hour = await composed(bookingReminderMail(ctx, { ...booking(lang), hoursBefore: 1 }));
    for (const mail of [day, hour]) {
      expect(mail.kind).toBe("booking-reminder");
      expect(mail.to).toBe("ana@example.com");
      expect(mail.calendar).toBeUndefined();
      expect(mail.text).toContain(visitorTime[lang]);
      expect(mail.text).toContain("https://meet.example.com/abc-defg-hij");
      expect(mail.text).toContain("https://pontas.mx/es/llamada/gestionar?t=signed");
      expect(mail.data).not.toMatch(/Typed|luis@pontas/);
    }
    expect(day.subject).toBe(
      lang === "es"
        ? "Recordatorio: su llamada con Pontàs es mañana, lunes, 15 de marzo, 11:00 a.m. GMT-4"
        : "Reminder: your call with Pontàs is tomorrow, Monday, March 15 at 11:00 AM EDT",
    );
    expect(hour.subject).toBe(
      lang === "es"
        ? "Recordatorio: su llamada con Pontàs empieza en una hora (11:00 a.m. GMT-4)"
        : "Reminder: your call with Pontàs starts in an hour (11:00 AM EDT)",
    );
    expect(day.text).toContain(
      lang === "es"
        ? "Le recordamos su llamada de mañana con Luis Gómez."
        : "A reminder of your call with Luis Gómez tomorrow.",
    );
    expect(hour.text).toContain(
      lang === "es"
        ? "Su llamada con Luis Gómez empieza en una hora."
        : "Your call with Luis Gómez starts in an hour.",
    );
    await expect(`Subject: ${day.subject}\n\n${day.text}`).toMatchFileSnapshot(
      `__snapshots__/booking-reminder.${lang}.txt`,
    );
  });
});

describe("the calendar part on the wire", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "pontas-booking-mail-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const silent: Logger = { info: () => {}, error: () => {} };

  /** The row the worker claims, with the bodies it rendered. */
  async function ready(mail: QueuedMail): Promise<ReadyMail> {
    return {
      id: "out-1",
      refId: "bk-0001",
      personEmail: "ana@example.com",
      status: "pending",
      attempts: 0,
      nextAttemptAt: 0,
      lastError: null,
      createdAt: 0,
      sentAt: null,
      ...(await composed(mail)),
    };
  }

  it("the .eml of the file transport has a text/calendar alternative with method=REQUEST, and invite.ics", async () => {
    const transport = fileTransport(dir, '"Pontàs" <hola@pontas.example>', silent);
    await transport.send(await ready(bookingVisitorMail(ctx, booking("es"))));
    const [file] = readdirSync(dir);
    const parsed = await simpleParser(readFileSync(path.join(dir, file!)));
    expect(parsed.text).toContain("11:00 a.m. GMT-4");
    const calendarPart = parsed.attachments.find((a) => a.contentType === "text/calendar");
    expect(calendarPart?.headers.get("content-type")).toMatchObject({
      value: "text/calendar",
      params: { charset: "utf-8", method: "REQUEST" },
    });
    const { event } = invitation(calendarPart!.content.toString("utf8"));
    expect(event.uid).toBe("bk-0001@pontas");
    const file_ = parsed.attachments.find((a) => a.filename === "invite.ics");
    expect(file_?.contentType).toBe("application/ics");
  });

  it("a cancellation carries method=CANCEL in the part's Content-Type", async () => {
    const transport = fileTransport(dir, "hola@pontas.example", silent);
    await transport.send(
      await ready(bookingMemberMail(ctx, booking("es", { change: "cancelled", sequence: 1 }))),
    );
    const raw = readFileSync(path.join(dir, readdirSync(dir)[0]!), "utf8");
    expect(raw).toContain("Content-Type: text/calendar; charset=utf-8; method=CANCEL");
    expect(raw).toContain("X-Outbox-Kind: booking-member");
  });

  it("a mail without a calendar has no calendar part", async () => {
    const transport = fileTransport(dir, "hola@pontas.example", silent);
    await transport.send(await ready(bookingTeamMail(ctx, booking("es"))!));
    const parsed = await simpleParser(readFileSync(path.join(dir, readdirSync(dir)[0]!)));
    expect(parsed.attachments).toHaveLength(0);
  });
});
