import type { funds as es } from "../../es/pages/funds.ts";

export const funds = {
  eyebrow: "For venture capital funds",
  h1: "Operators for your portfolio startups",
  lead: "We embed with the founding teams that need it most so they reach their next round with solid metrics: a diagnostic in two weeks, execution in 90 days.",
  actions: {
    schedule: "Book 20 minutes",
    checklist: "Download the Series A checklist (PDF)",
    snapshot: "Request a health snapshot",
  },
  whyNow: {
    eyebrow: "Why now",
    title: "Rounds take longer, and execution matters more than ever",
    intro:
      "Capital keeps flowing into the region, but reaching the next round now takes more proof and leaves less room for error.",
    sourcePrefix: "Source:",
    stats: {
      seriesB: {
        value: "25 months",
        label:
          "was the average time Latin American startups took to go from Series A to Series B in 2024, compared with 9 months in 2021.",
        source: "Endeavor and Glisco Partners, reported by El CEO",
      },
      seedToA: {
        value: "8%",
        label:
          "of Latin American startups that raised a seed round in 2021 had raised a Series A by June 2025.",
        source: "LAVCA H1 2025 data, with commentary by Diego Serebrisky",
      },
      mexico: {
        value: "US$437M",
        label:
          "in venture capital went to Mexico in Q2 2025, compared with US$350M for Brazil: the first time in over a decade that Mexico came out ahead.",
        source: "LAVCA data, reported by Fintech Expert MX",
      },
      seedToAInterval: {
        value: "774 days",
        label:
          "was the median time from seed round to Series A for startups on Carta that raised their Series A in Q4 2024: 84% longer than in Q4 2021.",
        source: "Carta, data on the startups on its platform",
      },
    },
  },
  whatWeDo: {
    eyebrow: "What we do for your startups",
    title: "Diagnose, execute, get round-ready",
    intro:
      "One team of operators stays with each startup from start to finish, with deliverables the fund can follow too.",
    deliverablesLabel: "Deliverables",
    items: {
      diagnostic: {
        meta: "2 weeks",
        title: "Two-week diagnostic",
        body: "Interviews with founders and team, plus a review of metrics, sales funnel, unit economics and operations, to find the two or three bottlenecks holding growth back.",
        deliverables: ["Prioritized bottleneck map", "90-day plan with measurable targets"],
      },
      execution: {
        meta: "90 days",
        title: "90 days of embedded execution",
        body: "We work inside the team on the plan's initiatives: acquisition channels, pricing, processes, key hires or AI automation. We execute; we don't supervise.",
        deliverables: ["Initiatives shipped and measured", "Weekly metrics dashboard"],
      },
      round: {
        meta: "Before the round",
        title: "Round preparation",
        body: "We clean up metrics, financial model and narrative, build the data room and rehearse the hard questions with the founders before they go out to raise.",
        deliverables: ["Complete data room", "Reviewed narrative and financial model"],
      },
    },
  },
  impact: {
    eyebrow: "Expected impact",
    title: "What changes at each stage",
    items: {
      seed: {
        stage: "Pre-seed and seed",
        title: "From product to traction",
        points: [
          "Ideal customer and value proposition validated with data",
          "A first repeatable acquisition channel",
          "Core traction metrics ready for a Series A",
        ],
      },
      seriesA: {
        stage: "Series A",
        title: "From traction to a growth engine",
        points: [
          "A sales process that doesn't depend on the founder",
          "Unit economics measured by channel and cohort",
          "Operations and team ready to double the pace",
        ],
      },
      seriesB: {
        stage: "Series B",
        title: "From growth to efficient scale",
        points: [
          "Processes, data and systems that scale without breaking",
          "Methodical expansion into new markets or segments",
          "Institutional-grade governance, reporting and leadership",
        ],
      },
    },
  },
  trust: {
    eyebrow: "Why operators",
    title: "Why funds trust operators",
    intro:
      "Research on funds and companies points the same way: close, practical involvement improves outcomes. We cite the evidence below.",
    items: {
      handsOn: {
        title: "We've sat in the founder's chair",
        body: "We have founded and run companies, with their operations, finance and growth. We speak the founder's language and the investment committee's.",
      },
      capacity: {
        title: "Capacity, not just advice",
        body: "A fund's platform team rarely has the hours to get into each startup's day-to-day. We do.",
      },
      measurable: {
        title: "Measurable targets from day one",
        body: "Every engagement has a baseline, metrics and a date. The fund sees progress without chasing it.",
      },
      local: {
        title: "We know Mexico",
        body: "Local talent, suppliers, regulation and channels: what a foreign fund takes years to learn.",
      },
    },
  },
  useCases: {
    eyebrow: "Use cases",
    title: "Where we add the most",
    intro:
      "Three kinds of startup with typical challenges where an experienced operator shortens the path. These describe our focus, not client cases.",
    industryLabel: "Industry",
    focusLabel: "What we focus on",
    items: {
      fintech: {
        industry: "Fintech",
        focus:
          "Acquisition at a controlled cost, compliance processes that don't stall growth, and risk and collections models that hold up at scale.",
      },
      saas: {
        industry: "B2B SaaS",
        focus:
          "Moving from founder-led sales to a repeatable sales team, value-based pricing, lower churn and account expansion.",
      },
      marketplaces: {
        industry: "Marketplaces",
        focus:
          "Balancing supply and demand, liquidity by city or category, per-transaction unit economics and operations that scale.",
      },
    },
  },
  engagement: {
    eyebrow: "How it works",
    title: "A portfolio retainer, quarter by quarter",
    intro:
      "One agreement with the fund covers 3 to 5 startups per quarter. You choose the companies; we take it from there.",
    highlight: {
      value: "3–5",
      label: "startups per quarter on one portfolio retainer",
    },
    steps: [
      {
        title: "Selection",
        body: "Together with the fund, we pick the startups where an operator will make the biggest difference this quarter.",
      },
      {
        title: "Diagnostic",
        body: "Two weeks per startup to agree on a 90-day plan with each founding team.",
      },
      {
        title: "Execution",
        body: "90 days of embedded work, with a short, regular report for the fund.",
      },
      {
        title: "Review",
        body: "We close the quarter with measured results and decide together which startups come next.",
      },
    ],
  },
  mexicoEntry: {
    prompt:
      "Is one of your portfolio companies entering Mexico? With Soft Landing in Mexico we get it operating and selling here, with its legal structure and a local team.",
    link: "See Soft Landing in Mexico",
  },
  gpValue: {
    eyebrow: "For the general partner",
    title: "What your fund gains",
    items: {
      visibility: {
        title: "Real visibility into the portfolio",
        body: "A health snapshot of each startup on the same metrics, so you can compare and prioritize.",
      },
      rounds: {
        title: "Startups ready for their next round",
        body: "Metrics, narrative and data room in shape before they go out to raise.",
      },
      time: {
        title: "Your team's time back",
        body: "Fewer partner hours spent firefighting, more spent sourcing and closing deals.",
      },
      predictable: {
        title: "Predictable cost",
        body: "One quarterly retainer instead of one-off engagements startup by startup.",
      },
    },
  },
  actionsBand: {
    title: "Let's talk about your portfolio",
    body: "Book 20 minutes, download the Series A readiness checklist or ask us for a health snapshot of one of your startups.",
  },
  faq: {
    title: "Questions funds ask us",
    items: [
      {
        q: "Which portfolio startups are good candidates?",
        a: "Those with a product and some traction that are stuck on something specific: acquisition, the sales process, operations or round preparation. With a founding team willing to work with us, impact comes quickly.",
      },
      {
        q: "How is the portfolio retainer structured?",
        a: "It is a quarterly agreement with the fund covering 3 to 5 startups. Each gets a two-week diagnostic and up to 90 days of embedded execution. At the end of the quarter we review results and choose the next ones.",
      },
      {
        q: "What does the fund receive?",
        a: "An initial health snapshot of each startup, the 90-day plan agreed with the founders and a regular progress report against the metrics. We share sensitive information only with the founding team's consent.",
      },
      {
        q: "How do you handle confidentiality?",
        a: "We sign confidentiality agreements with the fund and with each startup, and never share one company's information with another. If we see a potential conflict of interest, we say so before we start.",
      },
      {
        q: "How is this different from an accelerator or a platform team?",
        a: "An accelerator works with cohorts and general content; a platform team connects and advises. We join each startup's operation and execute with its team, against measurable targets and fixed timelines.",
      },
    ],
  },
  evidence: {
    eyebrow: "Evidence",
    title: "What the research says",
    intro:
      "Studies of hands-on support for companies, from venture capital funds to consulting and accelerator programs.",
    sourceLabel: "Read the source",
    items: {
      monitoring: {
        description:
          "VCs' on-site involvement with portfolio companies increases innovation and the likelihood of a successful exit: a new direct airline route between a VC firm and a portfolio company brought +3.1% patents and +5.8% citations (about 23,000 startups).",
        source: "Bernstein, Giroud and Townsend, Journal of Finance, 2016",
      },
      puebla: {
        description:
          "In a randomized trial with 432 small and medium firms in Puebla, Mexico, access to management consulting raised productivity and return on assets; five years later the firms had about 50% more employees.",
        source: "Bruhn, Karlan and Schoar, Journal of Political Economy, 2018",
      },
      india: {
        description:
          "In large textile plants in India, free management consulting raised productivity by 17% in the first year.",
        source: "Bloom et al., “Does Management Matter? Evidence from India”, QJE, 2013",
      },
      colombia: {
        description:
          "An accelerator in Colombia that offered training, advice and visibility, but no cash, unlocked high growth in innovative firms.",
        source: "González-Uribe and Reyes, Journal of Financial Economics, 2021",
      },
      gali: {
        description:
          "Ventures in Mexican accelerator programs grew revenue, full-time staff, equity and debt more than rejected applicants (800+ Mexican ventures).",
        source: "GALI, Global Accelerator Learning Initiative",
      },
    },
  },
  checklist: {
    title: "Series A readiness checklist",
    subtitle:
      "What a Series A investor will look at, as a list to work through with your founding team before you go out to raise.",
    howTo:
      "Check off an item only when you can show the evidence. Whatever is left unchecked is your work plan for the next 90 days.",
    sections: [
      {
        title: "1. Traction and metrics",
        items: [
          "Monthly revenue for the last 12 to 18 months, reconciled with your books",
          "Month-over-month growth, with an explanation for every sharp change in trend",
          "Customer and revenue retention by cohort",
          "One written definition for every metric you report",
        ],
      },
      {
        title: "2. Unit economics",
        items: [
          "Customer acquisition cost (CAC) by channel, fully loaded",
          "Customer lifetime value (LTV) calculated from real data, not assumptions",
          "Gross margin by product or business line",
          "CAC payback period and its trend",
        ],
      },
      {
        title: "3. Go-to-market",
        items: [
          "An ideal customer profile, documented and validated with real sales",
          "At least one repeatable acquisition channel that doesn't depend on the founder",
          "A sales funnel with conversion rates at each stage",
          "A plan for how the round's money will accelerate growth",
        ],
      },
      {
        title: "4. Team and organization",
        items: [
          "Current org chart and key hires for the next 18 months",
          "Clear owners for product, sales, operations and finance",
          "An employee stock option plan (ESOP) in place",
        ],
      },
      {
        title: "5. Finance and governance",
        items: [
          "A 24- or 36-month financial model with explicit assumptions",
          "Up-to-date financial statements, audited where applicable",
          "A clean, current cap table",
          "A board or committee with regular meetings and minutes",
        ],
      },
      {
        title: "6. Data room and narrative",
        items: [
          "An investor deck covering story, traction and use of funds",
          "Corporate documents, key contracts and intellectual property in order",
          "Prepared answers to the ten hardest questions about your business",
        ],
      },
    ],
    footer: "Want to go through it with an operator? Book 20 minutes:",
  },
} satisfies typeof es;
