/**
 * What a lead's goal, in the visitor's own words, tells the strategy draft
 * (docs/decisions/096): the draft quotes the goal, and a goal about exporting
 * brings the export priorities first, naming the destination when the goal names
 * one. Read by plain keyword rules, in Spanish and English; a goal they do not
 * recognise is still quoted, and the letter is built from the other answers.
 */

export type ExportDestination = "us" | "canada";

export interface GoalTheme {
  readonly kind: "export";
  /** The country the goal names, if it names one the rules know. */
  readonly destination: ExportDestination | null;
}

/** Lower case, accents off, punctuation as spaces: "EE. UU." → "ee uu". */
const normalize = (text: string) =>
  ` ${text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")} `;

const exportWords = [" export", " t mec ", " tmec ", " usmca ", " tlcan ", " nafta "];
const destinations: readonly (readonly [ExportDestination, readonly string[]])[] = [
  ["us", [" estados unidos ", " ee uu ", " eeuu ", " e u a ", " eua ", " united states ", " u s "]],
  ["canada", [" canada "]],
];

/** "US"/"USA" in capitals only: "us" in lower case is a pronoun. */
const usInCapitals = /(^|[^A-Za-z])U\.?S\.?(A\.?)?([^A-Za-z]|$)/;

export function goalTheme(goal: string | null): GoalTheme | null {
  if (!goal) return null;
  const text = normalize(goal);
  const named =
    destinations.find(([, words]) => words.some((w) => text.includes(w)))?.[0] ??
    (usInCapitals.test(goal) ? "us" : null);
  const exports = exportWords.some((w) => text.includes(w));
  if (!exports && !named) return null;
  return { kind: "export", destination: named };
}
