import type { StrategyResources } from "../es/strategy.ts";

export const strategy = {
  greeting: "Dear {{name}},",
  greetingNoName: "Hello,",
  opening: {
    thanks: "Thank you for telling us about {{company}}",
    thanksNoCompany: "Thank you for telling us about your company.",
    goal: "I understand that over the next 12 months you want to {{goal}}.",
    goalQuoted: "I understand that your goal for the next 12 months is: “{{goal}}”.",
    noGoal: "Your main challenge today, you told us, is {{challenge}}.",
    fundStance: {
      "not-yet": "Your portfolio companies are not selling in Mexico yet",
      starting: "Your portfolio companies are starting to operate in Mexico",
      operating: "Your portfolio companies already operate in Mexico",
    },
    foreignStance: {
      "not-yet": "You are not selling in Mexico yet",
      starting: "You are starting to sell or operate in Mexico",
      operating: "You already operate in Mexico",
    },
    plan: "Here is what I would do first.",
  },
  challenge: {
    validate: "validating the product or idea with real customers",
    "first-customers": "winning your first customers",
    scale: "scaling what already works without breaking operations",
    optimize: "improving operations and margins",
    expand: "reaching new markets",
  },
  stage: {
    foundation:
      "From your answers, the company is at the {{stage}} stage: what pays off most now is proving that it solves a real problem before investing in growth.",
    acceleration:
      "From your answers, the company is at the {{stage}} stage: customers are paying, and the challenge is to make what works repeatable.",
    scaling:
      "From your answers, the company is at the {{stage}} stage: the model works and demand is growing, and the challenge is for operations to keep pace.",
    maturity:
      "From your answers, the company is at the {{stage}} stage: an established business whose next leap comes from efficiency and well-supported leadership decisions.",
    enterprise:
      "From your answers, the company is at the {{stage}} stage: it operates at scale, and every decision on markets, governance and operations carries weight.",
  },
  prioritiesIntro: "For the first 90 days I suggest three priorities:",
  priority: "{{what}}. {{why}} First step: {{first}}",
  themes: {
    export: [
      {
        what: "Confirm how your products enter {{destination}}",
        why: "The USMCA rules of origin and the tariffs in force for your product decide whether you can compete on price there.",
        first:
          "classify your three main products and check with your customs broker whether they qualify as originating.",
      },
      {
        what: "Hold the certifications buyers ask for",
        why: "A buyer in {{destination}} usually asks for quality certifications before the first order (for example ISO 9001, or IATF 16949 for auto parts).",
        first: "list the ones you hold and the ones your three target buyers require.",
      },
      {
        what: "Win the first anchor customer or distributor",
        why: "A first account there tests price, logistics and payment terms before you invest in a structure.",
        first: "pick ten target buyers or distributors and prepare a delivered-price offer.",
      },
    ],
    exportDestination: "your target market",
    destinations: {
      us: "the United States",
      canada: "Canada",
    },
  },
  enteringMexico: [
    {
      what: "Put the legal entity and registrations in order",
      why: "Without the right entity and its registrations with the SAT and the IMSS (and REPSE if you will provide specialized services), you cannot invoice or hire in Mexico.",
      first: "choose the legal form with your tax adviser and set the incorporation timeline.",
    },
    {
      what: "Choose the first segment and the first customers in Mexico",
      why: "Mexican buyers decide on other timelines, prices and channels; testing with a few customers avoids investing blind.",
      first: "define the initial segment and a list of twenty target accounts.",
    },
    {
      what: "Hire the first local team",
      why: "Selling and operating here takes people who know the market and work closely with your headquarters.",
      first: "define the first two roles and how they report to headquarters.",
    },
  ],
  fund: {
    priorities: [
      {
        what: "Choose the quarter's companies",
        why: "The portfolio program works with 3 to 5 companies a quarter, with the same metrics to compare and prioritize.",
        first: "a short list with each company's stage and the bottleneck you see in it.",
      },
      {
        what: "A two-week diagnostic per company, then 90 days of execution",
        why: "The diagnostic finds the two or three bottlenecks holding each one back; execution is measured against that baseline, with a short report for the fund.",
        first: "schedule the interviews with each founding team.",
      },
    ],
    enteringMexico: {
      what: "Set up the entering companies in Mexico",
      why: "Each needs its legal entity, its SAT and IMSS registrations, its first customers and a local team; our target is to have them operating and selling within 6 to 12 months.",
      first: "identify which portfolio companies enter Mexico this year.",
    },
    report: {
      what: "One dashboard for the whole portfolio",
      why: "With the same metrics in every company, the committee sees what works and where to put time and capital.",
      first: "agree on the four or five metrics the fund will review every month.",
    },
    program:
      "What fits you best is our [program for funds]({{link}}): one quarterly retainer for 3 to 5 of your portfolio companies.",
  },
  segment: {
    "family-business": {
      what: "Settle who decides what",
      why: "In a family business, growth calls for separating the family's decisions from the business's, and for putting succession in writing.",
      first: "a board that meets with an agenda and records each decision with an owner and a date.",
    },
    startup: {
      what: "Measure what your next round will ask for",
      why: "Investors will look at traction, unit economics and retention before the narrative.",
      first: "choose the three or four growth metrics and measure them every week.",
    },
  },
  challengePriorities: {
    validate: [
      {
        what: "Define the problem you solve and for whom",
        why: "Without a precise definition there is no way to know whether the idea has been validated.",
        first: "write down what would have to happen to count it as validated.",
      },
      {
        what: "Test with real customers",
        why: "What a customer pays says more than any survey.",
        first: "a prototype in front of ten potential customers, measuring whether they would pay for it.",
      },
    ],
    "first-customers": [
      {
        what: "Define your ideal customer and a message for them",
        why: "A message about the customer's problem, not your product, shortens every sale.",
        first: "describe your five best customers today and what they have in common.",
      },
      {
        what: "Test one or two sales channels",
        why: "Focusing on a few channels with weekly targets soon shows which one brings customers.",
        first: "set a weekly target per channel and review it every Monday.",
      },
    ],
    scale: [
      {
        what: "Document what works today",
        why: "To grow without depending on a few people, the team has to be able to repeat it.",
        first: "write down the sales and delivery process as it runs today.",
      },
      {
        what: "Define the weekly metrics",
        why: "Processes and systems must grow ahead of sales, and only data shows it in time.",
        first: "a dashboard of five metrics reviewed at the weekly meeting.",
      },
    ],
    optimize: [
      {
        what: "Measure margin by product, customer and channel",
        why: "It is the only way to know where the company makes and loses money.",
        first: "the margin of your top ten products and top ten customers.",
      },
      {
        what: "Redesign the costliest processes",
        why: "Two or three processes usually hold most of the cost that can be recovered.",
        first: "pick those processes and measure what they cost today.",
      },
    ],
    expand: [
      {
        what: "Choose the new market with data",
        why: "Size, competition, entry requirements and cost decide whether it is worth it.",
        first: "compare two or three candidate markets on the same criteria.",
      },
      {
        what: "Prepare the entry plan",
        why: "An adapted offer, channel, team and budget for the first months keep the team from making it up as it goes.",
        first: "the budget and targets for the first six months.",
      },
    ],
  },
  markets: {
    local: {
      what: "Prepare to sell beyond your city",
      why: "The next city tests whether the offer works away from home.",
      first: "pick the next city and five customers to test there.",
    },
    regional: {
      what: "Prepare to sell in the rest of Mexico",
      why: "The next regions each need their own channel and team.",
      first: "pick the next two regions and the channel to reach them.",
    },
    national: {
      what: "Put national sales in order",
      why: "Not every region and customer leaves the same margin.",
      first: "margin by region and by customer over the last twelve months.",
    },
    multinational: {
      what: "Review country by country",
      why: "Concentrating resources on the markets that grow and leave margin pays more than spreading them.",
      first: "growth and margin of each country in a single table.",
    },
    global: {
      what: "Align operations across countries",
      why: "Corporate governance, common metrics and clear rules make decisions comparable.",
      first: "agree on the common metrics for every country.",
    },
  },
  services: {
    best: "The service that fits you best is [{{service}}]({{link}}). {{reason}}",
    more: "[{{first}}]({{firstLink}}) and [{{second}}]({{secondLink}}) could help too.",
    moreOne: "[{{first}}]({{firstLink}}) could help too.",
    fundMore: "For the companies that need it we also work with [{{first}}]({{firstLink}}).",
    fundMoreTwo:
      "For the companies that need it we also work with [{{first}}]({{firstLink}}) and [{{second}}]({{secondLink}}).",
  },
  reasons: {
    challenge: {
      validate:
        "Your challenge is validating the product: testing it with real customers before investing more.",
      "first-customers":
        "Your challenge is winning your first customers: who to sell to, with what message, through which channel.",
      scale: "Your challenge is scaling what already works without breaking operations.",
      optimize: "Your challenge is improving operations and margins with processes and technology.",
      expand: "Your challenge is reaching new markets with a plan to enter and to sell.",
    },
    mexicoEntry:
      "You are looking at entering Mexico: the right legal and tax structure and a local team to start selling soon.",
    foreignCompany:
      "You are entering Mexico: the right legal and tax structure, the labor registrations and a local team to start selling soon; our target is your operation established and selling within 6 to 12 months.",
    fundPortfolio:
      "Your companies are entering Mexico: each needs its legal and tax structure and a local team to start selling soon.",
    wideMarkets:
      "You already sell across Mexico or beyond: every leadership decision weighs more and gains from experienced counsel.",
    narrowMarkets: "Today you sell in your city or in a few states: the rest of Mexico is a market to open.",
    enteringWide:
      "Entering Mexico is a weighty leadership decision: it is best taken with experienced counsel.",
    enteringNarrow:
      "Selling in Mexico takes a sales engine of your own: who to sell to first, with what message, through which channel.",
    stage: {
      mvpValidation:
        "At your stage it pays to prove demand before investing in growth; a validation takes 4 to 8 weeks on average.",
      goToMarket: "At your stage the next step is a repeatable sales engine.",
      growthTransformation:
        "At your stage growth calls for processes, people and data that keep pace with sales.",
      digitalTransformation:
        "At your stage efficiency comes from digitizing operations; the first results show within 3 to 6 months.",
      executiveAdvisoryPanel: "At your stage leadership decisions gain from experienced counsel.",
      aiIntegration: "AI applied to specific tasks saves your team hours, measured from the first case.",
    },
  },
  aiReason:
    "In {{industry}}, one hypothesis we would test is AI applied to {{task}}, with the savings measured from the first case.",
  segmentReasons: {
    "family-business": {
      executiveAdvisoryPanel:
        "In a family business, a board with independent members helps separate the family's decisions from the business's.",
      growthTransformation:
        "In a family business, growth calls for professional management: key roles with metrics and processes that do not depend on one person.",
    },
    startup: {
      goToMarket:
        "Your next round will ask for an acquisition channel that scales, with its cost per customer measured.",
      growthTransformation:
        "To reach your next round, growth calls for processes, people and data that stand up to an investor's review.",
    },
  },
  call: "I suggest a {{minutes}}-minute call to go over this together and agree where to start: [pick a time that suits you]({{link}}).",
  industryCall:
    "On the call I would like to test a hypothesis: that in {{industry}}, {{focus}} weigh more than other levers in your growth.",
  otherIndustryCall: "On the call I will ask what sets your industry apart before suggesting anything.",
  industries: {
    manufacturing: {
      name: "manufacturing",
      focus: "downtime per shift, inventory and margin per order",
      ai: "anticipating machine failures and checking quality with computer vision",
    },
    retail: {
      name: "retail",
      focus: "margin by store and channel, assortment and repeat purchases",
      ai: "forecasting demand by store and product to restock better",
    },
    logistics: {
      name: "logistics",
      focus: "empty trips, on-time deliveries and cost per shipment",
      ai: "planning routes and loads and anticipating delays",
    },
    "food-beverage": {
      name: "food and beverage",
      focus: "waste, seasonal planning and margin by channel",
      ai: "forecasting demand to produce and distribute with less waste",
    },
    hospitality: {
      name: "hospitality and tourism",
      focus: "seasonal rates, direct bookings and reviews",
      ai: "answering bookings and guest questions and adjusting rates to demand",
    },
    "financial-services": {
      name: "financial services",
      focus: "cost per customer, compliance and collections",
      ai: "reviewing documents and applications and detecting unusual transactions",
    },
    software: {
      name: "software",
      focus: "a repeatable sales process, value-based pricing and churn",
      ai: "handling first-line support and speeding up development with assistants",
    },
    health: {
      name: "health",
      focus: "scheduling, insurer collections and health compliance",
      ai: "scheduling appointments and preparing insurer paperwork",
    },
    construction: {
      name: "construction",
      focus: "progress against budget, purchasing and cash flow",
      ai: "quantifying materials from drawings and tracking site progress",
    },
    "professional-services": {
      name: "professional services",
      focus: "billable hours, project pricing and winning clients beyond the partners",
      ai: "preparing proposals and reports and reviewing documents in fewer hours",
    },
  },
  closing: "I look forward to hearing from you.",
} satisfies StrategyResources;
