import { serviceNames } from "../../service-names.ts";
import { services } from "../services.ts";
import type { softLanding as es } from "../../../es/pages/service-details/soft-landing.ts";

/** The Services page's four-step method; this page applies each step to the service. */
const method = services.process.steps;

export const softLanding = {
  h1: serviceNames.softLanding,
  lead: "We help you enter Mexico with the right structure and start selling as soon as possible, with a local team that already knows the way.",
  audience: "For foreign companies that want to operate and sell in Mexico.",
  crossLink: {
    prompt:
      "Are you a fund with portfolio companies entering Mexico? We support all of them under one quarterly retainer.",
    link: "See the program for funds",
    to: "funds",
  },
  highlights: [
    { value: "Up to 50%", label: "lower market entry cost: our target" },
    { value: "6–12 months", label: "to have your operation set up and selling: our target" },
  ],
  included: [
    {
      title: "Legal and tax structure",
      body: "We choose the right entity with you, incorporate it and get tax and employment obligations in order.",
    },
    {
      title: "Paperwork and launch",
      body: "Bank accounts, permits, registrations, suppliers and office space, coordinated by one team.",
    },
    {
      title: "Market entry strategy",
      body: "Initial segment, price and message adapted to Mexican buyers, validated before you invest heavily.",
    },
    {
      title: "First customers",
      body: "We open conversations with customers and partners in our network and support your first sales.",
    },
    {
      title: "Local team",
      body: "We define roles, recruit and help you onboard your first team in Mexico.",
    },
  ],
  results: [
    "Up to 50% lower market entry cost than going it alone",
    "An operation set up and selling within 6 to 12 months",
    "Legal, tax and employment compliance from day one",
    "A local team of your own, ready to sustain growth",
  ],
  process: [
    {
      title: method.diagnostic.title,
      body: "Market, competition, structure and entry budget. We set the baseline: what entering on your own would cost and how long it would take.",
    },
    {
      title: method.strategy.title,
      body: "Structure, initial segment, price and channel, with a milestone plan and an entry budget.",
    },
    {
      title: method.execution.title,
      body: "Incorporation, paperwork, getting the operation running and first sales with local customers and partners.",
    },
    {
      title: method.optimization.title,
      body: "We adjust the offer to the market's response, build up your own team and hand over the operation in an orderly way.",
    },
  ],
  cases: [
    {
      title: "European B2B software company",
      context:
        "A software company with customers in Europe wants to serve Mexican businesses and doesn't know what structure it needs.",
      approach:
        "We define the legal and tax structure, validate the offer with local buyers and support the first sales while it hires its team.",
      outcome: "An established operation with customers in Mexico within the 6-to-12-month window.",
    },
    {
      title: "US consumer brand",
      context: "A consumer brand wants to sell in Mexico through distributors and e-commerce.",
      approach:
        "We sort out imports, labeling and distribution, and test channels before committing inventory.",
      outcome: "A lower-cost, lower-risk entry built on channels that have already proven they sell.",
    },
  ],
  faq: [
    {
      q: "Do I need to incorporate in Mexico from the start?",
      a: "Not always. Depending on your model, you may be able to sell before incorporating. We assess it with you in the first phase so you don't overspend.",
    },
    {
      q: "How do you reduce entry costs?",
      a: "By avoiding expensive mistakes: the wrong structure, premature hires or channels that don't work in Mexico. Our target is to cut your entry cost by up to 50%.",
    },
    {
      q: "Do you work with companies from any country?",
      a: "Yes. We work in Spanish and English and coordinate with your advisors back home.",
    },
    {
      q: "What happens when the project ends?",
      a: "You keep a working operation and a team of your own. If you need it, we can continue through the Executive Advisory Panel.",
    },
  ],
  finalCta: {
    title: "Land in Mexico with a local team",
    body: "Book a 30-minute call and we'll review your Mexico entry plan together.",
  },
} satisfies typeof es;
