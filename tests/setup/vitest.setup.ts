import { afterEach, beforeEach, vi, type MockInstance } from "vitest";

/**
 * Any `console.error` during a test (a React warning, a caught-and-logged
 * failure) fails that test. A test that expects one silences it with
 * `consoleError.mockImplementation(() => {})`, asserts on it, and then calls
 * `consoleError.mockClear()` so the check below passes.
 */
export let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  const originalConsoleError = console.error.bind(console);
  consoleError = vi.spyOn(console, "error");
  // Still print it, so the failure shows what was logged.
  consoleError.mockImplementation((...args: Parameters<typeof console.error>) => {
    originalConsoleError(...args);
  });
});

afterEach(() => {
  const calls = [...consoleError.mock.calls];
  consoleError.mockRestore();
  if (calls.length > 0) {
    const logged = calls.map((args) => args.map((arg) => String(arg)).join(" ")).join("\n");
    throw new Error(`console.error was called ${calls.length} time(s) during the test:\n${logged}`);
  }
});
