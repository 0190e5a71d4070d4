import { pointsFor, questions, type QuizAnswers } from "./questions.ts";
import { stageFor, type Stage } from "./stages.ts";

/** Sum of the points of the four answers (4 to 20). */
export function score(answers: QuizAnswers): number {
  return questions.reduce((total, q) => total + (pointsFor(q.id, answers[q.id]) ?? 0), 0);
}

export interface QuizResult {
  readonly score: number;
  readonly stage: Stage;
}

export function evaluate(answers: QuizAnswers): QuizResult {
  const total = score(answers);
  return { score: total, stage: stageFor(total) };
}
