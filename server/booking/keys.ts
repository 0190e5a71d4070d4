import { createHmac, timingSafeEqual } from "node:crypto";
import type { TokenProblem } from "#domain/booking/model.ts";

/**
 * The visitor's keys (docs/decisions/068): signed, so a link carries no personal
 * data and no sign-in. A lead key names the lead a booking joins (links from the
 * quiz's confirmation and the letters); a call key names a booked call and the
 * invitation's SEQUENCE it was made for, so that a moved or cancelled call's old
 * links answer "used". HMAC-SHA-256 under a key derived from AUTH_SECRET.
 */

interface LeadKey {
  readonly p: "lead";
  readonly kind: "lead" | "message";
  readonly id: string;
  readonly exp: number;
}
interface CallKey {
  readonly p: "call";
  readonly id: string;
  readonly seq: number;
  readonly exp: number;
}
type Payload = LeadKey | CallKey;

const dayMs = 24 * 60 * 60 * 1000;
/** A lead's link books for 30 days after it was made. */
export const leadKeyLifeMs = 30 * dayMs;
/** A call's links work until a week after the call. */
export const callKeyGraceMs = 7 * dayMs;

const b64 = (buffer: Buffer) => buffer.toString("base64url");

export function bookingKeys(secret: string) {
  const key = createHmac("sha256", secret).update("pontas booking keys v1").digest();
  const mac = (body: string) => createHmac("sha256", key).update(body).digest().subarray(0, 18);

  function sign(payload: Payload): string {
    const body = b64(Buffer.from(JSON.stringify(payload)));
    return `${body}.${b64(mac(body))}`;
  }

  function open(token: string, now: number): Payload | TokenProblem {
    const [body, signature, extra] = token.split(".");
    if (!body || !signature || extra !== undefined || token.length > 512) return "forged";
    const given = Buffer.from(signature, "base64url");
    const expected = mac(body);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "forged";
    let payload: Payload;
    try {
      payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Payload;
    } catch {
      return "forged";
    }
    if (typeof payload.exp !== "number" || payload.exp < now) return "expired";
    return payload;
  }

  return {
    leadKey: (kind: "lead" | "message", id: string, now: number) =>
      sign({ p: "lead", kind, id, exp: now + leadKeyLifeMs }),
    callKey: (id: string, sequence: number, callEnd: number) =>
      sign({ p: "call", id, seq: sequence, exp: callEnd + callKeyGraceMs }),
    openLead(token: string, now: number): LeadKey | TokenProblem {
      const payload = open(token, now);
      if (typeof payload === "string") return payload;
      return payload.p === "lead" ? payload : "forged";
    },
    openCall(token: string, now: number): CallKey | TokenProblem {
      const payload = open(token, now);
      if (typeof payload === "string") return payload;
      return payload.p === "call" ? payload : "forged";
    },
  };
}

export type BookingKeys = ReturnType<typeof bookingKeys>;
