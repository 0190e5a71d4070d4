import type { Language } from "../site/pages.ts";
import type { OptionValue, QuestionId } from "./questions.ts";
import type { StageKey } from "./stages.ts";

type QuestionCopy<Q extends QuestionId> = { title: string; options: Record<OptionValue<Q>, string> };

export interface StageCopy {
  name: string;
  description: string;
  indicators: string;
}

export interface QuizCopy {
  questions: { [Q in QuestionId]: QuestionCopy<Q> };
  stages: Record<StageKey, StageCopy>;
}

/**
 * The quiz's questions and stages in both languages. They are translations
 * (the app registers them as the `quiz` namespace) and live in the domain
 * because the server names the stage and the answers in its e-mails too.
 */
export const quizCopy: Record<Language, QuizCopy> = {
  es: {
    questions: {
      revenue: {
        title: "¿Cuánto factura tu empresa al año?",
        options: {
          "less-1m": "Menos de US$1 M",
          "1m-5m": "US$1 M a US$5 M",
          "5m-20m": "US$5 M a US$20 M",
          "20m-50m": "US$20 M a US$50 M",
          "more-50m": "Más de US$50 M",
        },
      },
      teamSize: {
        title: "¿Cuántas personas trabajan en tu empresa?",
        options: {
          "1-10": "1 a 10",
          "11-50": "11 a 50",
          "51-100": "51 a 100",
          "101-500": "101 a 500",
          "more-500": "Más de 500",
        },
      },
      challenge: {
        title: "¿Cuál es tu principal reto hoy?",
        options: {
          validate: "Validar el producto o la idea",
          "first-customers": "Conseguir los primeros clientes",
          scale: "Escalar lo que ya funciona",
          optimize: "Optimizar la operación y los márgenes",
          expand: "Expandirnos a nuevos mercados",
        },
      },
      markets: {
        title: "¿Dónde vendes hoy?",
        options: {
          local: "En mi ciudad",
          regional: "En mi región",
          national: "En todo México",
          multinational: "En varios países",
          global: "En todo el mundo",
        },
      },
    },
    stages: {
      foundation: {
        name: "Fundación",
        description:
          "Estás construyendo las bases: validar que tu producto resuelve un problema real y conseguir a tus primeros clientes antes de invertir en crecer.",
        indicators: "Menos de US$1 M al año · equipo de 1 a 10 personas",
      },
      acceleration: {
        name: "Aceleración",
        description:
          "Ya hay tracción. Ahora toca convertir lo que funciona en un motor comercial repetible y ordenar la operación para crecer sin improvisar.",
        indicators: "US$1 M a US$5 M al año · primeros procesos formales",
      },
      scaling: {
        name: "Escalamiento",
        description:
          "Tu modelo funciona y la demanda crece. El reto es escalar sin que la operación se rompa: procesos, datos y tecnología al ritmo de las ventas.",
        indicators: "US$5 M a US$20 M al año · varios equipos y mercados",
      },
      maturity: {
        name: "Madurez",
        description:
          "Tienes una empresa consolidada. El siguiente salto viene de la eficiencia, la transformación digital y decisiones directivas bien acompañadas.",
        indicators: "US$20 M a US$50 M al año · operación nacional o multinacional",
      },
      enterprise: {
        name: "Corporativo",
        description:
          "Operas a gran escala. Tu crecimiento depende de nuevos mercados, de gobernanza sólida y de transformar la operación sin frenar el negocio.",
        indicators: "Más de US$50 M al año · presencia en varios países",
      },
    },
  },
  en: {
    questions: {
      revenue: {
        title: "What is your company's annual revenue?",
        options: {
          "less-1m": "Under US$1M",
          "1m-5m": "US$1M to US$5M",
          "5m-20m": "US$5M to US$20M",
          "20m-50m": "US$20M to US$50M",
          "more-50m": "Over US$50M",
        },
      },
      teamSize: {
        title: "How many people work at your company?",
        options: {
          "1-10": "1 to 10",
          "11-50": "11 to 50",
          "51-100": "51 to 100",
          "101-500": "101 to 500",
          "more-500": "Over 500",
        },
      },
      challenge: {
        title: "What is your main challenge right now?",
        options: {
          validate: "Validating the product or idea",
          "first-customers": "Winning the first customers",
          scale: "Scaling what already works",
          optimize: "Improving operations and margins",
          expand: "Expanding into new markets",
        },
      },
      markets: {
        title: "Where do you sell today?",
        options: {
          local: "In my city",
          regional: "In my region",
          national: "Across Mexico",
          multinational: "In several countries",
          global: "Worldwide",
        },
      },
    },
    stages: {
      foundation: {
        name: "Foundation",
        description:
          "You are laying the groundwork: proving that your product solves a real problem and winning your first customers before you invest in growth.",
        indicators: "Under US$1M a year · team of 1 to 10",
      },
      acceleration: {
        name: "Acceleration",
        description:
          "You have traction. Now it is time to turn what works into a repeatable sales engine and put operations in order so growth stops depending on improvisation.",
        indicators: "US$1M to US$5M a year · first formal processes",
      },
      scaling: {
        name: "Scaling",
        description:
          "Your model works and demand is growing. The challenge is to scale without breaking operations: processes, data and technology keeping pace with sales.",
        indicators: "US$5M to US$20M a year · several teams and markets",
      },
      maturity: {
        name: "Maturity",
        description:
          "Your company is established. The next leap comes from efficiency, digital transformation and well-supported leadership decisions.",
        indicators: "US$20M to US$50M a year · national or multinational operations",
      },
      enterprise: {
        name: "Enterprise",
        description:
          "You operate at scale. Growth now depends on new markets, solid governance and transforming operations without slowing the business down.",
        indicators: "Over US$50M a year · presence in several countries",
      },
    },
  },
};
