import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildWarnings, FirmProfileError, loadFirmProfile } from "./firm-profile.ts";

const exampleFile = "tests/fixtures/firm-profile.example.json";
const emptyFile = "tests/fixtures/firm-profile.empty.json";
const scratch = mkdtempSync(path.join(tmpdir(), "firm-profile-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function profileFile(name: string, profile: unknown): string {
  const file = path.join(scratch, name);
  writeFileSync(file, typeof profile === "string" ? profile : JSON.stringify(profile));
  return file;
}

describe("the firm's profile at build time", () => {
  it("is the repository's without FIRM_PROFILE (whatever the firm filled in: its content is the firm's)", () => {
    expect(loadFirmProfile({}).source).toBe("app/content/firm-profile.ts");
  });

  it("a profile with only the city has no legal name, partner or image", () => {
    const loaded = loadFirmProfile({ FIRM_PROFILE: emptyFile });
    expect(loaded.source).toBe(emptyFile);
    expect(loaded.profile.legalName).toBeUndefined();
    expect(loaded.profile.partners).toEqual([]);
    expect(loaded.images.size).toBe(0);
  });

  it("takes the JSON file FIRM_PROFILE names, its images served at /firm/<name>", () => {
    const loaded = loadFirmProfile({ FIRM_PROFILE: exampleFile });
    expect(loaded.source).toBe(exampleFile);
    expect(loaded.profile.partners.map((p) => p.photo)).toEqual([
      "/firm/example-eso.svg",
      "/firm/example-edd.svg",
      "/firm/example-est.svg",
      "/firm/example-esc.svg",
    ]);
    expect(loaded.profile.clients[0]!.logo).toBe("/firm/example-client-logo.svg");
    expect(loaded.images.get("/firm/example-eso.svg")).toBe(
      path.resolve("tests/fixtures/firm-profile/example-eso.svg"),
    );
  });

  it("stops the build on a bad value, naming the field", () => {
    const file = profileFile("bad.json", { phone: "55 1234", partners: [{ name: "Ana", area: "sales" }] });
    expect(() => loadFirmProfile({ FIRM_PROFILE: file })).toThrow(FirmProfileError);
    expect(() => loadFirmProfile({ FIRM_PROFILE: file })).toThrow(/phone .*; partners\.0\.area/);
  });

  it("stops the build on a missing image, a missing file or a file that is not JSON", () => {
    const file = profileFile("photo.json", { partners: [{ name: "Ana Pérez", photo: "team/ana.jpg" }] });
    expect(() => loadFirmProfile({ FIRM_PROFILE: file })).toThrow(
      /partners\.0\.photo team\/ana\.jpg: no such file/,
    );
    expect(() => loadFirmProfile({ FIRM_PROFILE: path.join(scratch, "none.json") })).toThrow(/no file/);
    expect(() => loadFirmProfile({ FIRM_PROFILE: profileFile("broken.json", "{") })).toThrow(/not JSON/);
  });

  it("prints one warning per fact a profile lacks", () => {
    const lines = buildWarnings(loadFirmProfile({ FIRM_PROFILE: emptyFile }), {});
    expect(lines.length).toBeGreaterThanOrEqual(6);
    for (const line of lines)
      expect(line).toMatch(/^firm profile \(tests\/fixtures\/firm-profile\.empty\.json\) lacks /);
    expect(lines.join("\n")).toMatch(/lacks address\.street \(domicilio\)/);
    expect(lines.join("\n")).toMatch(/lacks phone/);
    expect(lines.join("\n")).toMatch(/lacks partners/);
  });

  it("warns that a replaced SITE_LEGAL_* setting is no longer read", () => {
    const lines = buildWarnings(loadFirmProfile({ FIRM_PROFILE: exampleFile }), {
      SITE_LEGAL_ADDRESS: "Ciudad de México, México",
    });
    expect(lines[0]).toMatch(/^SITE_LEGAL_ADDRESS is no longer read/);
  });
});
