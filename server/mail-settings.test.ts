import { describe, expect, it } from "vitest";
import { mailSettings, readServerEnv, readSiteSettings } from "./env.ts";

/** Who gets the team's notifications on the firm's first day (issue 56, item 13). */
describe("the team's notifications", () => {
  const site = readSiteSettings({});
  const secret = { AUTH_SECRET: "x".repeat(32) };

  it("go to the team of TEAM_EMAILS when LEADS_TO is not set", () => {
    const env = readServerEnv({ TEAM_EMAILS: "Ana Pérez <ana@pontas.mx>, bruno@pontas.mx", ...secret });
    expect(mailSettings(env, site).leadsTo).toEqual(["ana@pontas.mx", "bruno@pontas.mx"]);
  });

  it("go to LEADS_TO when it is set, and to the contact address without a team", () => {
    const env = readServerEnv({ TEAM_EMAILS: "ana@pontas.mx", LEADS_TO: "leads@pontas.mx", ...secret });
    expect(mailSettings(env, site).leadsTo).toEqual(["leads@pontas.mx"]);
    expect(mailSettings(readServerEnv({}), site).leadsTo).toEqual([site.contactEmail]);
  });
});
