import { serviceNames } from "../../service-names.ts";
import { services } from "../services.ts";
import type { mvpValidation as es } from "../../../es/pages/service-details/mvp-validation.ts";

/** The Services page's four-step method; this page applies each step to the service. */
const method = services.process.steps;

export const mvpValidation = {
  h1: serviceNames.mvpValidation,
  lead: "Before you invest months and capital, we test your idea with real customers. In our experience, validation takes 4 to 8 weeks on average.",
  audience: "For founders, innovation teams and companies exploring a new product.",
  highlights: [{ value: "4–8 weeks", label: "is how long a validation takes on average, in our experience" }],
  included: [
    {
      title: "Hypotheses and success metrics",
      body: "We write down what must be true for your idea to work and how we'll measure it.",
    },
    {
      title: "Prototype or minimum product",
      body: "We build the least we need to test: a landing page, a prototype, a manual service or a first version.",
    },
    {
      title: "Tests with real customers",
      body: "Interviews, pre-sales and usage tests with potential customers, not friends.",
    },
    {
      title: "Analysis and recommendation",
      body: "Clear results and an honest recommendation: go ahead, adjust or drop it.",
    },
  ],
  results: [
    "Within 4 to 8 weeks on average, evidence to decide whether to proceed, adjust or stop",
    "Knowing what your customers are willing to pay, and why",
    "A first product limited to the features customers used or asked for in the tests",
    "Solid data for your conversations with investors",
  ],
  process: [
    {
      title: method.diagnostic.title,
      body: "We write down the critical hypotheses and what you know about your customers today: the baseline each test is measured against.",
    },
    {
      title: method.strategy.title,
      body: "We design the tests and the least we need to build for each hypothesis, with its success criterion.",
    },
    {
      title: method.execution.title,
      body: "We build the simplest possible version, put it in front of real customers and measure their response.",
    },
    {
      title: method.optimization.title,
      body: "We present the results and agree on the next step with the founding team: go ahead, adjust or stop.",
    },
  ],
  cases: [
    {
      title: "A platform for restaurants",
      context: "A founding team wants to build an ordering platform for independent restaurants.",
      approach:
        "Before building the full product, we test the offer with a prototype and pre-sales, and track which features restaurants ask for.",
      outcome:
        "A model fitted to what customers are willing to pay, and a smaller, more focused first product.",
    },
  ],
  faq: [
    {
      q: "Do I need a finished product?",
      a: "No. Many ideas can be validated with prototypes, manual tests or pre-sales before a single line of code is written.",
    },
    {
      q: "Why 4 to 8 weeks?",
      a: "In our experience, that's the average time it takes to design the tests, reach enough potential customers and get reliable results. It depends on how complex your market is.",
    },
    {
      q: "What if the results say the idea doesn't work?",
      a: "That's a good result: you save months and capital. Usually you also find clues for reshaping the idea into something that does work.",
    },
    {
      q: "Do you build the final product?",
      a: "We focus on validation. If you decide to go ahead, we help you scope the product and choose the team to build it.",
    },
  ],
  finalCta: {
    title: "Validate your idea before you scale it",
    body: "Book a 30-minute call and we'll design the first experiment together.",
  },
} satisfies typeof es;
