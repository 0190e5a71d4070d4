import { serviceNames } from "../../service-names.ts";
import { services } from "../services.ts";
import type { digitalTransformation as es } from "../../../es/pages/service-details/digital-transformation.ts";

/** The Services page's four-step method; this page applies each step to the service. */
const method = services.process.steps;

export const digitalTransformation = {
  h1: serviceNames.digitalTransformation,
  lead: "We digitize the processes that weigh most on your operations so your team spends its time on work that creates value. In our experience, first results show in 3 to 6 months.",
  audience:
    "For companies whose operations run on spreadsheets, paper or systems that don't talk to each other.",
  highlights: [
    { value: "Up to 25%", label: "more productivity in the processes we work on: our target" },
    { value: "Up to 30%", label: "in operational savings: our target" },
    { value: "3–6 months", label: "to first results, in our experience" },
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
    "Leadership metrics available on time, with no manual data entry",
  ],
  process: [
    {
      title: method.diagnostic.title,
      body: "We document your current processes and measure time, errors and costs: the baseline for productivity and savings.",
    },
    {
      title: method.strategy.title,
      body: "We pick the processes with the most impact and define the solution, its cost and the target for each.",
    },
    {
      title: method.execution.title,
      body: "We configure, integrate and launch in phases, without stopping operations.",
    },
    {
      title: method.optimization.title,
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
} satisfies typeof es;
