import { QuizPageFlow } from "../features/quiz/quiz-page-flow.tsx";

/** The quiz page's island (docs/decisions/103): the flow in its card and the lead form's toasts. */
export default function QuizPageIsland() {
  return <QuizPageFlow />;
}
