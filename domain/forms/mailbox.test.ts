import { describe, expect, it } from "vitest";
import { mailboxOf } from "./mailbox.ts";

describe("the mailbox an address delivers to", () => {
  it.each([
    ["Victim@Example.com", "victim@example.com"],
    ["victim+1@example.com", "victim@example.com"],
    ["victim+a+b@example.com", "victim@example.com"],
    ["v.i.c.t.i.m+40@gmail.com", "victim@gmail.com"],
    ["Victim@GoogleMail.com", "victim@gmail.com"],
    ["first.last@example.com", "first.last@example.com"],
  ])("%s → %s", (address, mailbox) => {
    expect(mailboxOf(address)).toBe(mailbox);
  });
});
