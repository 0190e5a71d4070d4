import type { StrategyResources } from "../es/strategy.ts";

export const strategy = {
  title: "Growth strategy for {{company}}",
  titleNoCompany: "Your growth strategy",
  greeting: "Hello {{name}},",
  greetingNoName: "Hello,",
  intro:
    "Thank you for taking our growth quiz. We used your answers to prepare this strategy: where your company stands today, what to prioritize over the next 90 days and how we can help.",
  headings: {
    stage: "Your stage: {{stage}}",
    answers: "Your answers",
    priorities: "Priorities for the next 90 days",
    services: "Services we recommend",
    results: "When to expect results",
    nextStep: "Next step",
  },
  stages: {
    foundation:
      "Your company is at the {{stage}} stage: the product and the first customers are still taking shape. What pays off most right now is proving that you solve a real problem before you invest in growth.",
    acceleration:
      "Your company is at the {{stage}} stage: customers are paying and the business has traction. The challenge is to turn what works into a repeatable sales engine and put operations in order so growth stops depending on improvisation.",
    scaling:
      "Your company is at the {{stage}} stage: the model works and demand is growing. The challenge is to scale without breaking operations, with processes, data and technology keeping pace with sales.",
    maturity:
      "Your company is at the {{stage}} stage: it is an established business with steady customers and operations. The next leap comes from efficiency, digital transformation and well-supported leadership decisions.",
    enterprise:
      "Your company is at the {{stage}} stage: it operates at scale and every decision carries weight. Its growth depends on new markets, solid corporate governance and transforming operations without slowing the business down.",
  },
  answer: "{{question}}: {{answer}}",
  priorities: {
    challenge: {
      validate: {
        first:
          "Define exactly which problem you solve, for whom, and what would have to happen for the idea to count as validated.",
        second:
          "Test the product or a prototype with real customers and measure whether they are willing to pay for it.",
      },
      "first-customers": {
        first: "Define your ideal customer and a message that speaks to their problem, not to your product.",
        second:
          "Pick one or two sales channels, test them against weekly targets and keep the one that brings in customers.",
      },
      scale: {
        first:
          "Document what works today in sales and operations so the team can repeat it without depending on a few people.",
        second:
          "Define the metrics you will review every week and the processes and systems that must grow ahead of sales.",
      },
      optimize: {
        first:
          "Measure the margin by product, customer and channel to see where the company makes and loses money.",
        second: "Pick the two or three costliest processes and redesign them with technology and automation.",
      },
      expand: {
        first:
          "Choose the new market based on data: its size, the competition, what it takes to enter and what entering costs.",
        second:
          "Prepare the entry plan: an adapted offer, a sales channel, a local team and a budget for the first months.",
      },
    },
    markets: {
      local:
        "Prepare the move beyond your city: choose the next market and test your offer there with a few customers.",
      regional:
        "Prepare to sell in the rest of Mexico: which regions come next, through which channel and with which team.",
      national:
        "Get national sales in order: which regions and customers bring the best margins and where to invest more.",
      multinational:
        "Review country by country which markets grow and pay off, and focus your resources on them.",
      global:
        "Align operations across countries: corporate governance, shared metrics and clear rules for making decisions.",
    },
  },
  service: "{{service}}. {{reason}} Learn more: {{link}}",
  results: {
    foreignCompanies:
      "For a foreign company entering Mexico, results usually show within 6 to 12 months: your operation set up in Mexico, selling, with a local team of your own.",
    familyBusinesses:
      "For a family business or SME, results usually show in about 12 months: a leaner, more profitable operation with clear metrics and a leadership team that makes decisions based on data.",
    startups:
      "For an early-stage company, results usually show within 3 to 6 months: a tested growth channel and metrics that hold up to investor scrutiny.",
  },
  nextStep: "Book a 30-minute call to go over this strategy together and agree on a work plan: {{link}}",
  closing: "We look forward to hearing from you.",
} satisfies StrategyResources;
