import type { TeamInbox } from "#domain/inbox/team-request.ts";
import { StorageUnavailableError, type Storage } from "../db/storage.ts";
import { statusMessage } from "../http-hygiene.ts";

/**
 * The inbox while the storage cannot be used (a database down, a full disk): its pages
 * and exports answer 503 with Retry-After (docs/decisions/093), the fault logged once
 * where it was caught, as itself.
 */

/** The storage's own fault behind `error` (better-auth, for one, wraps what its adapter threw), or undefined. */
export function storageFault(error: unknown): StorageUnavailableError | undefined {
  for (let at = error, depth = 0; at instanceof Error && depth < 6; depth++) {
    if (at instanceof StorageUnavailableError) return at;
    at = at.cause;
  }
  return undefined;
}

/**
 * What an inbox loader or action throws for it: React Router renders the inbox's page
 * for a 503 (app/features/inbox/inbox-error.tsx) with this response's headers; a resource
 * route (the export) sends it as it is.
 */
export function unavailableResponse(fault: StorageUnavailableError): Response {
  return new Response(statusMessage(503), {
    status: 503,
    headers: { "Retry-After": String(fault.retryAfterSeconds), "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** The inbox's operations as the routes get them: a fault of the storage is reported, then answered 503. */
export function guardInbox(inbox: TeamInbox, report: (fault: StorageUnavailableError) => void): TeamInbox {
  const answer = (error: unknown): never => {
    const fault = storageFault(error);
    if (!fault) throw error;
    report(fault);
    throw unavailableResponse(fault);
  };
  return new Proxy(inbox, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        try {
          const result: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
          return result instanceof Promise ? result.catch(answer) : result;
        } catch (error) {
          return answer(error);
        }
      };
    },
  });
}

/**
 * Waits for `floor` and, meanwhile, checks that the storage takes a write now (the probe
 * of /readyz: larger than a sign-in code's e-mail, never committed). When it cannot, the
 * fault is reported and answered 503. The same work and wait for every caller: asking for
 * a code takes the same time for a team address and another (docs/decisions/089).
 */
export async function writableWithin(
  storage: Storage,
  floor: Promise<unknown>,
  report: (fault: StorageUnavailableError) => void,
): Promise<void> {
  const [, error] = await Promise.all([
    floor,
    storage.probeWrite().then(
      () => undefined,
      (failure: unknown) => failure,
    ),
  ]);
  if (error === undefined) return;
  const fault = storageFault(error);
  if (!fault) throw error;
  report(fault);
  throw unavailableResponse(fault);
}
