import type { OptionValue, QuestionId, QuizAnswers } from "#domain/quiz/questions.ts";
import { questions } from "#domain/quiz/questions.ts";
import type { ServiceId } from "#domain/site/screens.ts";
import type { CallLength } from "#domain/booking/model.ts";

/**
 * The quiz's state machine, shared by the modal and the full-page quiz:
 * question 1–4 → result → lead form → confirmation (docs/product.md, "The growth quiz").
 */
/**
 * The call the visitor asked for with the lead form's box (docs/decisions/068): the
 * confirmation offers the booking page filled from the lead (its signed key).
 */
export interface BookingOffer {
  /** The lead's booking key; null when the server gave none (no team takes calls). */
  readonly key: string | null;
  /** 20 for a fund (the funds page's call), else 30. */
  readonly minutes?: CallLength;
}

export type QuizStep =
  | { kind: "question"; index: number }
  | { kind: "result" }
  | { kind: "lead" }
  /**
   * `receivedAt`: when the server stored the lead (the strategy's deadline is 24 hours later);
   * `services`: what the server recommends from everything the visitor said (null when it did not say).
   */
  | { kind: "confirmation"; receivedAt: number; services: readonly ServiceId[] | null; call?: BookingOffer };

export interface QuizState {
  step: QuizStep;
  answers: Partial<QuizAnswers>;
}

export type QuizAction =
  | { type: "select"; question: QuestionId; value: string }
  | { type: "answer"; question: QuestionId; value: string }
  | { type: "back" }
  | { type: "getStrategy" }
  | { type: "submitted"; receivedAt: number; services: readonly ServiceId[] | null; call?: BookingOffer }
  | { type: "reset" }
  | { type: "restore"; state: QuizState };

/** After closing, the quiz starts again from question 1 this long after (docs/product.md, "The growth quiz"). */
export const resetDelayMs = 300;

export const initialQuizState: QuizState = { step: { kind: "question", index: 0 }, answers: {} };

export const questionCount = questions.length;

export function isComplete(answers: Partial<QuizAnswers>): answers is QuizAnswers {
  return questions.every((q) => (q.options as readonly string[]).includes(answers[q.id] ?? ""));
}

export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case "select":
    case "answer": {
      if (state.step.kind !== "question") return state;
      const question = questions[state.step.index];
      if (!question || question.id !== action.question) return state;
      if (!(question.options as readonly string[]).includes(action.value)) return state;
      const answers = { ...state.answers, [question.id]: action.value as OptionValue<typeof question.id> };
      if (action.type === "select") return { ...state, answers };
      const next = state.step.index + 1;
      if (next < questionCount) return { step: { kind: "question", index: next }, answers };
      return isComplete(answers) ? { step: { kind: "result" }, answers } : state;
    }
    case "back":
      if (state.step.kind === "question" && state.step.index > 0)
        return { ...state, step: { kind: "question", index: state.step.index - 1 } };
      if (state.step.kind === "lead") return { ...state, step: { kind: "result" } };
      return state;
    case "getStrategy":
      return state.step.kind === "result" ? { ...state, step: { kind: "lead" } } : state;
    case "submitted":
      return state.step.kind === "lead"
        ? {
            ...state,
            step: {
              kind: "confirmation",
              receivedAt: action.receivedAt,
              services: action.services,
              ...(action.call ? { call: action.call } : {}),
            },
          }
        : state;
    case "reset":
      return initialQuizState;
    case "restore":
      return isValidState(action.state) ? action.state : state;
  }
}

/** Whether a stored state (from session storage) is one the machine can be in. */
export function isValidState(value: unknown): value is QuizState {
  if (!value || typeof value !== "object") return false;
  const { step, answers } = value as QuizState;
  if (!step || !answers || typeof answers !== "object") return false;
  for (const q of questions) {
    const answer = (answers as Record<string, unknown>)[q.id];
    if (answer !== undefined && !(q.options as readonly string[]).includes(answer as string)) return false;
  }
  if (step.kind === "question") {
    if (!Number.isInteger(step.index) || step.index < 0 || step.index >= questionCount) return false;
    return questions.slice(0, step.index).every((q) => answers[q.id] !== undefined);
  }
  if (step.kind === "result" || step.kind === "lead") return isComplete(answers);
  return false; // confirmation is never restored: a finished quiz starts again
}
