import type { pages as es } from "../es/pages.ts";

export const pages: typeof es = {
  home: {
    h1: "Growth operators for companies in Mexico",
    lead: "We don't hand you a report and leave: we work alongside your team and execute with you until the results show up in the numbers. Book a free 30-minute call.",
    sections: [
      {
        title: "Operators, not consultants",
        body: "Consultants recommend; we operate. We work inside your company, with your team and your data, and we own the execution, not just the diagnosis.",
      },
      {
        title: "What sets us apart",
        body: "Direct execution: we do the work instead of pointing at it. Over 15 years of experience running and growing companies, measurable results with clear targets from day one, and a strategic network of partners, investors and suppliers in Mexico.",
      },
      {
        title: "Who we help",
        body: "Foreign companies that want to enter Mexico without wasting time or money, family businesses and SMEs ready to professionalize and grow, and startups and scaleups that need traction before their next round.",
      },
      {
        title: "What growth stage is your company at?",
        body: "Answer four questions in two minutes to find out your company's stage, the indicators that define it and the services that fit you best right now.",
      },
      {
        title: "Let's talk about your next step",
        body: "Book a 30-minute call with no commitment. We'll tell you honestly where we can help and where we can't.",
      },
    ],
  },

  solutions: {
    h1: "Solutions for every stage of your company",
    lead: "Entering a new market, professionalizing a family business and scaling a startup are different challenges. That's why we tailor the team, the plan and the timeline to where you are.",
    sections: [
      {
        title: "Foreign companies",
        body: "We help you enter Mexico with the right legal, tax and commercial setup, and land your first customers. Expected result: an established operation that is selling within 6 to 12 months. Key services: soft landing, go-to-market strategy and the executive advisory panel.",
      },
      {
        title: "Family businesses and SMEs",
        body: "We put processes, finances and governance in order so the company can grow without depending on a single person. Expected result: a leaner, more profitable operation within 12 months. Key services: growth transformation, digital transformation and AI integration.",
      },
      {
        title: "Startups and scaleups",
        body: "We validate, refine and scale your model together with the founding team, with an eye on the next round. Expected result: demonstrable traction within 3 to 6 months. Key services: MVP validation, go-to-market strategy and AI integration.",
      },
      {
        anchor: "stages",
        title: "Growth stages",
        body: "Every company moves through different stages, from validating the idea to consolidating and expanding. Knowing which one you're in tells you what to do first, and our four-question quiz tells you in two minutes.",
      },
      {
        title: "Find your solution",
        body: "Tell us where you are and where you want to go. On a 30-minute call we'll propose a first plan of action.",
      },
    ],
  },

  funds: {
    h1: "Operators for your portfolio startups",
    lead: "We help venture capital funds get their startups to the next round with solid metrics, working inside each team rather than advising from the outside.",
    sections: [
      {
        title: "Why now",
        body: "In 2024 Latin American startups took an average of 25 months to go from Series A to Series B, against 9 months in 2021 (Endeavor and Glisco Partners, via El CEO), and only 8% of those that raised a seed round in 2021 had raised a Series A by June 2025 (LAVCA data). Meanwhile, in Q2 2025 Mexico overtook Brazil in venture capital, with US$437 M against US$350 M (LAVCA, via Fintech Expert MX). And while 38% of Mexican companies use AI, only 3% have reached its most transformative stage (AWS and Strand Partners, via El Economista).",
      },
      {
        title: "What we do for your startups",
        body: "We start with a two-week diagnostic to find the bottlenecks holding growth back. Then come 90 days of execution embedded with the founding team and, when the time is right, preparation for the next round: metrics, narrative and data room.",
      },
      {
        title: "Expected impact",
        body: "At pre-seed and seed, a validated model and the first traction metrics. At Series A, repeatable acquisition channels and unit economics under control. At Series B, an operation and a team ready to scale without losing efficiency.",
      },
      {
        title: "Why funds trust operators",
        body: "The evidence points the same way: hands-on involvement by investors increases innovation and the likelihood of a successful exit (Bernstein, Giroud and Townsend, Journal of Finance, 2016), and access to management consulting raised the productivity of SMEs in Puebla (Bruhn, Karlan and Schoar, Journal of Political Economy, 2018). We bring that involvement as operating hours, not reports.",
      },
      {
        title: "How it works",
        body: "A portfolio retainer covers 3 to 5 startups per quarter. You choose the companies, we agree measurable goals with each founding team, and we keep you updated on each one's progress.",
      },
      {
        title: "Frequently asked questions",
        body: "We answer the questions general partners ask most: which startups are good candidates, how progress is measured and how the work is coordinated with the fund. If you'd rather talk it through, book 20 minutes with us.",
      },
    ],
  },

  services: {
    h1: "Services to grow with method",
    lead: "Seven services, one team of operators and a four-step process that starts by understanding your company and ends in measurable results.",
    sections: [
      {
        title: "Growth and leadership",
        body: "Growth transformation, to bring order to your company and speed it up; an executive advisory panel, with seasoned operators beside you on key decisions; and soft landing, to set up your company in Mexico quickly and safely.",
      },
      {
        title: "Technology and market",
        body: "Digital transformation of processes and systems; artificial intelligence integrated into your operation; a go-to-market strategy to take your product to the right market; and MVP validation to test your idea with real customers before overinvesting.",
      },
      {
        title: "Our four-step process",
        body: "Diagnostic, to understand your company, your numbers and your market; strategy, to set priorities and measurable targets; execution, to do the work alongside your team; and optimization, to measure, adjust and scale what works.",
      },
      {
        title: "Start with a call",
        body: "Book a 30-minute call and we'll tell you which service can make the biggest difference to your company today.",
      },
    ],
  },

  growthTransformation: {
    h1: "Growth transformation",
    lead: "For companies that are already selling but find growth harder and harder to come by. We find where growth is stuck and unblock it together with your team.",
    sections: [
      {
        title: "What's included",
        body: "A full diagnostic of sales, operations and finance; redesign of commercial and operating processes; KPI dashboards and management routines; and hands-on support executing the priority initiatives.",
      },
      {
        title: "Expected results",
        body: "A growth plan with measurable targets, clear owners and follow-through that doesn't depend on a single person. Every initiative is measured against a baseline set during the diagnostic.",
      },
      {
        title: "How we work",
        body: "We run a diagnostic, prioritize the highest-impact levers, execute with your team in short cycles and optimize based on the results.",
      },
      {
        title: "Illustrative use case",
        body: "Illustrative example: a family-owned distribution company with flat sales and every decision sitting with the founder. We bring order to its sales funnel, set weekly indicators and develop middle managers who can decide without escalating everything.",
      },
      {
        title: "Ready to unblock your growth?",
        body: "Book a 30-minute call and we'll look together at where your company's biggest potential lies.",
      },
    ],
  },

  executiveAdvisoryPanel: {
    h1: "Executive advisory panel",
    lead: "Operators with experience in operations, finance, growth and legal join your key decisions, without the cost of hiring a full leadership team.",
    sections: [
      {
        title: "What's included",
        body: "Regular sessions with the partners best suited to your challenges; review of strategy, budget and KPIs; access to our strategic network; and support on critical decisions such as funding rounds, partnerships or key hires.",
      },
      {
        title: "Expected results",
        body: "Faster, better-informed decisions, clear priorities for the leadership team and fewer costly mistakes at the moments that matter most.",
      },
      {
        title: "How we work",
        body: "An initial diagnostic sets the panel's agenda. From then on, every session has concrete objectives and we follow up between sessions until agreements are delivered.",
      },
      {
        title: "Illustrative use case",
        body: "Illustrative example: a fast-growing scaleup without a full-time finance lead. The panel builds its financial model, prepares the team to talk to investors and supports the hiring of its first CFO.",
      },
      {
        title: "Bring experience to your boardroom",
        body: "Let's spend 30 minutes on the decisions ahead of you and how the panel can help.",
      },
    ],
  },

  softLanding: {
    h1: "Soft landing and business setup in Mexico",
    lead: "We help you enter Mexico with the right structure and start selling as soon as possible, backed by a local team that knows the way.",
    sections: [
      {
        title: "What's included",
        body: "Company incorporation and legal and tax structuring; bank accounts, permits and paperwork; market analysis and entry strategy; and hiring your first local team.",
      },
      {
        title: "Expected results",
        body: "Our goal is to cut your market entry cost by 50% and have your operation established and selling within 6 to 12 months.",
      },
      {
        title: "Phases",
        body: "Assessing the market and the right structure; incorporation and launch; first sales and local partnerships; and consolidating the operation with your own team.",
      },
      {
        title: "Illustrative use case",
        body: "Illustrative example: a European software company that wants to serve Mexican customers. We define its legal structure, validate the offer with local buyers and support its first sales while it hires its team in Mexico.",
      },
      {
        title: "Land in Mexico with a local team",
        body: "Book a 30-minute call and we'll review your plan for entering Mexico together.",
      },
    ],
  },

  digitalTransformation: {
    h1: "Digital transformation",
    lead: "We digitize the processes that weigh most on your operation so your team can spend its time on what creates value. First results show within 3 to 6 months.",
    sections: [
      {
        title: "What's included",
        body: "A diagnostic of processes and systems; selection and rollout of tools such as ERP, CRM and automations; data integration and KPI dashboards; and training so your team adopts the changes.",
      },
      {
        title: "Expected results",
        body: "We aim for a 25% gain in productivity and operational savings of up to 30%, with visible results within 3 to 6 months.",
      },
      {
        title: "Process",
        body: "We map your current processes, prioritize those with the greatest impact, roll out in stages alongside your team and measure the result of every change.",
      },
      {
        title: "Illustrative use case",
        body: "Illustrative example: a manufacturer that tracks orders and inventory in spreadsheets. We implement an integrated system, automate reporting, and the team gets back the hours it used to spend on data entry.",
      },
      {
        title: "Digitize what matters",
        body: "Book a 30-minute call and we'll tell you where to start.",
      },
    ],
  },

  aiIntegration: {
    h1: "AI integration",
    lead: "We take AI from pilot to day-to-day operations, with use cases measured in time, cost or sales.",
    sections: [
      {
        title: "What's included",
        body: "Identifying and prioritizing use cases; deploying AI assistants, automations and data analysis; integration with your existing systems; and training and usage guidelines for your team.",
      },
      {
        title: "Expected results",
        body: "Repetitive work automated, faster responses to your customers and decisions backed by data. Every use case is measured against a baseline before it is scaled.",
      },
      {
        title: "Process",
        body: "An opportunity diagnostic, a tightly scoped pilot with clear metrics, integration into operations and scaling what works.",
      },
      {
        title: "Illustrative use case",
        body: "Illustrative example: an ecommerce company with an overloaded customer service team. We deploy an AI assistant for frequent questions so the team can focus on the cases that really need a person.",
      },
      {
        title: "Put AI to work in your company",
        body: "Book a 30-minute call and we'll explore the use cases with the most potential together.",
      },
    ],
  },

  goToMarket: {
    h1: "Go-to-market strategy",
    lead: "We define who to sell to, with what message and through which channel, and we execute it with you until growth becomes repeatable.",
    sections: [
      {
        title: "What's included",
        body: "Defining your ideal customer and value proposition; pricing and positioning strategy; designing and testing acquisition channels; and building the sales process and its KPIs.",
      },
      {
        title: "Expected results",
        body: "A clear commercial plan, acquisition channels proven with data and a measurable sales funnel that your team can run and scale.",
      },
      {
        title: "Process",
        body: "We research the market and your customers, define the strategy, run quick tests in the chosen channels and double down on what works.",
      },
      {
        title: "Illustrative use case",
        body: "Illustrative example: a B2B startup with a good product but sales that depend on the founder's network. We define its ideal customer, test two prospecting channels and document a sales process the team can repeat.",
      },
      {
        title: "Take your product to the right market",
        body: "Book a 30-minute call and we'll review your commercial strategy.",
      },
    ],
  },

  mvpValidation: {
    h1: "MVP validation",
    lead: "Before you invest months and capital, we test your idea with real customers. On average, validation takes 4 to 8 weeks.",
    sections: [
      {
        title: "What's included",
        body: "Defining hypotheses and success metrics; designing and building a minimum viable product or prototype; testing with potential customers; and analyzing the results with clear recommendations.",
      },
      {
        title: "Expected results",
        body: "In 4 to 8 weeks on average, hard evidence to decide whether to go ahead, adjust or drop the idea, plus solid data for your conversations with investors.",
      },
      {
        title: "Process",
        body: "We define the critical hypotheses, build the minimum needed to test them, put it in front of real customers and measure how they respond.",
      },
      {
        title: "Illustrative use case",
        body: "Illustrative example: a founding team with an idea for a restaurant platform. Before building the full product, we test the offer with a prototype and pre-sales, and adjust the model to what customers were willing to pay.",
      },
      {
        title: "Validate your idea before you scale it",
        body: "Book a 30-minute call and we'll design the first experiment together.",
      },
    ],
  },

  about: {
    h1: "We are growth operators",
    lead: "A team of partners who have run, founded and grown companies, and who now put that experience to work inside yours.",
    sections: [
      {
        title: "Our vision",
        body: "We want more companies in Mexico to grow with method: data-driven decisions, disciplined execution and teams able to sustain growth.",
      },
      {
        title: "By the numbers",
        body: "More than 75 years of combined experience, more than 30 projects and a 100% focus on measurable results.",
      },
      {
        title: "Our partners",
        body: "Four partners cover the areas that drive growth: operations, finance, growth and legal. Their experience spans mobility and delivery, ecommerce and logistics, hospitality, fintech, food and beverage, CPG and retail, and AI.",
      },
      {
        title: "How we work",
        body: "We join your team, commit to measurable targets and work so that the results hold up once we've stepped away.",
      },
      {
        title: "Why we're called {{brand}}",
        body: "Our name comes from a climbing route above the sea in Mallorca, where every fall is a chance to try again.",
      },
      {
        title: "Meet the team",
        body: "Book a 30-minute call and talk directly with one of our partners.",
      },
    ],
  },

  ourName: {
    h1: "Why we're called {{brand}}",
    lead: "Our name comes from a climbing route above the sea in Mallorca, and from the way it was conquered: one attempt after another.",
    sections: [
      {
        title: "A route above the sea",
        body: "Es Pontàs is a limestone sea arch in Santanyí, Mallorca. Its 20-metre route is climbed as a deep-water solo, or psicobloc: no ropes, with the sea as the only protection.",
      },
      {
        title: "The first ascent",
        body: "Chris Sharma sent it on 26 September 2006 at a grade of 9a+ (5.15a), a year after climbing an easier variant that exits toward the sea. The crux is a dynamic jump from one side of the arch to the other, and the film King Lines (2007) made the climb famous.",
      },
      {
        title: "Falling into the sea",
        body: "Every fall ends in the water, so every failure is survivable. Sharma came back again and again until he made it, and ten years passed before the second ascent, by Jernej Kruder in 2016.",
      },
      {
        title: "The parallel with founders",
        body: "Founding and growing a company is much the same: a hard line chosen on purpose, many attempts and a leap that only commitment makes. Our job is to be the sea: a safe place to fall, learn and try again.",
      },
      {
        title: "What's your next line?",
        body: "If you're facing a hard challenge, let's talk. Book a 30-minute call with no commitment.",
      },
    ],
  },

  contact: {
    h1: "Let's talk about your company",
    lead: "Book a 30-minute call with no commitment or send us a message. A person will answer, not an automated system.",
    sections: [
      {
        title: "A 30-minute call, no strings attached",
        body: "Tell us where your company is and where it wants to go. You'll leave the call with a clear view of your next steps, whether or not you work with us.",
      },
      {
        title: "Send us a message",
        body: "If you'd rather write, leave your details and a short description of your challenge in the form. We'll get back to you to follow up.",
      },
      {
        title: "Contact details",
        body: "Email us or book a time that suits you directly in our calendar. We work with companies across Mexico and with foreign companies looking to enter the country.",
      },
    ],
  },

  quiz: {
    h1: "What growth stage is your company at?",
    lead: "Four questions, two minutes. Find out your company's growth stage and what to do next.",
    sections: [
      {
        title: "How it works",
        body: "You answer four questions about your company, one at a time. Each answer adds points, and at the end the result places your company in a growth stage.",
      },
      {
        title: "What you get",
        body: "A description of your stage, the indicators that characterize it and the services we recommend to move on to the next one.",
      },
      {
        title: "Your strategy within 24 hours",
        body: "If you want to go further, leave your details and we'll send you a tailored strategy within 24 hours. You can also ask for a 30-minute call to go through it together.",
      },
    ],
  },

  privacy: {
    h1: "Privacy notice",
    lead: "This notice explains how we handle your personal data, in accordance with Mexico's Federal Law on the Protection of Personal Data Held by Private Parties.",
    sections: [
      {
        title: "Data controller",
        body: "{{brand}} is responsible for the processing of the personal data you provide through this website.",
      },
      {
        title: "Data we collect",
        body: "Your name, email address and company, the content of the messages you send us and your answers to the growth quiz. We also collect website usage data through analytics tools.",
      },
      {
        title: "Purposes",
        body: "We use your data to answer your messages, schedule calls, send you the strategy you requested and follow up on your request. As a secondary purpose, we use it to measure and improve the website; you can object to these secondary purposes at any time.",
      },
      {
        title: "ARCO rights",
        body: "You have the right to access, rectify and cancel your personal data, to object to its processing and to withdraw your consent. To exercise these rights, send us a request at the contact email address published on this website.",
      },
      {
        title: "Changes to this notice",
        body: "We may update this notice to reflect legal changes or changes to our services. Any update will be published on this page.",
      },
    ],
  },

  notFound: {
    h1: "Page not found",
    lead: "The page you're looking for doesn't exist or has moved. Use the links below to go back home or explore our solutions and services.",
    sections: [],
  },
};
