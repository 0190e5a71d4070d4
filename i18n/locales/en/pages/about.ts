import type { about as es } from "../../es/pages/about.ts";

export const about = {
  eyebrow: "About",
  h1: "Operators who have been in your seat",
  lead: "We are a team of partners who have run, founded and grown companies. Now we put that experience to work inside yours.",
  vision: {
    eyebrow: "Our vision",
    title: "Disciplined growth for more companies in Mexico",
    body: "We believe growth is neither luck nor a good-looking plan: it comes from data-driven decisions, disciplined execution and teams able to sustain it. We want that within reach of more Mexican companies, and of those coming to Mexico.",
    principles: {
      ownership: {
        title: "We take ownership",
        body: "We answer for execution, not just for the diagnosis.",
      },
      evidence: {
        title: "We base decisions on evidence",
        body: "A baseline, metrics and targets before any change.",
      },
      transfer: {
        title: "We build lasting capability",
        body: "We work so that results last after we've gone.",
      },
    },
  },
  stats: {
    title: "{{brand}} in numbers",
    items: {
      experience: { value: "75+", label: "years of combined experience" },
      projects: { value: "30+", label: "projects" },
      focus: { value: "100%", label: "focus on measurable results" },
    },
  },
  partners: {
    eyebrow: "Partners",
    title: "Four partners, the four areas that define growth",
    intro:
      "Each engagement is led by the partner whose experience best fits your challenge, backed by the other three.",
    namedTitle: "The partners who work with you",
    namedIntro:
      "Each engagement is led by the partner whose experience best fits your challenge, backed by the rest of the team.",
    linkedin: "{{name}} on LinkedIn",
    experienceLabel: "Experience",
    industriesLabel: "Industries",
    items: {
      operations: {
        role: "Operations Partner",
        experience: "Operations and supply chain leadership at high-growth companies.",
        bio: "Our Operations Partner has designed and scaled last-mile, warehouse and customer service operations in markets where demand shifts every week, and leads operational efficiency and Digital Transformation projects at {{brand}}.",
      },
      finance: {
        role: "Finance Partner",
        experience: "Corporate finance, financial planning and fundraising.",
        bio: "Our Finance Partner has built finance functions from scratch, prepared funding rounds and supported leadership teams on pricing, margin and cash-flow decisions, and leads round preparation and the Executive Advisory Panel at {{brand}}.",
      },
      growth: {
        role: "Growth Partner",
        experience: "Commercial strategy, growth marketing and product launches.",
        bio: "Our Growth Partner has launched products and opened markets in e-commerce, consumer goods and technology, turning founder-dependent sales into process-driven teams, and leads Go-to-Market Strategy, MVP Validation and AI Integration at {{brand}}.",
      },
      legal: {
        role: "Legal Partner",
        experience: "Corporate law, regulation and foreign investment in Mexico.",
        bio: "Our Legal Partner has advised Mexican and foreign companies on incorporation, structuring and funding rounds, with particular attention to regulated sectors such as fintech, and leads Soft Landing in Mexico and corporate governance work at {{brand}}.",
      },
    },
    industries: {
      mobility: "Mobility and delivery",
      ecommerce: "E-commerce and logistics",
      hospitality: "Hospitality",
      fintech: "Fintech",
      food: "Food and beverage",
      retail: "CPG and retail",
      ai: "Artificial intelligence",
    },
  },
  ourName: {
    title: "Why are we called {{brand}}?",
    body: "Our name comes from a climbing route above the sea in Mallorca, where every fall is a chance to try again.",
    link: "Read the story",
  },
  finalCta: {
    title: "Talk to a partner",
    body: "Book a 30-minute call and talk directly with one of our partners.",
    book: "Book a call with {{name}}",
    linkedin: "Message {{name}} on LinkedIn",
  },
} satisfies typeof es;
