import { describe, expect, it } from "vitest";
import { contactRequestSearch, readContactRequest } from "./contact-request.ts";

describe("contact requests in the query string", () => {
  it("names the request with the page language's parameter", () => {
    expect(contactRequestSearch("health-snapshot", "es")).toBe("?asunto=health-snapshot");
    expect(contactRequestSearch("health-snapshot", "en")).toBe("?topic=health-snapshot");
  });

  it.each(["?asunto=health-snapshot", "?topic=health-snapshot", "?utm_source=x&topic=health-snapshot"])(
    "reads %s",
    (search) => {
      expect(readContactRequest(search)).toBe("health-snapshot");
      expect(readContactRequest(new URLSearchParams(search))).toBe("health-snapshot");
    },
  );

  it.each(["", "?asunto=", "?asunto=<script>", "?topic=HEALTH-SNAPSHOT", "?subject=health-snapshot"])(
    "ignores %j",
    (search) => {
      expect(readContactRequest(search)).toBeUndefined();
    },
  );
});
