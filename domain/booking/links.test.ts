import { describe, expect, it } from "vitest";
import { bookedCallPath, bookingPath, callHref, callUrl } from "./links.ts";

const none = { schedulingUrl: undefined, fundsSchedulingUrl: undefined };

describe("where a call to action goes (docs/decisions/068)", () => {
  it("the site's own booking page in the page's language, 20 minutes from the funds page", () => {
    expect(callHref(none, "es")).toBe("/es/agendar");
    expect(callHref(none, "en", { minutes: 20 })).toBe("/en/book-a-call?min=20");
    expect(callHref(none, "es", { leadKey: "a.b" })).toBe("/es/agendar?l=a.b");
    expect(callUrl({ ...none, siteUrl: "https://pontas.mx" }, "en")).toBe("https://pontas.mx/en/book-a-call");
  });

  it("the firm's external scheduler when it set one (the funds one for 20 minutes, else the general one)", () => {
    const general = { schedulingUrl: "https://agenda.example.com/30", fundsSchedulingUrl: undefined };
    expect(callHref(general, "es")).toBe("https://agenda.example.com/30");
    expect(callHref(general, "es", { minutes: 20 })).toBe("https://agenda.example.com/30");
    const both = { ...general, fundsSchedulingUrl: "https://agenda.example.com/20" };
    expect(callHref(both, "en", { minutes: 20 })).toBe("https://agenda.example.com/20");
    // A lead's key is ours: it never goes to another site.
    expect(callHref(both, "es", { leadKey: "a.b" })).toBe("https://agenda.example.com/30");
  });

  it("a booked call's page carries only its signed key", () => {
    expect(bookingPath("es", { minutes: 20, leadKey: "k" })).toBe("/es/agendar?min=20&l=k");
    expect(bookedCallPath("en", "x.y", true)).toBe("/en/book-a-call/call?k=x.y&ok=1");
  });
});
