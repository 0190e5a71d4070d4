import { quizCopy } from "#domain/quiz/copy.ts";
import type { QuizResources } from "../es/quiz.ts";

export const quiz = {
  ...quizCopy.en,
  fab: {
    label: "Growth Quiz",
    tooltip: "Which stage is your company at? Find out in 2 minutes.",
  },
  dialogTitle: "Growth quiz",
  dialogDescription: "Four questions to find your company's growth stage.",
  close: "Close",
  progress: "Question {{n}} of {{total}}",
  back: "Back",
  result: {
    eyebrow: "Your growth stage",
    indicators: "Indicators",
    services: "Recommended services",
    getStrategy: "Get my strategy",
    score: "Score: {{score}} out of 20",
  },
  lead: {
    title: "Get your personalised strategy",
    intro: "Leave your details and we'll send you a strategy for the {{stage}} stage within 24 hours.",
    message: "Growth quiz result: {{stage}} stage ({{score}} out of 20 points).",
  },
  confirmation: {
    title: "Done! Your strategy is on its way",
    text: "We'll send your personalised strategy within 24 hours. Meanwhile, see the services for your stage.",
    viewServices: "View services",
    close: "Close",
  },
} satisfies QuizResources;
