import { describe, expect, it } from "vitest";
import { fromBrowser, toBrowser } from "./host-cookies.ts";

describe("the inbox's cookie names under HTTPS", () => {
  it("over HTTPS a team cookie goes out as __Host-, Secure, Path=/ and no Domain; others are untouched", () => {
    expect(
      toBrowser(
        "pontas-team.session_token=abc.def; Max-Age=2592000; Path=/admin; HttpOnly; SameSite=Lax",
        true,
      ),
    ).toBe(
      "__Host-pontas-team.session_token=abc.def; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure",
    );
    expect(toBrowser("pontas-team.csrf=x; Path=/admin; Domain=example.com; Secure; HttpOnly", true)).toBe(
      "__Host-pontas-team.csrf=x; Path=/; HttpOnly; Secure",
    );
    expect(toBrowser("pontas-lang=en; Path=/", true)).toBe("pontas-lang=en; Path=/");
  });

  it("over HTTP nothing changes", () => {
    const cookie = "pontas-team.session_token=abc; Path=/admin; HttpOnly";
    expect(toBrowser(cookie, false)).toBe(cookie);
    expect(fromBrowser("pontas-team.session_token=abc; a=b", false)).toBe(
      "pontas-team.session_token=abc; a=b",
    );
  });

  it("over HTTPS the __Host- cookies are read under their plain names, and plain team cookies are dropped", () => {
    expect(
      fromBrowser(
        "a=1; __Host-pontas-team.session_token=good; pontas-team.session_token=planted; pontas-team.csrf=x",
        true,
      ),
    ).toBe("a=1; pontas-team.session_token=good");
    expect(fromBrowser(undefined, true)).toBeUndefined();
  });
});
