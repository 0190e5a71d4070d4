import type { LanguageUrls } from "#domain/site/screens.ts";

/** The English URLs: each screen's slug, the in-page anchors and the generated files (domain/site/screens.ts). */
export const urls = {
  slugs: {
    home: "",
    solutions: "solutions",
    funds: "investment-funds",
    services: "services",
    growthTransformation: "growth-transformation",
    executiveAdvisoryPanel: "executive-advisory-panel",
    softLanding: "soft-landing",
    digitalTransformation: "digital-transformation",
    aiIntegration: "ai-integration",
    goToMarket: "go-to-market",
    mvpValidation: "mvp-validation",
    about: "about",
    ourName: "our-name",
    contact: "contact",
    quiz: "growth-quiz",
    booking: "book-a-call",
    bookedCall: "call",
    privacy: "privacy-notice",
  },
  anchors: {
    stages: "stages",
    foreignCompanies: "foreign-companies",
    familyBusinesses: "family-businesses-and-smes",
    startups: "startups-and-scaleups",
  },
  params: { contactRequest: "topic" },
  downloads: { seriesAChecklist: "downloads/series-a-checklist.pdf" },
} as const satisfies LanguageUrls;
