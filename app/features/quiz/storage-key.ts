/** Where the quiz in progress is kept for the session (use-quiz.ts; the island loader looks for it). */
export const quizStorageKey = "pontas.quiz";
