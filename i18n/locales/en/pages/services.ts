import type { services as es } from "../../es/pages/services.ts";

export const services = {
  eyebrow: "Services",
  h1: "Our services, one team of operators",
  lead: "Each service tackles a specific growth challenge. All of them follow the same four-step method and are measured against metrics agreed at the start.",
  catalogue: {
    title: "Our services",
    intro:
      "Start with the one that solves your most urgent challenge; many companies combine two or three over a year.",
    more: "Explore the service",
    summaries: {
      growthTransformation:
        "We find where your growth is stuck and redesign sales, operations and finance with you to get it moving again.",
      executiveAdvisoryPanel:
        "Partners with operations, finance, growth and legal experience join your leadership on the decisions that matter most.",
      softLanding:
        "We set your company up in Mexico: legal and tax structure, first customers and a local team, with a target of cutting your entry costs by up to 50%.",
      digitalTransformation:
        "We digitize the processes that weigh most on your operations; in our experience, first results show in 3 to 6 months.",
      aiIntegration:
        "We take AI from pilot to day-to-day operations, with use cases measured in time, cost or revenue.",
      goToMarket:
        "We define who to sell to, with what message and through which channel, then execute with you until growth is repeatable.",
      mvpValidation:
        "We test your idea with real customers before you overinvest: in our experience, 4 to 8 weeks on average.",
    },
  },
  process: {
    eyebrow: "How we work",
    title: "A four-step process",
    intro: "The same method in every service, so you always know where we are and what comes next.",
    steps: {
      diagnostic: {
        title: "Diagnostic",
        body: "We get to know your company, your numbers and your market, and set the baseline we'll measure against.",
      },
      strategy: {
        title: "Strategy",
        body: "We prioritize the few levers with the most impact and agree on targets, owners and deadlines.",
      },
      execution: {
        title: "Execution",
        body: "We do the work with your team, in short cycles, with progress you can see every week.",
      },
      optimization: {
        title: "Optimization",
        body: "We measure, adjust and scale what works, and drop what doesn't before it costs you.",
      },
    },
  },
  quiz: {
    title: "Not sure where to start?",
    body: "The growth quiz places your company in one of five stages and tells you which services fit it today.",
    button: "Take the quiz",
  },
  finalCta: {
    title: "Start with a call",
    body: "In 30 minutes we'll tell you which service could have the most impact on your company today, and which one can wait.",
  },
} satisfies typeof es;
