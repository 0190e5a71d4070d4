import { officeZone } from "../site/firm-contact.ts";
import { languageInfo, type Language } from "#i18n/languages.ts";

/** The quiz promises a strategy within 24 hours of the lead. */
export const promiseMs = 24 * 60 * 60 * 1000;

/** When the strategy promised to a quiz lead is due: 24 hours after the lead arrived. */
export function strategyDeadline(receivedAt: number): number {
  return receivedAt + promiseMs;
}

/** The parts of a moment as the deadline sentence names them, on Mexico City's clock, in a language. */
export interface DeadlineParts {
  /** "jueves", "Thursday". */
  readonly weekday: string;
  /** "26". */
  readonly day: string;
  /** "noviembre", "November". */
  readonly month: string;
  /** "3:47 p.m.", "3:47 PM". */
  readonly time: string;
  /** The hour on a 12-hour clock (Spanish says "a la 1" but "a las 3"). */
  readonly hour: number;
}

export function deadlineParts(at: number, lang: Language): DeadlineParts {
  const locale = languageInfo(lang).documentLang;
  const timeZone = officeZone;
  const date = Object.fromEntries(
    new Intl.DateTimeFormat(locale, { timeZone, weekday: "long", day: "numeric", month: "long" })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const clock = new Intl.DateTimeFormat(locale, {
    timeZone,
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
  });
  const hour = Number(clock.formatToParts(at).find((p) => p.type === "hour")?.value ?? 0);
  return {
    weekday: date.weekday ?? "",
    day: date.day ?? "",
    month: date.month ?? "",
    time: clock.format(at).replace(/\u202f|\u00a0/g, " "),
    hour,
  };
}
