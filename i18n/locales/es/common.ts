import type { ScreenId } from "#domain/site/screens.ts";
import { serviceNames } from "./service-names.ts";

interface Meta {
  title: string;
  description: string;
}

/** Short UI strings shared by every page. Spanish is the source; English must match its keys. */
export const common = {
  skipToContent: "Saltar al contenido",
  /** The toasts' region and close button (sonner's own words are English). */
  toasts: { label: "Notificaciones", close: "Cerrar aviso" },
  loading: "Cargando la página…",
  nav: {
    label: "Navegación principal",
    home: "Inicio de {{brand}}",
    openMenu: "Abrir menú",
    closeMenu: "Cerrar menú",
    /** The mobile menu panel (a landmark of its own, so it needs its own name). */
    menu: "Menú",
  },
  screenName: {
    home: "Inicio",
    solutions: "Soluciones",
    funds: "Fondos de inversión",
    services: "Servicios",
    ...serviceNames,
    about: "Nosotros",
    ourName: "Nuestro nombre",
    contact: "Contacto",
    quiz: "Quiz de crecimiento",
    privacy: "Aviso de privacidad",
    booking: "Agendar llamada",
    bookedCall: "Tu llamada",
  } satisfies Record<ScreenId, string>,
  language: {
    /** Title of the switcher's link to the same page in another language (the link shows that language's own name). */
    switchLabel: "Ver esta página en {{language}}",
  },
  cta: {
    freeCall: "Agenda tu llamada gratuita",
    takeQuiz: "Descubre tu etapa de crecimiento",
    contact: "Hablemos",
    viewServices: "Ver servicios",
    viewSolutions: "Ver soluciones",
    viewStages: "Ver las cinco etapas de crecimiento",
    learnMore: "Conocer más",
  },
  footer: {
    tagline: "Operadores de crecimiento para empresas que quieren ejecutar, no solo planear.",
    sitemap: "Mapa del sitio",
    company: "Empresa",
    legal: "Legal",
    email: "Escríbenos",
    rights: "© {{year}} {{brand}}. Todos los derechos reservados.",
  },
  /** The firm's profile as the pages show it (app/lib/firm.ts): a block shows only when its facts exist. */
  firm: {
    phone: "Teléfono",
    whatsapp: "WhatsApp",
    whatsappLink: "Escríbenos por WhatsApp",
    /** What WhatsApp's click-to-chat link writes for the visitor. */
    whatsappMessage: "Hola, vi el sitio de {{brand}} y me gustaría platicar sobre mi empresa.",
    address: {
      neighborhood: "Col. {{neighborhood}}",
      postalCity: "C.P. {{postalCode}}, {{city}}",
      postalCode: "C.P. {{postalCode}}",
      country: "México",
    },
    hours: {
      line: "{{days}}, de {{opens}} a {{closes}}",
      range: "{{first}} a {{last}}",
    },
    repse:
      "Estamos inscritos en el REPSE, el registro de prestadoras de servicios especializados, con el número {{number}}: podemos trabajar dentro de tu operación como lo pide la ley.",
    nda: "Si lo pides, firmamos un acuerdo de confidencialidad antes de la primera llamada.",
    testimonialsTitle: "Lo que dicen nuestros clientes",
    clientsTitle: "Empresas con las que hemos trabajado",
  },
  contactRequest: {
    healthSnapshot: {
      note: "Nos pediste la radiografía de una startup de tu portafolio. Cuéntanos cuál es y en qué etapa está, y te respondemos con los siguientes pasos.",
      message: "Hola, me interesa la radiografía de una startup de nuestro portafolio.",
    },
  },
  og: {
    imageAlt: "{{brand}}: operadores de crecimiento en México",
  },
  errorPage: {
    h1: "Algo salió mal",
    lead: "No pudimos mostrar esta página. Intenta de nuevo en un momento o vuelve al inicio.",
  },
  meta: {
    home: {
      title: "{{brand}} | Operadores de crecimiento en México",
      description:
        "Operadores, no consultores: ejecutamos contigo la expansión, la transformación digital y la estrategia comercial de tu empresa en México.",
    },
    solutions: {
      title: "Soluciones por tipo de empresa | {{brand}}",
      description:
        "Soluciones para empresas extranjeras que llegan a México, empresas familiares y pymes, y startups y scaleups, según su etapa de crecimiento.",
    },
    funds: {
      title: "Para fondos de inversión | {{brand}}",
      description:
        "Operadores para las startups de tu portafolio: diagnóstico de dos semanas, 90 días de ejecución integrada y preparación para la siguiente ronda.",
    },
    services: {
      title: "Servicios | {{brand}}",
      description:
        "Servicios de crecimiento y transformación con un mismo método: diagnóstico, estrategia, ejecución y optimización.",
    },
    growthTransformation: {
      title: `${serviceNames.growthTransformation}: crecimiento que se opera | {{brand}}`,
      description:
        "Rediseñamos contigo los motores de crecimiento de tu empresa y los operamos hasta que den resultados medibles.",
    },
    executiveAdvisoryPanel: {
      title: `${serviceNames.executiveAdvisoryPanel} | {{brand}}`,
      description:
        "Un panel de socios con experiencia operativa que acompaña a tu equipo directivo en las decisiones que más pesan.",
    },
    softLanding: {
      title: `${serviceNames.softLanding} | {{brand}}`,
      description:
        "Entrada a México para empresas extranjeras: constitución, operación y primeros clientes, con la meta de reducir hasta 50% tu costo de entrada.",
    },
    digitalTransformation: {
      title: `${serviceNames.digitalTransformation} | {{brand}}`,
      description:
        "Procesos, datos y herramientas digitales. Nuestra meta: hasta 25% más productividad y hasta 30% de ahorro operativo, con primeros resultados en 3 a 6 meses.",
    },
    aiIntegration: {
      title: `${serviceNames.aiIntegration} | {{brand}}`,
      description:
        "Casos de uso de inteligencia artificial que sí llegan a producción, elegidos por su impacto en ingresos y costos.",
    },
    goToMarket: {
      title: `${serviceNames.goToMarket} | {{brand}}`,
      description:
        "Segmento, propuesta de valor, canales y equipo comercial para llevar tu producto al mercado mexicano y latinoamericano.",
    },
    mvpValidation: {
      title: `${serviceNames.mvpValidation} | {{brand}}`,
      description:
        "Valida tu producto con clientes reales antes de invertir en escalarlo: en nuestra experiencia, de 4 a 8 semanas en promedio.",
    },
    about: {
      title: "Nosotros | {{brand}}",
      description:
        "Socios con más de 75 años de experiencia combinada en operaciones, finanzas, crecimiento y asuntos jurídicos, enfocados en resultados medibles.",
    },
    ourName: {
      title: "Nuestro nombre | {{brand}}",
      description:
        "Por qué nos llamamos como una vía de escalada sobre el mar en Mallorca, y qué tiene que ver con fundar una empresa.",
    },
    contact: {
      title: "Contacto | {{brand}}",
      description: "Agenda una llamada de 30 minutos sin compromiso o escríbenos y te contactamos pronto.",
    },
    quiz: {
      title: "Quiz de crecimiento | {{brand}}",
      description:
        "Cuatro preguntas, dos minutos: descubre en qué etapa de crecimiento está tu empresa y qué servicios te convienen.",
    },
    privacy: {
      title: "Aviso de privacidad | {{brand}}",
      description:
        "Cómo tratamos tus datos personales, para qué los usamos y cómo ejercer tus derechos de acceso, rectificación, cancelación y oposición.",
    },
    booking: {
      title: "Agenda una llamada | {{brand}}",
      description:
        "Elige un horario libre para una llamada sin costo con el equipo; te enviamos la invitación a tu calendario.",
    },
    bookedCall: {
      title: "Tu llamada | {{brand}}",
      description: "Tu llamada agendada con el equipo: cuándo, con quién y cómo; cámbiala o cancélala.",
    },
    notFound: {
      title: "Página no encontrada | {{brand}}",
      description: "La página que buscas no existe o cambió de dirección.",
    },
  } satisfies Record<ScreenId | "notFound", Meta>,
};

export type CommonResources = typeof common;
