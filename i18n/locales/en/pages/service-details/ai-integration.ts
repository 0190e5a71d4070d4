import { serviceNames } from "../../service-names.ts";
import { services } from "../services.ts";
import type { aiIntegration as es } from "../../../es/pages/service-details/ai-integration.ts";

/** The Services page's four-step method; this page applies each step to the service. */
const method = services.process.steps;

export const aiIntegration = {
  h1: serviceNames.aiIntegration,
  lead: "We take artificial intelligence from pilot to day-to-day operations, with use cases measured in time, cost or revenue.",
  audience: "For companies that have tried AI, or want to, and need results in their operations.",
  highlights: [],
  included: [
    {
      title: "Use-case map",
      body: "We identify and prioritize where AI saves time, cuts costs or lifts sales in your company.",
    },
    {
      title: "Focused pilots",
      body: "We test each use case on real data, with a small scope and a clear success metric.",
    },
    {
      title: "Integration with your systems",
      body: "We connect assistants and automations to your CRM, ERP, email or support channels.",
    },
    {
      title: "Data and security",
      body: "We define which data is used, where it lives and who can access it, to protect your customers' information.",
    },
    {
      title: "Usage rules and training",
      body: "Clear policies and practical training so your team uses AI well and with confidence.",
    },
  ],
  results: [
    "Repetitive processes automated, with quality measured",
    "Shorter, measured response times for your customers",
    "Hours saved and the cost of each use case, measured every month",
    "Every use case measured against a baseline before it scales",
  ],
  process: [
    {
      title: method.diagnostic.title,
      body: "We review processes and data to find the use cases with the highest return, and measure how the work is done today: each one's baseline.",
    },
    {
      title: method.strategy.title,
      body: "We prioritize the use cases and set each pilot's scope, success metric and target.",
    },
    {
      title: method.execution.title,
      body: "We build focused pilots and bring what works into operations, connected to your systems and with controls.",
    },
    {
      title: method.optimization.title,
      body: "We extend what worked to more teams and processes, tracking cost and quality against the baseline.",
    },
  ],
  cases: [
    {
      title: "An online store with an overloaded support team",
      context: "An online store receives hundreds of repeated questions and its support team can't keep up.",
      approach:
        "We deploy an assistant that answers common questions using order data and hands complex cases to a person.",
      outcome: "Shorter response times, and a team that spends its time on the cases that need it.",
    },
    {
      title: "A sales team losing opportunities",
      context: "A B2B sales team fails to follow up in time on leads arriving through different channels.",
      approach:
        "We use AI to classify and prioritize leads, summarize conversations and suggest the next step in the CRM.",
      outcome: "More opportunities handled on time and a tidier sales funnel.",
    },
  ],
  faq: [
    {
      q: "Do we need a data team to get started?",
      a: "No. We start with the data and tools you already have, and tell you what you'd need to scale.",
    },
    {
      q: "What about the confidentiality of our data?",
      a: "We choose tools and settings that protect your information, and agree with you which data may be used and which may not.",
    },
    {
      q: "How do you know if a use case works?",
      a: "Every pilot has a success metric agreed up front, measured against the current way of working.",
    },
    {
      q: "Will AI replace my team?",
      a: "Our approach is to take repetitive work off your team so it can spend its time on what needs judgment and a human touch.",
    },
  ],
  finalCta: {
    title: "Put AI to work in your company",
    body: "Book a 30-minute call and we'll explore the most promising use cases together.",
  },
} satisfies typeof es;
