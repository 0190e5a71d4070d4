/**
 * The attribute the quiz dialog is found by, in the page's HTML: the island loader opens
 * it before the quiz island hydrates (app/islands/loader.ts), and the island starts from
 * it (quiz-provider.tsx). Its own module, so the loader imports no React with it.
 */
export const quizDialogAttribute = "data-quiz-dialog";
