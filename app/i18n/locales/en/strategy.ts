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
    industry: "Levers to test in {{industry}}",
    otherIndustry: "Your industry",
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
  stageHow:
    "Your stage comes from your four answers together, not from any one of them, so one answer may sit above or below what is typical for the stage.",
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
    expandIntoMexico: {
      first:
        "Test Mexico with data before investing heavily: the size of your segment, the competition, the requirements to enter and what it costs.",
      second:
        "Prepare the entry plan: an offer adapted to Mexican buyers, a sales channel, a local team and a budget for the first months.",
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
    enteringMexico: {
      oneCountry:
        "Decide where to start in Mexico: the first city or region, the first customers and the channel to reach them.",
      sellsInMexico:
        "Move from selling into Mexico to operating in Mexico: which of today's customers and regions can carry a local operation, and which to serve with a team of your own.",
      severalCountries:
        "Decide how Mexico fits into your operations across countries: what headquarters decides, what Mexico decides and which shared metrics you track.",
    },
  },
  segments: {
    "family-business": {
      heading: "Your first 90 days as a family business",
      intro:
        "In a family business, growth usually starts with settling who decides what. In the first 90 days we would work on:",
      items: [
        "Governance: separating the family's decisions from the business's, with a board that meets with an agenda and records agreements with an owner and a date.",
        "Succession: putting in writing who will take on which responsibilities and when, and starting to prepare those people.",
        "Professional management: defining the key roles, their metrics and how the people in them are chosen, whether family or not.",
      ],
    },
    "foreign-company": {
      heading: "Your first 90 days entering Mexico",
      intro: "For a foreign company, the first 90 days lay the groundwork to operate and sell in Mexico:",
      items: [
        "Legal entity: choosing the right structure and incorporating the company, with bank accounts and powers of attorney in order.",
        "Tax and labor registration: registering with the SAT (the tax authority) and the IMSS (social security), and with the REPSE if you will provide specialized services (or checking your suppliers' registration if you hire them).",
        "First customers: an initial segment, pricing and a message for Mexican buyers, and the first conversations with customers and partners.",
        "Local team: the first roles, hiring them and how they work with your headquarters.",
      ],
    },
    startup: {
      heading: "Your first 90 days as a startup or scaleup",
      intro:
        "For a startup or scaleup, the first 90 days are measured against what your next round will ask for:",
      items: [
        "Traction metrics: choosing the three or four that describe your growth (for example revenue, active customers and retention) and tracking them every week.",
        "Unit economics: what it costs to win a customer, the margin that customer brings and how long it takes to earn the cost back, by channel.",
        "The next round: which metrics and which story investors will ask for, and what is missing to have them.",
      ],
    },
    fund: {
      heading: "A 100-day plan for each portfolio company",
      intro: "With a fund we work company by company across its portfolio, on a plan of about 100 days:",
      items: [
        "A two-week diagnostic: interviews with the founding team and a review of metrics, sales funnel, unit economics and operations, to find the two or three bottlenecks holding growth back.",
        "90 days of embedded execution: we work inside the team on the plan's initiatives, with measurable targets and a weekly metrics dashboard.",
        "A short, regular report for the fund, with the same metrics for every company so you can compare and prioritize.",
      ],
    },
  },
  industryIntro:
    "A hypothesis we would test on the call: that in {{industry}} these levers weigh more than others on your growth. We do not know your operations yet; these are questions, not conclusions.",
  otherIndustry:
    "You told us your industry is not on our list. On the call we will ask what sets it apart and which levers matter most in it before we propose any.",
  industries: {
    manufacturing: {
      name: "manufacturing",
      levers: [
        "Downtime and waste on your lines, measured by shift and by product, and how much margin comes back by reducing them.",
        "Raw material and finished goods inventory: how much working capital it ties up and how to plan production against real demand.",
        "The cost of each order and each customer, to see which contracts pay off.",
      ],
      ai: "predicting machine failures and inspecting quality with computer vision",
    },
    retail: {
      name: "retail",
      levers: [
        "Margin by store, category and channel, online sales included, to see where the money is made.",
        "Assortment and inventory: slow-moving products, empty shelves and purchasing guided by sales data.",
        "Repeat purchases: what brings a customer back and how to measure it.",
      ],
      ai: "forecasting demand by store and product to keep shelves stocked",
    },
    logistics: {
      name: "logistics",
      levers: [
        "Fleet and warehouse utilization: empty trips, loading times and idle capacity.",
        "On-time, in-full deliveries, measured by customer and by route.",
        "The cost per shipment and per customer, to see which contracts pay off.",
      ],
      ai: "planning routes and loads and anticipating delays",
    },
    "food-beverage": {
      name: "food and beverage",
      levers: [
        "Shrinkage and expired product in production, storage and at the point of sale.",
        "Production planned against demand, by season and by channel.",
        "Margin by channel: supermarket chains, corner stores, wholesalers and direct sales.",
      ],
      ai: "forecasting demand to produce and distribute with less waste",
    },
    hospitality: {
      name: "hospitality",
      levers: [
        "Occupancy and rates: how prices are set by season and by booking channel.",
        "Direct bookings versus online travel agencies, and what each booking costs.",
        "The guest experience and reviews, and their effect on repeat stays and on rates.",
      ],
      ai: "answering bookings and guest questions and adjusting rates to demand",
    },
    "financial-services": {
      name: "financial services",
      levers: [
        "The cost of winning a customer by channel against what that customer brings over time.",
        "Compliance and customer onboarding processes that do not slow growth down.",
        "Risk and collections models that hold up at higher volume.",
      ],
      ai: "reviewing documents and applications and flagging unusual transactions",
    },
    software: {
      name: "software",
      levers: [
        "Moving from founder-led sales to a repeatable sales process.",
        "Value-based pricing, lower churn and more sales to existing accounts.",
        "Unit economics by channel and by customer cohort.",
      ],
      ai: "handling first-line support and speeding up development with assistants",
    },
    health: {
      name: "health care",
      levers: [
        "Scheduling: missed appointments, waiting times and the use of offices and equipment.",
        "Collections from insurers and patients: how long they take and how often claims are rejected.",
        "Health regulation and the protection of patient data, without slowing operations down.",
      ],
      ai: "booking appointments and preparing insurance paperwork",
    },
    construction: {
      name: "construction",
      levers: [
        "Site progress against budget and schedule, measured every week.",
        "Materials purchasing and waste control on site.",
        "Cash flow between advance payments, progress billing and collections.",
      ],
      ai: "estimating materials from the drawings and tracking site progress",
    },
    "professional-services": {
      name: "professional services",
      levers: [
        "Team utilization: billable hours against hours worked, by person and by client.",
        "Pricing and scope: quoting by project or by value, and stopping out-of-scope work.",
        "Winning clients without depending only on the partners.",
      ],
      ai: "drafting proposals and reports and reviewing documents in fewer hours",
    },
  },
  service: "{{service}}. {{reason}} Learn more: {{link}}",
  reasons: {
    foreignCompany:
      "Because you are a foreign company entering Mexico: the right legal and tax structure, labor registration and a local team to start selling soon.",
    enteringMexico: {
      wideMarkets:
        "Because you are an established company and entering Mexico is a weighty leadership decision: it is worth making with experienced counsel.",
      narrowMarkets:
        "Because selling in Mexico takes a sales engine of your own: who to sell to first, with what message and through which channel.",
    },
    aiIntegration:
      "Because in {{industry}} one hypothesis we would test on the call is AI applied to {{task}}, with the savings measured from the first use case.",
    aiIntegrationNoIndustry:
      "Because it is worth testing AI on one or two repetitive tasks of your team and measuring, from the first use case, the hours it frees up.",
    segment: {
      "family-business": {
        executiveAdvisoryPanel:
          "Because in a family business a board with independent members helps separate the family's decisions from the business's.",
        growthTransformation:
          "Because in a family business growth needs professional management: key roles with metrics and processes that do not depend on one person.",
      },
      startup: {
        goToMarket:
          "Because your next round will ask for an acquisition channel that scales, with its cost per customer measured.",
        growthTransformation:
          "Because reaching your next round takes processes, people and data that hold up to investor scrutiny.",
      },
      "foreign-company": {
        goToMarket:
          "Because selling in Mexico takes a sales engine of your own: an initial segment, pricing and a message for Mexican buyers.",
      },
      fund: {
        executiveAdvisoryPanel:
          "Because a portfolio company answers to its fund: leadership decisions with experienced counsel and agreements with an owner and a date.",
        growthTransformation:
          "Because a portfolio company has to reach its next round with solid metrics and operations that grow without breaking.",
      },
    },
  },
  results: {
    segments: {
      "foreign-company":
        "For a foreign company entering Mexico, our target is your operation set up and selling within 6 to 12 months, with a local team of your own.",
      "family-business":
        "In a family business, in our experience results show in about 12 months: a leaner, more profitable operation with clear metrics and a leadership team that makes decisions based on data.",
      startup:
        "In a startup or scaleup, in our experience results show within 3 to 6 months: a tested growth channel and metrics that hold up to investor scrutiny.",
      fund: "With a portfolio company we measure at the end of the 90 days of execution: results against the diagnostic's baseline, in a report for the fund, and we decide together what comes next.",
    },
    diagnostic:
      "We set your project's dates and targets with you at the end of the diagnostic, with measurable milestones.",
    servicesIntro: "For the services we recommend:",
    services: {
      mvpValidation: "{{service}}: in our experience, a validation takes 4 to 8 weeks on average.",
      digitalTransformation: "{{service}}: in our experience, the first results show within 3 to 6 months.",
      softLanding:
        "{{service}}: our target is your operation set up and selling in Mexico within 6 to 12 months.",
    },
  },
  nextStep: "Book a 30-minute call to go over this strategy together and agree on a work plan: {{link}}",
  closing: "We look forward to hearing from you.",
} satisfies StrategyResources;
