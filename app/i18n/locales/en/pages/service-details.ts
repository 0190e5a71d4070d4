import type { ServiceId } from "#domain/site/pages.ts";
import { serviceNames } from "../service-names.ts";
import type { ServiceCopy, serviceDetail as es } from "../../es/pages/service-details.ts";

export const serviceDetail = {
  eyebrow: "Service",
  includedTitle: "What's included",
  resultsTitle: "Expected results",
  resultsIntro:
    "What we aim to achieve with you. We set every target at the start and measure it against an agreed baseline.",
  processTitle: "How we do it",
  casesTitle: "Use cases",
  casesIntro:
    "Illustrative examples of situations where this service helps. They do not describe real clients.",
  caseLabel: "Illustrative case",
  context: "Situation",
  approach: "What we do",
  outcome: "The result we aim for",
  faqTitle: "Frequently asked questions",
  otherServices: "Other services",
  allServices: "View all services",
} satisfies typeof es;

export const serviceDetails = {
  growthTransformation: {
    h1: serviceNames.growthTransformation,
    lead: "For companies that already sell but find every extra point of growth costs more. We find where growth is stuck and unblock it with your team.",
    audience: "For family businesses, SMEs and scaleups with flat sales or expensive growth.",
    highlights: [],
    included: [
      {
        title: "Growth diagnostic",
        body: "We review sales, margins, operations and team to pinpoint the levers with the most impact.",
      },
      {
        title: "Commercial redesign",
        body: "Segmentation, value proposition, pricing and a sales funnel with targets at every stage.",
      },
      {
        title: "Operating processes",
        body: "We clear the bottlenecks between sales, operations and finance so growth doesn't break delivery.",
      },
      {
        title: "Metrics and management rhythm",
        body: "A weekly dashboard and short meetings with clear owners, so decisions run on data rather than gut feel.",
      },
      {
        title: "Execution support",
        body: "We work inside your team on the priority initiatives until they run on their own.",
      },
    ],
    results: [
      "A growth plan with measurable targets, owners and dates",
      "A sales funnel with conversion measured at every stage",
      "Margin and cash flow under control while you grow",
      "A leadership team that decides without escalating everything to the founder",
    ],
    process: [
      {
        title: "Diagnostic",
        body: "Interviews, data and time on the floor to understand where growth leaks away.",
      },
      {
        title: "Roadmap",
        body: "We choose three to five initiatives, each with a metric, a baseline and an owner.",
      },
      {
        title: "Execution in cycles",
        body: "We implement with your team in short cycles and review progress every week.",
      },
      {
        title: "Consolidation",
        body: "We document what works and hand the routines over to your team.",
      },
    ],
    cases: [
      {
        title: "Family-owned distributor with flat sales",
        context:
          "A family-owned distribution company has seen flat sales for several years, and every decision goes through the founder.",
        approach:
          "We segment the customer base by profitability, redesign the sales process and train middle managers around a weekly dashboard.",
        outcome:
          "Sales growing again among the most profitable customers, and a founder with time to think about the next stage.",
      },
    ],
    faq: [
      {
        q: "How is this different from strategy consulting?",
        a: "We don't stop at a report. After the diagnostic we execute the agreed initiatives with your team and answer for their metrics.",
      },
      {
        q: "How long does an engagement last?",
        a: "It depends on where you start. We set it at the end of the diagnostic, with measurable milestones; with family businesses and SMEs we usually plan over a 12-month horizon.",
      },
      {
        q: "Will we need to hire more people?",
        a: "Not necessarily. Growth is often unblocked by organizing what already exists. If you do need to hire, we help you define the role and choose.",
      },
      {
        q: "Who on our team needs to be involved?",
        a: "The CEO and the heads of sales, operations and finance. We ask for a few hours, but consistently.",
      },
    ],
    finalCta: {
      title: "Ready to get growth moving again?",
      body: "Book a 30-minute call and we'll look together at where your company's biggest potential lies.",
    },
  },

  executiveAdvisoryPanel: {
    h1: serviceNames.executiveAdvisoryPanel,
    lead: "Partners with operations, finance, growth and legal experience sit down with you on the decisions that matter most, without the cost of a full executive team.",
    audience: "For CEOs, founders and boards facing high-stakes decisions.",
    highlights: [],
    included: [
      {
        title: "Regular sessions with the partners",
        body: "Working sessions with the partners whose experience fits the challenges you face right now.",
      },
      {
        title: "Strategy and metrics review",
        body: "Budget, annual plan and leadership dashboard reviewed by operators who have been in your seat.",
      },
      {
        title: "Support on critical decisions",
        body: "Funding rounds, partnerships, expansion, restructuring and key hires.",
      },
      {
        title: "Strategic network",
        body: "Access to our network of investors, suppliers, talent and partners in Mexico.",
      },
      {
        title: "Board preparation",
        body: "We help you prepare and run board and committee meetings with clear information and tracked decisions.",
      },
    ],
    results: [
      "Faster, better-grounded decisions",
      "Clear priorities shared by the leadership team",
      "Fewer costly mistakes at the moments that matter most",
      "Governance that earns the confidence of partners and investors",
    ],
    process: [
      {
        title: "First conversation",
        body: "We get to know your company, your team and the decisions ahead of you.",
      },
      {
        title: "Panel setup",
        body: "We choose the partners who add most to your challenges and agree on the agenda and cadence.",
      },
      {
        title: "Working sessions",
        body: "We review metrics, prepare decisions and follow up on what was agreed.",
      },
      {
        title: "Periodic review",
        body: "We assess the panel's value with you and adjust its make-up as your challenges change.",
      },
    ],
    cases: [
      {
        title: "A founder facing the first big round",
        context:
          "A scaleup is preparing a round that will multiply its size, and the founder has never negotiated with an institutional fund.",
        approach:
          "The panel reviews the financial model, prepares the team for investor questions and supports the term negotiation.",
        outcome: "A round negotiated on solid information, and a leadership team ready for what comes next.",
      },
      {
        title: "A family business handing over to the next generation",
        context: "The second generation is taking over a company with decades of history.",
        approach:
          "The panel helps define roles, sets up a board with clear rules and reviews the first major decisions.",
        outcome: "An orderly transition, with proper governance and new leadership that earns trust quickly.",
      },
    ],
    faq: [
      {
        q: "Is this the same as a board of directors?",
        a: "No. The panel advises; it doesn't replace your company's governing bodies. It can, however, help you set up or professionalize your board.",
      },
      {
        q: "How often do we meet?",
        a: "We agree it with you based on your challenges: typically one working session a month, plus ad hoc support when a critical decision comes up.",
      },
      {
        q: "Do the partners also execute?",
        a: "If a decision needs execution, we can add it through one of our other services. The panel itself focuses on decisions.",
      },
      {
        q: "How do you handle confidentiality?",
        a: "We sign a confidentiality agreement before receiving any information about your company.",
      },
    ],
    finalCta: {
      title: "Bring experience to your leadership table",
      body: "Let's spend 30 minutes on the decisions ahead of you and how the panel can help.",
    },
  },

  softLanding: {
    h1: serviceNames.softLanding,
    lead: "We help you enter Mexico with the right structure and start selling as soon as possible, with a local team that already knows the way.",
    audience: "For foreign companies that want to operate and sell in Mexico.",
    highlights: [
      { value: "50%", label: "lower market entry cost, our target" },
      { value: "6–12 months", label: "to an established operation making sales" },
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
        title: "Assessment",
        body: "Market, competition, structure and entry budget, with a plan of milestones.",
      },
      {
        title: "Setup",
        body: "Incorporation, paperwork and getting the operation running.",
      },
      {
        title: "First sales",
        body: "Commercial launch with local customers and partners, adjusted to their response.",
      },
      {
        title: "Consolidation",
        body: "Your own team, documented processes and an orderly handover of the operation.",
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
  },

  digitalTransformation: {
    h1: serviceNames.digitalTransformation,
    lead: "We digitize the processes that weigh most on your operations so your team spends its time on work that creates value. First results show in 3 to 6 months.",
    audience:
      "For companies whose operations run on spreadsheets, paper or systems that don't talk to each other.",
    highlights: [
      { value: "Up to 25%", label: "more productivity in the processes we work on" },
      { value: "Up to 30%", label: "in operational savings" },
      { value: "3–6 months", label: "to first results" },
    ],
    included: [
      {
        title: "Process and systems diagnostic",
        body: "We map how work flows today and where time, money and information get lost.",
      },
      {
        title: "Tool selection",
        body: "ERP, CRM, automation or custom development, chosen for impact rather than hype.",
      },
      {
        title: "Phased implementation",
        body: "We roll out changes with your team, starting with the process that pays back most.",
      },
      {
        title: "Data and dashboards",
        body: "We connect your data sources and build dashboards your leadership actually uses.",
      },
      {
        title: "Adoption and training",
        body: "We train your team and support the change so the new tools don't go unused.",
      },
    ],
    results: [
      "Up to 25% more productivity in the processes we work on",
      "Operational savings of up to 30%",
      "First results visible in 3 to 6 months",
      "Reliable, timely information for decisions",
    ],
    process: [
      {
        title: "Mapping",
        body: "We document your current processes and measure time, errors and costs.",
      },
      {
        title: "Prioritization",
        body: "We pick the processes with the most impact and define the solution and its cost.",
      },
      {
        title: "Implementation",
        body: "We configure, integrate and launch in phases, without stopping operations.",
      },
      {
        title: "Measure and improve",
        body: "We compare against the baseline and adjust until the target is met.",
      },
    ],
    cases: [
      {
        title: "A manufacturer run on spreadsheets",
        context:
          "A manufacturer tracks orders, inventory and production in spreadsheets that nobody reconciles.",
        approach: "We roll out an integrated system in phases, automate reporting and train each department.",
        outcome: "Hours of data entry recovered, reliable inventory and daily reports with no manual work.",
      },
    ],
    faq: [
      {
        q: "Do we have to replace all our systems?",
        a: "No. Often it's enough to integrate and automate what you already have. We replace a system only when the return justifies it.",
      },
      {
        q: "When will we see results?",
        a: "First results usually show in 3 to 6 months, because we start with the processes that have the most impact.",
      },
      {
        q: "Do you sell software or licenses?",
        a: "No. We are independent of software vendors and recommend what suits your company best.",
      },
      {
        q: "What if my team resists the change?",
        a: "That's the norm. It's why we involve users from the design stage and support adoption, not just installation.",
      },
    ],
    finalCta: {
      title: "Digitize what matters most",
      body: "Book a 30-minute call and we'll tell you where to start.",
    },
  },

  aiIntegration: {
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
      "Faster responses to your customers",
      "Decisions backed by data, not just intuition",
      "Every use case measured against a baseline before it scales",
    ],
    process: [
      {
        title: "Opportunity diagnostic",
        body: "We review processes and data to find the use cases with the highest return.",
      },
      {
        title: "Pilot",
        body: "We build a focused version and measure it against the current way of working.",
      },
      {
        title: "Integration",
        body: "We bring what worked into operations, connected to your systems and with controls.",
      },
      {
        title: "Scaling",
        body: "We extend it to more teams and processes, tracking cost and quality.",
      },
    ],
    cases: [
      {
        title: "An online store with an overloaded support team",
        context:
          "An online store receives hundreds of repeated questions and its support team can't keep up.",
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
  },

  goToMarket: {
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
        title: "Research",
        body: "Customer interviews, competitor analysis and a review of your sales data.",
      },
      {
        title: "Strategy",
        body: "Ideal customer, value proposition, price and channels, framed as testable hypotheses.",
      },
      {
        title: "Fast experiments",
        body: "Tests in the chosen channels, with tight budgets and clear metrics.",
      },
      {
        title: "Scaling",
        body: "We double down on what works and document the playbook for your team.",
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
  },

  mvpValidation: {
    h1: serviceNames.mvpValidation,
    lead: "Before you invest months and capital, we test your idea with real customers. Validation takes 4 to 8 weeks on average.",
    audience: "For founders, innovation teams and companies exploring a new product.",
    highlights: [{ value: "4–8 weeks", label: "is how long a validation takes on average" }],
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
      "A product focused on what people actually use",
      "Solid data for your conversations with investors",
    ],
    process: [
      {
        title: "Hypotheses",
        body: "We set out the critical questions and the success criteria before building anything.",
      },
      {
        title: "Minimum build",
        body: "We build the simplest thing that can test each hypothesis.",
      },
      {
        title: "Tests",
        body: "We put the offer in front of real customers and measure their response.",
      },
      {
        title: "Decision",
        body: "We present the results and agree on the next step with the founding team.",
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
        a: "That's the average time it takes to design the tests, reach enough potential customers and get reliable results. It depends on how complex your market is.",
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
  },
} satisfies Record<ServiceId, ServiceCopy>;
