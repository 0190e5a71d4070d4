import { z } from "zod";
import { profileOf, type CompanyProfile } from "../quiz/profile.ts";
import { storedServices } from "../quiz/recommend.ts";
import type { ServiceId } from "../site/screens.ts";

/**
 * A quiz lead, as every reader gets it: the team's e-mail, the acknowledgement, the webhook,
 * the lead's page, the export and the digest. The quiz's endpoint takes the body in the
 * spec's Spanish names (`nombre`, `empresa`, `mensaje`: domain/forms/lead-schema.ts), and the
 * database keeps that body as `leads.payload`; this module is the one place that reads those
 * names. `leadOf` parses a body of any age with one lenient schema: what is missing or
 * malformed reads as unanswered, never as an error (the body was validated when it came).
 */
export interface Lead {
  readonly name: string;
  readonly email: string;
  /** "" when not given. */
  readonly company: string;
  readonly requestCall: boolean;
  /**
   * The client's own summary of its result (`mensaje`: "Etapa: …, … puntos"), display only:
   * the lead's stage and score are the server's, computed from `answers`.
   */
  readonly clientSummary: string;
  /** Question id → option value, as the visitor answered (the client's own results left out). */
  readonly answers: Readonly<Record<string, string>>;
  /** The lead form's profile answers (null each when unanswered). */
  readonly profile: CompanyProfile;
  /** Where the lead came from ("" each when unknown). */
  readonly attribution: LeadAttribution;
  /** The server's recommendation as stored with the lead; null for a body not stored yet or stored before there was one. */
  readonly services: readonly ServiceId[] | null;
}

export interface LeadAttribution {
  readonly quizSource: string;
  /** The landing page: where the visit began. */
  readonly pagePath: string;
  /** The page the quiz was opened on. */
  readonly quizPage: string;
  readonly referrer: string;
  /** The UTM parameters that had a value. */
  readonly utm: Readonly<Record<string, string>>;
}

const text = z.string().catch("");
const wireSchema = z
  .looseObject({
    nombre: text.optional(),
    email: text.optional(),
    empresa: text.optional(),
    mensaje: text.optional(),
    requestCall: z.boolean().catch(false).optional(),
    quizData: z.record(z.string(), z.unknown()).catch({}).optional(),
    attribution: z
      .object({
        quizSource: text.optional(),
        pagePath: text.optional(),
        quizPage: text.optional(),
        referrer: text.optional(),
        utm: z.record(z.string(), z.unknown()).catch({}).optional(),
      })
      .catch({})
      .optional(),
    recommendation: z.object({ services: z.unknown() }).catch({ services: null }).optional(),
  })
  .catch({});

/** The four answers' keys: the rest of `quizData` is the client's own result, display only. */
const answerKeys = ["revenue", "teamSize", "challenge", "markets"] as const;

/** A lead's body (the endpoint's, or as stored, with the server's `recommendation`) in the readers' names. */
export function leadOf(body: unknown): Lead {
  const parsed = wireSchema.parse(body ?? {});
  const quizData = parsed.quizData ?? {};
  const a = parsed.attribution ?? {};
  const strings = (record: Record<string, unknown>, keys: readonly string[]) =>
    Object.fromEntries(
      keys.flatMap((key) => (typeof record[key] === "string" && record[key] ? [[key, record[key]]] : [])),
    );
  return {
    name: parsed.nombre ?? "",
    email: parsed.email ?? "",
    company: parsed.empresa ?? "",
    requestCall: parsed.requestCall ?? false,
    clientSummary: parsed.mensaje ?? "",
    answers: strings(quizData, answerKeys),
    profile: profileOf(parsed as Record<string, unknown>),
    attribution: {
      quizSource: a.quizSource ?? "",
      pagePath: a.pagePath ?? "",
      quizPage: a.quizPage ?? "",
      referrer: a.referrer ?? "",
      utm: strings(a.utm ?? {}, Object.keys(a.utm ?? {})),
    },
    services: storedServices(parsed.recommendation?.services),
  };
}

/** A lead's stored payload (the `leads.payload` column's JSON); a payload that is not JSON reads as empty. */
export function storedLeadOf(payload: string): Lead {
  let json: unknown = null;
  try {
    json = JSON.parse(payload);
  } catch {
    // Nothing of it is shown as an answer.
  }
  return leadOf(json);
}
