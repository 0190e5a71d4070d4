/**
 * The four quiz questions: ids, option values in order, and their points (1 to
 * 5 in that order; docs/product.md, "The growth quiz"). Titles and
 * labels are translations (quiz namespace, i18n/locales/{code}/quiz.ts).
 */
export const questions = [
  { id: "revenue", options: ["less-1m", "1m-5m", "5m-20m", "20m-50m", "more-50m"] },
  { id: "teamSize", options: ["1-10", "11-50", "51-100", "101-500", "more-500"] },
  { id: "challenge", options: ["validate", "first-customers", "scale", "optimize", "expand"] },
  { id: "markets", options: ["local", "regional", "national", "multinational", "global"] },
] as const;

export type Question = (typeof questions)[number];
export type QuestionId = Question["id"];
export type OptionValue<Q extends QuestionId> = Extract<Question, { id: Q }>["options"][number];

export type QuizAnswers = { [Q in QuestionId]: OptionValue<Q> };

/** Points of an option: its position, 1 to 5. Undefined for a value the question does not have. */
export function pointsFor(question: QuestionId, value: string): number | undefined {
  const options: readonly string[] = questions.find((q) => q.id === question)!.options;
  const index = options.indexOf(value);
  return index < 0 ? undefined : index + 1;
}

export function isOptionOf(question: QuestionId, value: unknown): boolean {
  return typeof value === "string" && pointsFor(question, value) !== undefined;
}
