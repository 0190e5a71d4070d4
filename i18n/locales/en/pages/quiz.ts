/** The full-page growth quiz (the quiz itself is the quiz feature's; this is its page copy). */
import type { quiz as es } from "../../es/pages/quiz.ts";

export const quiz = {
  h1: "What growth stage is your company at?",
  lead: "Four questions, two minutes. Find out your company's growth stage and what to do next.",
  sections: [
    {
      title: "How it works",
      body: "You answer four questions about your company, one at a time. Each answer adds points, and at the end the result places your company in a growth stage.",
    },
    {
      title: "What you get",
      body: "A description of your stage, how your four answers together set it and the services we recommend to move on to the next one.",
    },
    {
      title: "Your strategy within 24 hours",
      body: "If you want to go further, leave your details and we'll send you a tailored strategy within 24 hours. You can also ask for a 30-minute call to go through it together.",
    },
  ],
} satisfies typeof es;
