import type { LucideIcon } from "lucide-react";

/**
 * The entries of a record with its keys as the record's type has them, so that a
 * table keyed by the copy's keys (icons, sources) is indexed without a cast, and
 * a key the table lacks is a type error where the table is written
 * (`satisfies Record<keyof …, LucideIcon>`).
 */
export function entriesOf<T extends object>(
  record: T,
): [Extract<keyof T, string>, T[Extract<keyof T, string>]][] {
  // Object.entries widens the keys to string; the record's own keys are what it holds.
  return Object.entries(record) as [Extract<keyof T, string>, T[Extract<keyof T, string>]][];
}

/** An icon for each item of a copy block: a table written `satisfies IconsOf<PageText<"home">["benefits"]["items"]>`. */
export type IconsOf<Items> = Record<keyof Items, LucideIcon>;
