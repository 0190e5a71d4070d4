import { z } from "zod";
import { languages, type Language } from "#i18n/languages.ts";
import { stageKeys, type StageKey } from "../quiz/stages.ts";
import { periods, statuses, type Cursor, type FunnelPeriod, type InboxFilters } from "./model.ts";

// No code generation: the pages' Content-Security-Policy allows no eval (as domain/forms/fields.ts).
z.config({ jitless: true });

/**
 * The inbox's query strings, read on the server (the routes' loaders): the list's
 * filters and page, the funnel's period. Kept out of model.ts so that no page
 * bundles zod for them.
 */
const FiltersSchema = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  status: z.enum(statuses).optional().catch(undefined),
  stage: z
    .enum(stageKeys as [StageKey, ...StageKey[]])
    .optional()
    .catch(undefined),
  call: z.enum(["yes", "no"]).optional().catch(undefined),
  language: z
    .enum(languages as [Language, ...Language[]])
    .optional()
    .catch(undefined),
  period: z.coerce
    .number()
    .int()
    .refine((n) => (periods as readonly number[]).includes(n))
    .optional()
    .catch(undefined),
});

/** The list's filters from a query string: anything invalid is dropped, never echoed. */
export function readFilters(params: URLSearchParams): InboxFilters {
  const raw = Object.fromEntries([...params].filter(([, v]) => v !== ""));
  const parsed = FiltersSchema.parse(raw);
  return Object.fromEntries(
    Object.entries(parsed).filter(([, v]) => v !== undefined && v !== ""),
  ) as InboxFilters;
}

export function readCursor(value: string | null): Cursor | null {
  if (!value) return null;
  const match = /^(\d{1,15})\.([\w-]{1,100})$/.exec(value);
  return match ? { createdAt: Number(match[1]), id: match[2]! } : null;
}

const DaySchema = z.iso.date();

/** The funnel's period from the query (from, to: YYYY-MM-DD, from ≤ to); null when absent or invalid. */
export function readPeriod(params: URLSearchParams): FunnelPeriod | null {
  const from = DaySchema.safeParse(params.get("from"));
  const to = DaySchema.safeParse(params.get("to"));
  if (!from.success || !to.success || from.data > to.data) return null;
  return { from: from.data, to: to.data };
}

/** The last `days` days up to `today` (YYYY-MM-DD), today included. */
export function lastDays(today: string, days: number): FunnelPeriod {
  const start = new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * 24 * 60 * 60 * 1000);
  return { from: start.toISOString().slice(0, 10), to: today };
}
