import type { CommonResources } from "../es/common.ts";
import { serviceNames } from "./service-names.ts";

export const common = {
  skipToContent: "Skip to content",
  toasts: { label: "Notifications", close: "Close notification" },
  loading: "Loading the page…",
  nav: {
    label: "Main navigation",
    home: "{{brand}} home",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menu: "Menu",
  },
  screenName: {
    home: "Home",
    solutions: "Solutions",
    funds: "Investment funds",
    services: "Services",
    ...serviceNames,
    about: "About",
    ourName: "Our name",
    contact: "Contact",
    quiz: "Growth quiz",
    privacy: "Privacy notice",
    booking: "Book a call",
    bookedCall: "Your call",
  },
  language: {
    switchLabel: "View this page in {{language}}",
  },
  cta: {
    freeCall: "Book your free call",
    takeQuiz: "Find your growth stage",
    contact: "Let's talk",
    viewServices: "View services",
    viewSolutions: "View solutions",
    viewStages: "See the five growth stages",
    learnMore: "Learn more",
  },
  footer: {
    tagline: "Growth operators for companies that want to execute, not just plan.",
    sitemap: "Site map",
    company: "Company",
    legal: "Legal",
    email: "Email us",
    rights: "© {{year}} {{brand}}. All rights reserved.",
  },
  firm: {
    phone: "Phone",
    whatsapp: "WhatsApp",
    whatsappLink: "Message us on WhatsApp",
    whatsappMessage: "Hi, I saw the {{brand}} website and would like to talk about my company.",
    address: {
      neighborhood: "Col. {{neighborhood}}",
      postalCity: "{{postalCode}} {{city}}",
      postalCode: "{{postalCode}}",
      country: "Mexico",
    },
    hours: {
      line: "{{days}}, {{opens}} to {{closes}}",
      range: "{{first}} to {{last}}",
    },
    repse:
      "We are registered in REPSE, Mexico's registry of specialized service providers, under number {{number}}: we can work inside your operation as the law requires.",
    nda: "On request, we sign a confidentiality agreement before the first call.",
    testimonialsTitle: "What our clients say",
    clientsTitle: "Companies we have worked with",
  },
  contactRequest: {
    healthSnapshot: {
      note: "You asked for a health snapshot of a portfolio startup. Tell us which one and what stage it is at, and we'll reply with next steps.",
      message: "Hello, I'm interested in a health snapshot of one of our portfolio startups.",
    },
  },
  og: {
    imageAlt: "{{brand}}: growth operators in Mexico",
  },
  errorPage: {
    h1: "Something went wrong",
    lead: "We could not show this page. Please try again in a moment or go back to the home page.",
  },
  meta: {
    home: {
      title: "{{brand}} | Growth operators in Mexico",
      description:
        "Operators, not consultants: we execute your company's expansion, digital transformation and go-to-market in Mexico alongside your team.",
    },
    solutions: {
      title: "Solutions by type of company | {{brand}}",
      description:
        "Solutions for foreign companies entering Mexico, family businesses and SMEs, and startups and scaleups, matched to their growth stage.",
    },
    funds: {
      title: "For investment funds | {{brand}}",
      description:
        "Operators for your portfolio startups: a two-week diagnostic, 90 days of embedded execution and preparation for the next round.",
    },
    services: {
      title: "Services | {{brand}}",
      description:
        "Growth and transformation services with one method: diagnostic, strategy, execution and optimization.",
    },
    growthTransformation: {
      title: `${serviceNames.growthTransformation}: growth we run with you | {{brand}}`,
      description:
        "We redesign your company's growth engines with you and run them until they deliver measurable results.",
    },
    executiveAdvisoryPanel: {
      title: `${serviceNames.executiveAdvisoryPanel} | {{brand}}`,
      description:
        "A panel of partners with hands-on operating experience who back your leadership team on the decisions that matter most.",
    },
    softLanding: {
      title: `${serviceNames.softLanding} | {{brand}}`,
      description:
        "Market entry for foreign companies: incorporation, operations and first customers in Mexico, with a target of cutting entry costs by up to 50%.",
    },
    digitalTransformation: {
      title: `${serviceNames.digitalTransformation} | {{brand}}`,
      description:
        "Processes, data and digital tools. Our target: up to 25% more productivity and up to 30% operational savings, with first results in 3 to 6 months.",
    },
    aiIntegration: {
      title: `${serviceNames.aiIntegration} | {{brand}}`,
      description:
        "Artificial intelligence use cases that actually reach production, chosen for their impact on revenue and cost.",
    },
    goToMarket: {
      title: `${serviceNames.goToMarket} | {{brand}}`,
      description:
        "Segment, value proposition, channels and sales team to take your product to the Mexican and Latin American market.",
    },
    mvpValidation: {
      title: `${serviceNames.mvpValidation} | {{brand}}`,
      description:
        "Validate your product with real customers before you invest in scaling it: in our experience, 4 to 8 weeks on average.",
    },
    about: {
      title: "About us | {{brand}}",
      description:
        "Partners with 75+ years of combined experience in operations, finance, growth and legal, focused on measurable results.",
    },
    ourName: {
      title: "Our name | {{brand}}",
      description:
        "Why we are named after a sea-cliff climbing route in Mallorca, and what it has to do with founding a company.",
    },
    contact: {
      title: "Contact | {{brand}}",
      description: "Book a 30-minute call with no commitment, or write to us and we will be in touch soon.",
    },
    quiz: {
      title: "Growth quiz | {{brand}}",
      description:
        "Four questions, two minutes: find out which growth stage your company is at and which services fit it.",
    },
    privacy: {
      title: "Privacy notice | {{brand}}",
      description:
        "How we handle your personal data, what we use it for, and how to exercise your rights of access, rectification, cancellation and opposition.",
    },
    booking: {
      title: "Book a call | {{brand}}",
      description:
        "Pick a free time for a no-cost call with the team; we send the invitation to your calendar.",
    },
    bookedCall: {
      title: "Your call | {{brand}}",
      description: "Your call booked with the team: when, with whom and how; move or cancel it.",
    },
    notFound: {
      title: "Page not found | {{brand}}",
      description: "The page you are looking for does not exist or has moved.",
    },
  },
} satisfies CommonResources;
