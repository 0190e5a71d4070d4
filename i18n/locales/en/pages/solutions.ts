import type { solutions as es } from "../../es/pages/solutions.ts";

export const solutions = {
  funds: {
    prompt:
      "Are you an investment fund? We work with 3 to 5 of your portfolio companies each quarter, including those entering Mexico.",
    link: "See the program for funds",
  },
  eyebrow: "Solutions",
  h1: "Solutions that start where your company stands",
  lead: "Entering Mexico, professionalizing a family business and scaling a startup are different problems. We shape the team, the plan and the timeline around yours.",
  segmentLabels: {
    challenges: "Challenges we solve",
    result: "The result we aim for",
    services: "Key services",
  },
  foreignQuiz: {
    prompt: "Coming to Mexico? Take the quiz and we'll tell you where to start.",
    button: "Take the quiz",
  },
  segments: {
    foreignCompanies: {
      title: "Foreign companies",
      body: "You arrive with a product proven in another market. We help you choose the right legal and tax structure, adapt your offer to Mexican buyers and close your first customers with a local team that knows the way.",
      challenges: [
        "Incorporating and staying on top of permits, filings and tax obligations",
        "Understanding Mexican buyers and adjusting price, message and channel",
        "Hiring and onboarding the first local team",
      ],
      window: "6–12 months",
      result: "Your operation set up in Mexico, selling, with a local team of your own.",
    },
    familyBusinesses: {
      title: "Family businesses and SMEs",
      body: "Your company has loyal customers and years of history, but too many decisions go through one person and processes live in spreadsheets. We put operations, finance and governance in order so the company can grow in a disciplined way.",
      challenges: [
        "Processes that depend on key people rather than systems",
        "Financial information that arrives late or incomplete",
        "Succession, governance and loosely defined roles",
      ],
      window: "12 months",
      result:
        "A leaner, more profitable operation with clear metrics and a leadership team that makes decisions based on data.",
    },
    startups: {
      title: "Startups and scaleups",
      body: "You have a product and ambition; what you lack is time. We work with the founding team to validate what matters, find acquisition channels that scale and build the metrics your next round will ask for.",
      challenges: [
        "Validating the product before burning capital",
        "Moving from founder-led sales to a repeatable sales process",
        "Getting metrics and narrative ready for the next round",
      ],
      window: "3–6 months",
      result:
        "Traction you can prove: a tested growth channel and metrics that hold up to investor scrutiny.",
    },
  },
  stages: {
    eyebrow: "Growth stages",
    title: "The five stages of company growth",
    intro:
      "Knowing your stage tells you what to do first. Here is what is typical at each stage and the services we recommend to reach the next one. The quiz places you with your four answers together, not with your revenue alone.",
    indicatorsLabel: "Typical",
    servicesLabel: "Recommended services",
    stageLabel: "Stage {{number}}",
    quizPrompt: "Not sure which one you're in? The quiz places you in two minutes.",
    quizButton: "Find my stage",
  },
  finalCta: {
    title: "Find the right solution for your company",
    body: "Tell us where you are and where you want to go. In a 30-minute call we'll propose a first plan of action.",
  },
} satisfies typeof es;
