import { describe, expect, it } from "vitest";
import {
  initialQuizState,
  isValidState,
  quizReducer,
  type QuizAction,
  type QuizState,
} from "./quiz-state.ts";

const run = (...actions: QuizAction[]) => actions.reduce(quizReducer, initialQuizState);
const answerAll = (): QuizAction[] => [
  { type: "answer", question: "revenue", value: "1m-5m" },
  { type: "answer", question: "teamSize", value: "11-50" },
  { type: "answer", question: "challenge", value: "scale" },
  { type: "answer", question: "markets", value: "national" },
];

describe("quiz state machine", () => {
  it("question 1 → 4 → result → lead → confirmation", () => {
    let state = run(answerAll()[0]!);
    expect(state.step).toEqual({ kind: "question", index: 1 });
    state = run(...answerAll());
    expect(state.step).toEqual({ kind: "result" });
    state = quizReducer(state, { type: "getStrategy" });
    expect(state.step).toEqual({ kind: "lead" });
    state = quizReducer(state, { type: "back" });
    expect(state.step).toEqual({ kind: "result" });
    state = quizReducer(quizReducer(state, { type: "getStrategy" }), {
      type: "submitted",
      receivedAt: 42,
      services: ["softLanding", "goToMarket", "aiIntegration"],
    });
    expect(state.step).toEqual({
      kind: "confirmation",
      receivedAt: 42,
      services: ["softLanding", "goToMarket", "aiIntegration"],
    });
    expect(quizReducer(state, { type: "reset" })).toBe(initialQuizState);
  });

  it("back only from question 2 on; it keeps the answers", () => {
    expect(quizReducer(initialQuizState, { type: "back" })).toBe(initialQuizState);
    const state = run(answerAll()[0]!, { type: "back" });
    expect(state.step).toEqual({ kind: "question", index: 0 });
    expect(state.answers.revenue).toBe("1m-5m");
  });

  it("select records without moving on; a wrong question or value changes nothing", () => {
    const selected = run({ type: "select", question: "revenue", value: "more-50m" });
    expect(selected).toEqual({ step: { kind: "question", index: 0 }, answers: { revenue: "more-50m" } });
    expect(run({ type: "answer", question: "markets", value: "global" })).toBe(initialQuizState);
    expect(run({ type: "answer", question: "revenue", value: "lots" })).toBe(initialQuizState);
    expect(run({ type: "getStrategy" })).toBe(initialQuizState);
    expect(run({ type: "submitted", receivedAt: 42, services: null })).toBe(initialQuizState);
  });

  it("restores only states the machine can be in", () => {
    const good: QuizState = run(...answerAll().slice(0, 2));
    expect(isValidState(good)).toBe(true);
    expect(run({ type: "restore", state: good })).toEqual(good);
    const bad: unknown[] = [
      null,
      "x",
      { step: { kind: "question", index: 9 }, answers: {} },
      { step: { kind: "question", index: 2 }, answers: { revenue: "1m-5m" } },
      { step: { kind: "result" }, answers: { revenue: "1m-5m" } },
      { step: { kind: "question", index: 0 }, answers: { revenue: "<script>" } },
      { step: { kind: "confirmation" }, answers: run(...answerAll()).answers },
    ];
    for (const state of bad)
      expect(run({ type: "restore", state: state as QuizState })).toBe(initialQuizState);
  });
});
