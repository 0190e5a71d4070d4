/**
 * The clock of a server a test starts, moved by TEST_CLOCK_OFFSET_MS (loaded with
 * `node --import` before the server): `Date.now()` and `new Date()` are that far
 * from the machine's, as if the server ran at another time of day. Two servers
 * given the same offset share one clock (server/multi-instance.test.ts: the daily
 * digest is due at 08:00 Mexico City time, whenever the test runs).
 */
const offset = Number(process.env.TEST_CLOCK_OFFSET_MS ?? 0);

if (offset) {
  const Real = Date;
  const now = () => Real.now() + offset;
  globalThis.Date = new Proxy(Real, {
    construct: (target, args: unknown[], newTarget: new () => object) =>
      Reflect.construct(
        target as new (...a: unknown[]) => object,
        args.length > 0 ? args : [now()],
        newTarget,
      ),
    apply: () => new Real(now()).toString(),
    get: (target, property, receiver) =>
      property === "now" ? now : (Reflect.get(target, property, receiver) as unknown),
  });
}
