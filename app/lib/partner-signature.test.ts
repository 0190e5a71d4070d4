import { describe, expect, it } from "vitest";
import { loadFirmProfile } from "../../scripts/firm-profile.ts";
import { partnerSignature } from "./firm.server.ts";

/** The signature's title and phone of a partner's strategy come from the firm's profile (decision 095). */
describe("partnerSignature", () => {
  const example = loadFirmProfile({ FIRM_PROFILE: "tests/fixtures/firm-profile.example.json" }).profile;

  it("gives the role and direct line of the profile's partner with the signed-in address", () => {
    expect(partnerSignature("Socio.Cuatro@example.com", example)).toEqual({
      title: { es: "Socio de Asuntos Jurídicos (ejemplo)", en: "Legal Partner (example)" },
      phone: "+52 55 0123 4569",
    });
  });

  it("gives nothing for an address the profile does not name, nor with the repository's profile", () => {
    expect(partnerSignature("otra@example.com", example)).toBeUndefined();
    expect(partnerSignature("socio.cuatro@example.com")).toBeUndefined();
  });
});
