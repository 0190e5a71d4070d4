import { serviceNames } from "../../service-names.ts";
import { services } from "../services.ts";
import type { growthTransformation as es } from "../../../es/pages/service-details/growth-transformation.ts";

/** The Services page's four-step method; this page applies each step to the service. */
const method = services.process.steps;

export const growthTransformation = {
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
    "Management routines (weekly dashboard and meetings) that the leadership team runs without the founder",
  ],
  process: [
    {
      title: method.diagnostic.title,
      body: "Interviews, data and time on the floor to understand where growth leaks away, and a baseline for sales, margin and conversion.",
    },
    {
      title: method.strategy.title,
      body: "A roadmap of three to five initiatives, each with a metric, a target and an owner.",
    },
    {
      title: method.execution.title,
      body: "We implement with your team in short cycles and review progress every week.",
    },
    {
      title: method.optimization.title,
      body: "We measure against the baseline, adjust what underperforms and hand the documented routines over to your team.",
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
      a: "The CEO and the heads of sales, operations and finance. We ask for only a few hours of their time, but on a steady schedule.",
    },
  ],
  finalCta: {
    title: "Ready to get growth moving again?",
    body: "Book a 30-minute call and we'll look together at where your company's biggest potential lies.",
  },
} satisfies typeof es;
