import { describe, expect, it } from "vitest";
import { inboxPath, inboxPaths, isInboxPath, underInbox } from "./inbox-paths.ts";

describe("the inbox's paths (one table)", () => {
  it("fills a page's parameters, each as one path segment", () => {
    expect(inboxPath("leads")).toBe("/admin/leads");
    expect(inboxPath("lead", { id: "a/b c" })).toBe("/admin/leads/a%2Fb%20c");
    expect(inboxPath("answerPdf", { id: "x" })).toBe("/admin/leads/x/answer/pdf");
    expect(inboxPath("export", { format: "csv" })).toBe("/admin/export/csv");
  });

  it("every page is under the inbox, as React Router's child routes name it", () => {
    for (const path of Object.values(inboxPaths)) expect(isInboxPath(path)).toBe(true);
    expect(underInbox(inboxPaths.code)).toBe("login/code");
  });

  it("tells the inbox's paths from the public site's, as the redirects need", () => {
    for (const path of ["/admin", "/admin/", "/admin/leads", "/admin.data", "/admin/login.data"])
      expect(isInboxPath(path)).toBe(true);
    for (const path of ["/", "/administracion", "/es/admin", "/admins/x", "/adminx.data"])
      expect(isInboxPath(path)).toBe(false);
  });
});
