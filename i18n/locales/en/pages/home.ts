import type { home as es } from "../../es/pages/home.ts";

export const home = {
  eyebrow: "Growth operators in Mexico",
  h1: "We grow your company from the inside",
  lead: "We are operators, not consultants: we join your team, execute with you and answer for results, not for slide counts.",
  heroSecondary: "Explore solutions",
  heroNote: "A free 30-minute call, no strings attached.",
  value: {
    eyebrow: "What we stand for",
    title: "Operators, not consultants",
    body: "A report doesn't change a company; execution does. That's why we work inside your operation, with your people and your data, and stay until the change shows up in the numbers.",
    consultant: {
      title: "Traditional consulting",
      items: [
        "Delivers a diagnosis and a plan",
        "Recommends, then leaves execution to your team",
        "Bills for deliverables",
      ],
    },
    operator: {
      title: "{{brand}} operators",
      items: [
        "Diagnose, decide with you, then execute",
        "Work shoulder to shoulder with your team",
        "Measured against results agreed on day one",
      ],
    },
  },
  benefits: {
    eyebrow: "Why {{brand}}",
    title: "What you gain by working with operators",
    items: {
      execution: {
        title: "Hands-on execution",
        body: "No to-do list left on your desk: we do the work alongside your team, starting with the first sprint.",
      },
      experience: {
        title: "15+ years of experience",
        body: "We have run operations, finance and sales teams at fast-growing companies in demanding markets.",
      },
      results: {
        title: "Measurable results",
        body: "Every engagement starts with metrics, a baseline and targets. If it can't be measured, we don't promise it.",
      },
      network: {
        title: "A strategic network",
        body: "We connect you with partners, suppliers, talent and investors we already know in Mexico and across the region.",
      },
    },
  },
  audiences: {
    eyebrow: "Who we help",
    title: "Three kinds of company, three ways to grow",
    intro: "Each starting point calls for a different plan. Pick yours and see how we would work with you.",
    link: "See the solution",
    funds: {
      prompt:
        "Do you invest in companies that want to grow? We work with 3 to 5 of your portfolio companies each quarter.",
      link: "See the program for funds",
    },
    items: {
      foreignCompanies: {
        title: "Foreign companies",
        body: "Ready to enter Mexico with the right structure and make their first sales quickly, without learning from expensive mistakes.",
      },
      familyBusinesses: {
        title: "Family businesses and SMEs",
        body: "With loyal customers and a solid reputation, ready to professionalize operations so growth no longer hinges on one person.",
      },
      startups: {
        title: "Startups and scaleups",
        body: "Looking to validate their product, find channels that scale and reach the next round with metrics investors believe in.",
      },
    },
  },
  quiz: {
    title: "What growth stage is your company at?",
    body: "Answer four questions to see your stage, how your answers set it and the services that would help most right now.",
    button: "Take the growth quiz",
    note: "4 questions · 2 minutes",
  },
  finalCta: {
    title: "Let's talk about your next stage",
    body: "In 30 minutes we'll look at where your company stands, what's holding it back and where we would start. Free, no commitment.",
    secondary: "Write to us",
  },
} satisfies typeof es;
