import { z } from "zod";
import { profileOf, type CompanyProfile } from "../quiz/profile.ts";
import { storedServices } from "../quiz/recommend.ts";
import type { ServiceId } from "../site/screens.ts";

/**
 * A quiz lead's stored payload (the `leads.payload` column: the body as the lead endpoint
 * validated it, in the wire's names, plus the server's `recommendation`), read once,
 * with one schema, into the names every reader uses: the lead's page, the export and the
 * digest read this, never the JSON. Lenient by design: a payload of any age parses, and
 * what is missing or malformed reads as unanswered.
 */
export interface StoredLead {
  /** The client's `mensaje` ("" when none). */
  readonly message: string;
  /** Question id → option value, as the visitor answered (the client's own result fields left out). */
  readonly answers: Readonly<Record<string, string>>;
  /** The page the quiz was opened on ("" when unknown). */
  readonly quizPage: string;
  /** The server's recommendation; null for a lead stored before there was one. */
  readonly services: readonly ServiceId[] | null;
  /** The lead form's profile answers (null each when unanswered). */
  readonly profile: CompanyProfile;
}

const text = z.string().catch("");
const payloadSchema = z
  .looseObject({
    mensaje: text.optional(),
    quizData: z.record(z.string(), z.unknown()).catch({}).optional(),
    attribution: z.object({ quizPage: text.optional() }).catch({}).optional(),
    recommendation: z.object({ services: z.unknown() }).catch({ services: null }).optional(),
  })
  .catch({});

/** The four answers' keys: the rest of `quizData` is the client's own result, display only. */
const answerKeys = ["revenue", "teamSize", "challenge", "markets"] as const;

export function storedLeadOf(payload: string): StoredLead {
  let json: unknown = null;
  try {
    json = JSON.parse(payload);
  } catch {
    // A payload that is not JSON reads as empty: nothing of it is shown as an answer.
  }
  const parsed = payloadSchema.parse(json ?? {});
  const quizData = parsed.quizData ?? {};
  const answers = Object.fromEntries(
    answerKeys.flatMap((key) => (typeof quizData[key] === "string" ? [[key, quizData[key]]] : [])),
  );
  return {
    message: parsed.mensaje ?? "",
    answers,
    quizPage: parsed.attribution?.quizPage ?? "",
    services: storedServices(parsed.recommendation?.services),
    profile: profileOf(parsed as Parameters<typeof profileOf>[0]),
  };
}
