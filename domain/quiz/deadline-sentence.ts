import { deadlineParts, strategyDeadline } from "./deadline.ts";
import type { Language } from "#i18n/languages.ts";
import type { Locale } from "#i18n/locales/index.ts";
import { interpolate } from "#i18n/translate.ts";

/**
 * "Te enviaremos tu estrategia personalizada antes del jueves 26 de noviembre a las
 * 3:47 p.m., hora de Ciudad de México": the quiz's promise for a lead that arrived at
 * `receivedAt`, from the quiz's translations (the confirmation step and the
 * acknowledgement e-mail both say it).
 */
export function deadlineSentence(
  promise: Pick<Locale["quiz"]["promise"], "deadline" | "deadlineOne">,
  receivedAt: number,
  lang: Language,
): string {
  const parts = deadlineParts(strategyDeadline(receivedAt), lang);
  return interpolate(parts.hour === 1 ? promise.deadlineOne : promise.deadline, { ...parts });
}
