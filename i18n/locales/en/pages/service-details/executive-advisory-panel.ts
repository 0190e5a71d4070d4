import { serviceNames } from "../../service-names.ts";
import { services } from "../services.ts";
import type { executiveAdvisoryPanel as es } from "../../../es/pages/service-details/executive-advisory-panel.ts";

/** The Services page's four-step method; this page applies each step to the service. */
const method = services.process.steps;

export const executiveAdvisoryPanel = {
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
    "Every critical decision made within the agreed time, with its information ready before the session",
    "The year's priorities in writing, each with an owner and a metric, reviewed at every session",
    "Every agreement with an owner and a date, and its completion tracked session by session",
    "A board or committee with a calendar, papers sent ahead, minutes and tracked agreements",
  ],
  process: [
    {
      title: method.diagnostic.title,
      body: "We get to know your company, your team and the decisions ahead of you, and set the baseline of how decisions are made today: how long a key decision takes, what information backs it and how many agreements are kept.",
    },
    {
      title: method.strategy.title,
      body: "We choose the partners who add most to your challenges and agree on the panel's agenda, cadence and targets.",
    },
    {
      title: method.execution.title,
      body: "Working sessions where we review metrics, prepare decisions and follow up on every agreement, each with an owner and a date.",
    },
    {
      title: method.optimization.title,
      body: "Every quarter we measure the panel's value against the baseline and adjust its make-up as your challenges change.",
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
} satisfies typeof es;
