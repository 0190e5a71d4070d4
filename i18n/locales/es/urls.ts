import type { LanguageUrls } from "#domain/site/screens.ts";

/** The Spanish URLs: each screen's slug, the in-page anchors and the generated files (domain/site/screens.ts). */
export const urls = {
  slugs: {
    home: "",
    solutions: "soluciones",
    funds: "fondos-inversion",
    services: "servicios",
    growthTransformation: "growth-transformation",
    executiveAdvisoryPanel: "executive-advisory-panel",
    softLanding: "soft-landing",
    digitalTransformation: "transformacion-digital",
    aiIntegration: "integracion-ia",
    goToMarket: "go-to-market",
    mvpValidation: "validacion-mvp",
    about: "nosotros",
    ourName: "nuestro-nombre",
    contact: "contacto",
    quiz: "quiz-crecimiento",
    booking: "agendar",
    bookedCall: "llamada",
    privacy: "aviso-de-privacidad",
  },
  anchors: {
    stages: "etapas",
    foreignCompanies: "empresas-extranjeras",
    familyBusinesses: "empresas-familiares-y-pymes",
    startups: "startups-y-scaleups",
  },
  params: { contactRequest: "asunto" },
  downloads: { seriesAChecklist: "descargas/checklist-serie-a.pdf" },
} as const satisfies LanguageUrls;
