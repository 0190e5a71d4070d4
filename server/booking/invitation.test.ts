import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { invitationIcs, type InvitationInput } from "./invitation.ts";

// Monday 15 March 2027, 15:00 UTC (11:00 in New York, 9:00 in Mexico City), for 30 minutes.
const start = Date.UTC(2027, 2, 15, 15, 0);
const input: InvitationInput = {
  method: "REQUEST",
  uid: "b-123@pontas",
  sequence: 0,
  start,
  end: start + 30 * 60_000,
  stamp: Date.UTC(2027, 2, 1, 12, 0),
  summary: "Llamada con Pontàs; 30 minutos, por video",
  description: "Con Ana Pérez.\nCambiar o cancelar: https://pontas.mx/m/abc",
  location: "https://meet.example.com/abc-defg",
  url: "https://meet.example.com/abc-defg",
  organizer: { name: "Ana Pérez", email: "ana@pontas.mx" },
  attendee: { name: "Bob Smith", email: "bob@example.com" },
};

/** The calendar and its one event, as a real parser reads them. */
function parsed(ics: string) {
  const calendar = ICAL.Component.fromString(ics);
  const vevents = calendar.getAllSubcomponents("vevent");
  expect(vevents).toHaveLength(1);
  return { calendar, vevent: vevents[0]!, event: new ICAL.Event(vevents[0]!) };
}

describe("invitationIcs", () => {
  it("writes a REQUEST that a parser reads back: uid, sequence, times in UTC, people, place", () => {
    const ics = invitationIcs(input);
    const { calendar, vevent, event } = parsed(ics);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(calendar.getFirstPropertyValue("prodid")).toMatch(/Pontas/);
    expect(event.uid).toBe("b-123@pontas");
    expect(event.sequence).toBe(0);
    expect(event.startDate.zone.tzid).toBe("UTC");
    expect(event.startDate.toJSDate().getTime()).toBe(input.start);
    expect(event.endDate.toJSDate().getTime()).toBe(input.end);
    expect(ics).toContain("DTSTART:20270315T150000Z");
    expect(ics).not.toMatch(/TZID/);
    expect(vevent.getFirstPropertyValue("dtstamp")?.toString()).toBe("2027-03-01T12:00:00Z");
    expect(event.summary).toBe(input.summary);
    expect(event.description).toBe(input.description);
    expect(event.location).toBe(input.location);
    expect(vevent.getFirstPropertyValue("url")).toBe(input.url);
    expect(vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");

    const organizer = vevent.getFirstProperty("organizer")!;
    expect(String(organizer.getFirstValue()).toLowerCase()).toBe("mailto:ana@pontas.mx");
    expect(organizer.getParameter("cn")).toBe("Ana Pérez");

    expect(event.attendees).toHaveLength(1);
    const attendee = event.attendees[0]!;
    expect(String(attendee.getFirstValue()).toLowerCase()).toBe("mailto:bob@example.com");
    expect(attendee.getParameter("cn")).toBe("Bob Smith");
    expect(attendee.getParameter("role")).toBe("REQ-PARTICIPANT");
    expect(attendee.getParameter("partstat")).toBe("NEEDS-ACTION");
    expect(attendee.getParameter("rsvp")).toBe("TRUE");
  });

  it("writes a CANCEL of the same event: same uid, the next sequence, status cancelled", () => {
    const { calendar, vevent, event } = parsed(invitationIcs({ ...input, method: "CANCEL", sequence: 3 }));
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(event.uid).toBe("b-123@pontas");
    expect(event.sequence).toBe(3);
    expect(vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
    // RFC 5546: a CANCEL names the attendees it removes the event for.
    expect(event.attendees).toHaveLength(1);
  });

  it("a phone call has its number as the location and no URL", () => {
    const { vevent, event } = parsed(
      invitationIcs({ ...input, location: "+52 55 1234 5678", url: undefined }),
    );
    expect(event.location).toBe("+52 55 1234 5678");
    expect(vevent.getFirstProperty("url")).toBeNull();
  });

  it("a display name with quotes or line breaks cannot break out of its parameter", () => {
    const ics = invitationIcs({
      ...input,
      attendee: { name: 'Bob "the\r\nBuilder"; ROLE=CHAIR', email: "bob@example.com" },
    });
    const { event } = parsed(ics);
    expect(event.attendees).toHaveLength(1);
    const attendee = event.attendees[0]!;
    expect(attendee.getParameter("role")).toBe("REQ-PARTICIPANT");
    expect(attendee.getParameter("cn")).toBe("Bob the Builder ; ROLE=CHAIR");
    expect(ics).not.toMatch(/\r\nBuilder/);
  });
});
