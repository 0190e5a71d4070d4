import { serviceNames } from "../../service-names.ts";
import { services } from "../services.ts";
import type { goToMarket as es } from "../../../es/pages/service-details/go-to-market.ts";

/** The Services page's four-step method; this page applies each step to the service. */
const method = services.process.steps;

export const goToMarket = {
  h1: serviceNames.goToMarket,
  lead: "We define who to sell to, with what message, at what price and through which channel, then execute with you until growth becomes repeatable.",
  audience: "For startups, scaleups and companies launching a product or entering a new segment.",
  highlights: [],
  included: [
    {
      title: "Ideal customer and value proposition",
      body: "We use data to identify the customers whose problem you solve, and who will pay to have it solved.",
    },
    {
      title: "Pricing and positioning",
      body: "Pricing strategy, packaging and messaging against your real competition.",
    },
    {
      title: "Acquisition channels",
      body: "We design and test digital, sales and partnership channels on tight budgets.",
    },
    {
      title: "Sales process",
      body: "Funnel, scripts, tools and metrics so that selling doesn't depend on the founder.",
    },
    {
      title: "Launch",
      body: "We coordinate the launch across marketing, sales and operations so nobody is left behind.",
    },
  ],
  results: [
    "A clear commercial plan, with targets by channel",
    "Acquisition channels tested on real data",
    "A measurable sales funnel your team can run",
    "A known, controlled customer acquisition cost",
  ],
  process: [
    {
      title: method.diagnostic.title,
      body: "Customer interviews, competitor analysis and a review of your sales data: the baseline for conversion and acquisition cost.",
    },
    {
      title: method.strategy.title,
      body: "Ideal customer, value proposition, price and channels, framed as testable hypotheses.",
    },
    {
      title: method.execution.title,
      body: "Fast experiments in the chosen channels, with tight budgets and clear metrics.",
    },
    {
      title: method.optimization.title,
      body: "We double down on what works, drop what doesn't and document the playbook for your team.",
    },
  ],
  cases: [
    {
      title: "A B2B startup that depends on its founder",
      context:
        "A B2B startup has a good product, but almost all its sales come from the founder's personal network.",
      approach:
        "We define its ideal customer, test two prospecting channels and document a sales process the team can repeat.",
      outcome:
        "A repeatable acquisition channel, and a sales team that closes deals without the founder on every call.",
    },
  ],
  faq: [
    {
      q: "Is it useful if we're already selling?",
      a: "Yes. Many companies come to us when sales grow more slowly than sales and marketing spend. We start by measuring what is working.",
    },
    {
      q: "Do you run the campaigns too?",
      a: "Yes. We design and run the experiments with your team and, where needed, coordinate specialist agencies or suppliers.",
    },
    {
      q: "Do you work in markets outside Mexico?",
      a: "Our focus is Mexico and Latin America, and we also support Mexican companies expanding abroad.",
    },
    {
      q: "How much marketing budget do we need?",
      a: "Enough to test rigorously. We start with focused experiments and increase spend only on what proves itself.",
    },
  ],
  finalCta: {
    title: "Take your product to the right market",
    body: "Book a 30-minute call and we'll review your commercial strategy.",
  },
} satisfies typeof es;
