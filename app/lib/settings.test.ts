import { describe, expect, it } from "vitest";
import { parseSiteSettings } from "#domain/site/settings.ts";
import { legalAddress } from "./settings.ts";

describe("legalAddress", () => {
  it("writes the default city in each language", () => {
    const site = parseSiteSettings({});
    expect(legalAddress("es", site)).toBe("Ciudad de México, México");
    expect(legalAddress("en", site)).toBe("Mexico City, Mexico");
  });

  it("takes each language's address from its own setting", () => {
    const site = parseSiteSettings({
      SITE_LEGAL_ADDRESS: "Av. Reforma 1, Ciudad de México",
      SITE_LEGAL_ADDRESS_EN: "1 Reforma Ave., Mexico City",
    });
    expect(legalAddress("es", site)).toBe("Av. Reforma 1, Ciudad de México");
    expect(legalAddress("en", site)).toBe("1 Reforma Ave., Mexico City");
  });
});
