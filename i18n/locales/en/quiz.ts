import type { QuizResources } from "../es/quiz.ts";

export const quiz = {
  questions: {
    revenue: {
      title: "What is your company's annual revenue?",
      options: {
        "less-1m": "Under US$1M",
        "1m-5m": "US$1M to under US$5M",
        "5m-20m": "US$5M to under US$20M",
        "20m-50m": "US$20M to under US$50M",
        "more-50m": "US$50M or more",
      },
    },
    teamSize: {
      title: "How many people work at your company?",
      options: {
        "1-10": "1 to 10",
        "11-50": "11 to 50",
        "51-100": "51 to 100",
        "101-500": "101 to 500",
        "more-500": "Over 500",
      },
    },
    challenge: {
      title: "What is your main challenge right now?",
      options: {
        validate: "Validating the product or idea",
        "first-customers": "Winning the first customers",
        scale: "Scaling what already works",
        optimize: "Improving operations and margins",
        expand: "Expanding into new markets",
      },
    },
    markets: {
      title: "Where do you sell today?",
      options: {
        local: "In my city",
        regional: "In several Mexican states",
        national: "Across Mexico",
        multinational: "In several countries in one region",
        global: "On several continents",
      },
    },
  },
  stages: {
    foundation: {
      name: "Foundation",
      description:
        "You are laying the groundwork: proving that your product solves a real problem and winning your first customers before you invest in growth.",
      indicators: "Under US$1M a year · team of 1 to 10",
    },
    acceleration: {
      name: "Acceleration",
      description:
        "You have traction. Now it is time to turn what works into a repeatable sales engine and put operations in order so growth stops depending on improvisation.",
      indicators: "US$1M to under US$5M a year · first formal processes",
    },
    scaling: {
      name: "Scaling",
      description:
        "Your model works and demand is growing. The challenge is to scale without breaking operations: processes, data and technology keeping pace with sales.",
      indicators: "US$5M to under US$20M a year · several teams and markets",
    },
    maturity: {
      name: "Maturity",
      description:
        "Your company is established. The next leap comes from efficiency, digital transformation and well-supported leadership decisions.",
      indicators: "US$20M to under US$50M a year · national or multinational operations",
    },
    enterprise: {
      name: "Enterprise",
      description:
        "You operate at scale. Growth now depends on new markets, solid governance and transforming operations without slowing the business down.",
      indicators: "US$50M or more a year · presence in several countries",
    },
  },
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
    yourAnswers: "Your answers",
    answerLabels: {
      revenue: "Annual revenue",
      teamSize: "People on your team",
      challenge: "Main challenge",
      markets: "Where you sell",
    },
    howTitle: "How your stage is set",
    how: "Your stage comes from your four answers together, not from any one of them: each adds 1 to 5 points, and the {{stage}} stage runs from {{min}} to {{max}} points. So your revenue or your team may sit above or below what is typical for the stage.",
    services: "Services we recommend for you",
    getStrategy: "Get my strategy",
    score: "Score: {{score}} out of 20",
  },
  reasons: {
    challenge: {
      validate:
        "Because your main challenge is validating the product or idea: testing it with real customers before investing more.",
      "first-customers":
        "Because your main challenge is winning your first customers: who to sell to, with what message, through which channel.",
      scale: "Because your main challenge is scaling what already works without breaking operations.",
      optimize:
        "Because your main challenge is improving operations and margins with processes and technology.",
      expand: "Because your main challenge is expanding into new markets with a plan to enter and to sell.",
    },
    mexicoEntry:
      "Because you are looking at entering Mexico: the right legal and tax structure and a local team to start selling soon.",
    wideMarkets:
      "Because you already sell across Mexico or beyond as an established company: every leadership decision weighs more.",
    narrowMarkets:
      "Because today you sell in your city or in a few states: the rest of Mexico is a market to open.",
    foreignCompany:
      "Because you are a foreign company entering Mexico: the right legal and tax structure, the labor registrations and a local team to start selling soon.",
    fundPortfolio:
      "Because your portfolio companies are entering Mexico: each needs its legal and tax structure and a local team to start selling soon.",
    enteringWide:
      "Because you are an established company and entering Mexico is a weighty leadership decision: it is best taken with experienced counsel.",
    enteringNarrow:
      "Because selling in Mexico takes a sales engine of your own: who to sell to first, with what message, through which channel.",
    stage: {
      mvpValidation: "Because at the {{stage}} stage it pays to prove demand before investing in growth.",
      goToMarket: "Because at the {{stage}} stage the next step is a repeatable sales engine.",
      growthTransformation:
        "Because at the {{stage}} stage growth needs processes, people and data that keep pace with sales.",
      digitalTransformation: "Because at the {{stage}} stage efficiency comes from digitizing operations.",
      executiveAdvisoryPanel:
        "Because at the {{stage}} stage leadership decisions gain from experienced counsel.",
      aiIntegration: "Because at the {{stage}} stage AI applied to specific tasks saves your team hours.",
    },
  },
  lead: {
    title: "Get your personalized strategy",
    intro: "Leave your details and we'll send you a strategy for the {{stage}} stage within 24 hours.",
    message: "Growth quiz result: {{stage}} stage ({{score}} out of 20 points).",
  },
  profile: {
    legend: "Tell us about your company (optional)",
    hint: "With these answers we write your strategy for your company, your industry and what you want to achieve.",
    goal: {
      label: "What do you want to achieve in the next 12 months?",
      short: "12-month goal",
      hint: "One or two lines, in your own words. For example: “export to the United States” or “open a second plant”.",
    },
    mexicoStance: {
      label: "Where do you stand in Mexico?",
      labelFund: "Where do your portfolio companies stand in Mexico?",
      short: "In Mexico",
      none: "I'd rather not say",
      options: {
        "not-yet": "Not selling in Mexico yet",
        starting: "Starting to sell or operate in Mexico",
        operating: "Already operating in Mexico",
      },
    },
    segment: {
      label: "What best describes your company?",
      short: "Type of company",
      none: "I'd rather not say",
      options: {
        "family-business": "Family business or SME",
        startup: "Startup or scaleup",
        "foreign-company": "Foreign company entering or growing in Mexico",
        fund: "Investment fund or portfolio company",
      },
    },
    industry: {
      label: "Industry",
      short: "Industry",
      none: "I'd rather not say",
      options: {
        manufacturing: "Manufacturing",
        retail: "Retail and consumer goods",
        logistics: "Logistics and mobility",
        "food-beverage": "Food and beverage",
        hospitality: "Hospitality and tourism",
        "financial-services": "Financial services",
        software: "Software and technology",
        health: "Health",
        construction: "Construction and real estate",
        "professional-services": "Professional services",
        other: "Other",
      },
    },
  },
  promise: {
    deadline:
      "We will send you your personalized strategy by {{weekday}}, {{month}} {{day}} at {{time}}, Mexico City time.",
    deadlineOne:
      "We will send you your personalized strategy by {{weekday}}, {{month}} {{day}} at {{time}}, Mexico City time.",
  },
  confirmation: {
    /** The lead asked for a call (the form's box): the booking page, filled from the lead. */
    bookFilled: "You asked for a {{minutes}}-minute call: pick a time. Your details are already in the form.",
    book: "You asked for a {{minutes}}-minute call: pick a time that suits you.",
    bookButton: "Pick a time for the call",
    title: "Done! Your strategy is on its way",
    text: "Meanwhile, see the services for your stage.",
    servicesTitle: "The services we recommend for you",
    viewServices: "View services",
    close: "Close",
    talkNow: "Would you rather talk sooner?",
    call: "Call us:",
    whatsapp: "Message us on WhatsApp",
    whatsappMessage:
      "Hi, I just took the growth quiz on the {{brand}} website and would like to talk about my strategy.",
  },
} satisfies QuizResources;
