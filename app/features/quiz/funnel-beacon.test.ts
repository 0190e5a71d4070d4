// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, it, vi } from "vitest";

const sent: { session: string; step: string }[] = [];

beforeEach(() => {
  sent.length = 0;
  sessionStorage.clear();
  vi.resetModules();
  Object.defineProperty(navigator, "sendBeacon", {
    configurable: true,
    value: (_url: string, body: string) => {
      sent.push(JSON.parse(body) as { session: string; step: string });
      return true;
    },
  });
});
afterEach(() => sessionStorage.clear());

/** The module as a fresh page load evaluates it. */
const load = async () => (await import("./funnel-beacon.ts")).funnelBeacon;

it("reports a quiz resumed after a reload under the opening it started with", async () => {
  let beacon = await load();
  beacon("open", "fab", "es");
  beacon("q1", "fab", "es");
  beacon = await load(); // reload: the answers come back from session storage, and so does the id
  beacon("q2", "fab", "es");
  expect(sent.map((s) => s.step)).toEqual(["open", "q1", "q2"]);
  expect(new Set(sent.map((s) => s.session)).size).toBe(1);
});

it("starts a new id with each opening", async () => {
  const beacon = await load();
  beacon("open", "fab", "es");
  beacon("open", "hero", "es");
  expect(sent[0]!.session).not.toBe(sent[1]!.session);
  expect(sent[1]!.session).toMatch(/^[0-9a-f]{32}$/);
});
