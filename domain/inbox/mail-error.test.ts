import { describe, expect, it } from "vitest";
import { mailError } from "./mail-error.ts";

describe("mailError", () => {
  it.each([
    ["the webhook receiver answered 500", { kind: "webhookStatus", status: "500" }],
    ["the webhook request failed: timed out", { kind: "webhookTimeout" }],
    ["the webhook request failed: bad port", { kind: "webhookUnreachable" }],
    ["the webhook request failed: ECONNREFUSED", { kind: "webhookUnreachable" }],
    ["LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET are not set", { kind: "webhookNotConfigured" }],
    ["550 5.1.1 <[address]>: Recipient address rejected", { kind: "smtpRefused", status: "550" }],
    ["Can't send mail - all recipients were rejected: 550 rejected", { kind: "smtpRefused", status: "550" }],
    ["connect ECONNREFUSED 127.0.0.1:2525", { kind: "smtpUnreachable" }],
    ["something else", { kind: "other" }],
  ])("%j", (text, expected) => {
    expect(mailError(text)).toEqual(expected);
  });
});
