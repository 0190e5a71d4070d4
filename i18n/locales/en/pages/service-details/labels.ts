import type { serviceDetail as es } from "../../../es/pages/service-details/labels.ts";

export const serviceDetail = {
  eyebrow: "Service",
  includedTitle: "What's included",
  resultsTitle: "Expected results",
  resultsIntro:
    "What we aim to achieve with you. We set every target at the start and measure it against an agreed baseline.",
  processTitle: "How we do it",
  processIntro: "The four steps of the method every one of our services follows, applied to this one.",
  casesTitle: "Use cases",
  casesIntro:
    "Illustrative examples of situations where this service helps. They do not describe real clients.",
  caseLabel: "Illustrative case",
  context: "Situation",
  approach: "What we do",
  outcome: "The result we aim for",
  faqTitle: "Frequently asked questions",
  otherServices: "Other services",
  allServices: "View all services",
} satisfies typeof es;
