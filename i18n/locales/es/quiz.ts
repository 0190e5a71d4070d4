import type { CompanySegment, Industry, MexicoStance } from "#domain/quiz/profile.ts";
import type { OptionValue, QuestionId } from "#domain/quiz/questions.ts";
import type { StageService } from "#domain/quiz/stages.ts";
import type { StageKey } from "#domain/quiz/stages.ts";

type QuestionCopy<Q extends QuestionId> = { title: string; options: Record<OptionValue<Q>, string> };

/** One reason per key of domain/quiz/recommend.ts's ReasonKey (the result step looks them up by it). */
interface ReasonCopy {
  challenge: Record<OptionValue<"challenge">, string>;
  mexicoEntry: string;
  foreignCompany: string;
  fundPortfolio: string;
  wideMarkets: string;
  narrowMarkets: string;
  enteringWide: string;
  enteringNarrow: string;
  stage: Record<StageService, string>;
}

interface StageCopy {
  name: string;
  description: string;
  /** What is typical at the stage, shown on Solutions only: the quiz's result does not set it beside the visitor's answers (decision 043). */
  indicators: string;
}

/**
 * The quiz: its questions and stages (the server names the stage and the
 * answers in its e-mails too) and its own UI strings. Spanish is the source;
 * revenue is counted in pesos first, dollars in brackets.
 */
export const quiz = {
  questions: {
    revenue: {
      title: "¿Cuánto factura tu empresa al año?",
      options: {
        "less-1m": "Menos de $20 millones de pesos (menos de USD 1 millón)",
        "1m-5m": "De $20 a menos de $100 millones de pesos (USD 1 a menos de 5 millones)",
        "5m-20m": "De $100 a menos de $400 millones de pesos (USD 5 a menos de 20 millones)",
        "20m-50m": "De $400 a menos de $1,000 millones de pesos (USD 20 a menos de 50 millones)",
        "more-50m": "$1,000 millones de pesos o más (USD 50 millones o más)",
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
        expand: "Llegar a nuevos mercados",
      },
    },
    markets: {
      title: "¿Dónde vendes hoy?",
      options: {
        local: "En mi ciudad",
        regional: "En varios estados de México",
        national: "En todo México",
        multinational: "En varios países de una misma región",
        global: "En varios continentes",
      },
    },
  } satisfies { [Q in QuestionId]: QuestionCopy<Q> },
  stages: {
    foundation: {
      name: "Fundación",
      description:
        "Estás construyendo las bases: validar que tu producto resuelve un problema real y conseguir a tus primeros clientes antes de invertir en crecer.",
      indicators: "Menos de $20 millones de pesos al año (menos de USD 1 M) · equipo de 1 a 10 personas",
    },
    acceleration: {
      name: "Aceleración",
      description:
        "Ya hay tracción. Ahora toca convertir lo que funciona en un motor comercial repetible y ordenar la operación para crecer sin improvisar.",
      indicators:
        "De $20 a menos de $100 millones de pesos al año (USD 1 a menos de 5 M) · primeros procesos formales",
    },
    scaling: {
      name: "Escalamiento",
      description:
        "Tu modelo funciona y la demanda crece. El reto es escalar sin que la operación se rompa: procesos, datos y tecnología al ritmo de las ventas.",
      indicators:
        "De $100 a menos de $400 millones de pesos al año (USD 5 a menos de 20 M) · varios equipos y mercados",
    },
    maturity: {
      name: "Madurez",
      description:
        "Tienes una empresa consolidada. El siguiente salto viene de la eficiencia, la transformación digital y decisiones directivas bien acompañadas.",
      indicators:
        "De $400 a menos de $1,000 millones de pesos al año (USD 20 a menos de 50 M) · operación nacional o multinacional",
    },
    enterprise: {
      name: "Corporativo",
      description:
        "Operas a gran escala. Tu crecimiento depende de nuevos mercados, de gobernanza sólida y de transformar la operación sin frenar el negocio.",
      indicators: "$1,000 millones de pesos al año o más (USD 50 M o más) · presencia en varios países",
    },
  } satisfies Record<StageKey, StageCopy>,
  fab: {
    label: "Quiz de crecimiento",
    tooltip: "¿En qué etapa está tu empresa? Descúbrelo en 2 minutos.",
  },
  dialogTitle: "Quiz de crecimiento",
  dialogDescription: "Cuatro preguntas para conocer la etapa de crecimiento de tu empresa.",
  close: "Cerrar",
  progress: "Pregunta {{n}} de {{total}}",
  back: "Atrás",
  result: {
    eyebrow: "Tu etapa de crecimiento",
    yourAnswers: "Tus respuestas",
    answerLabels: {
      revenue: "Facturación anual",
      teamSize: "Personas en tu equipo",
      challenge: "Reto principal",
      markets: "Dónde vendes",
    } satisfies Record<QuestionId, string>,
    /** How the stage is set: from the four answers together (decision 043); `{{min}}`–`{{max}}` are its points. */
    howTitle: "Cómo se calcula tu etapa",
    how: "Tu etapa sale de tus cuatro respuestas juntas, no de una sola: cada una suma de 1 a 5 puntos y la etapa {{stage}} va de {{min}} a {{max}} puntos. Por eso tu facturación o tu equipo pueden quedar por arriba o por debajo de lo típico de la etapa.",
    services: "Servicios recomendados para ti",
    getStrategy: "Obtener mi estrategia",
    score: "Puntaje: {{score}} de 20",
  },
  /** One line per recommendation: why this service (domain/quiz/recommend.ts, docs/decisions/097). */
  reasons: {
    challenge: {
      validate:
        "Porque tu reto principal es validar el producto o la idea: probarlo con clientes reales antes de invertir más.",
      "first-customers":
        "Porque tu reto principal es conseguir los primeros clientes: a quién venderle, con qué mensaje y por qué canal.",
      scale: "Porque tu reto principal es escalar lo que ya funciona sin que la operación se rompa.",
      optimize:
        "Porque tu reto principal es optimizar la operación y los márgenes con procesos y tecnología.",
      expand: "Porque tu reto principal es llegar a nuevos mercados con un plan para entrar y para vender.",
    },
    mexicoEntry:
      "Porque te interesa entrar a México: la estructura legal y fiscal correcta y un equipo local para vender cuanto antes.",
    wideMarkets:
      "Porque ya vendes en todo México o fuera de él con una empresa consolidada: cada decisión directiva pesa más.",
    narrowMarkets:
      "Porque hoy vendes en tu ciudad o en algunos estados: el resto de México es mercado por abrir.",
    foreignCompany:
      "Porque eres una empresa extranjera que entra a México: la estructura legal y fiscal correcta, los registros laborales y un equipo local para vender cuanto antes.",
    fundPortfolio:
      "Porque las empresas de tu portafolio entran a México: cada una necesita su estructura legal y fiscal y un equipo local para vender cuanto antes.",
    enteringWide:
      "Porque eres una empresa consolidada y entrar a México es una decisión directiva de peso: conviene tomarla con consejo experimentado.",
    enteringNarrow:
      "Porque para vender en México necesitas un motor comercial propio: a quién venderle primero, con qué mensaje y por qué canal.",
    stage: {
      mvpValidation:
        "Porque en la etapa {{stage}} conviene comprobar la demanda antes de invertir en crecer.",
      goToMarket: "Porque en la etapa {{stage}} el siguiente paso es un motor comercial repetible.",
      growthTransformation:
        "Porque en la etapa {{stage}} crecer pide procesos, equipo y datos a la altura de las ventas.",
      digitalTransformation: "Porque en la etapa {{stage}} la eficiencia viene de digitalizar la operación.",
      executiveAdvisoryPanel:
        "Porque en la etapa {{stage}} las decisiones directivas ganan con consejo experimentado.",
      aiIntegration:
        "Porque en la etapa {{stage}} la IA aplicada a tareas concretas le ahorra horas a tu equipo.",
    },
  } satisfies ReasonCopy,
  lead: {
    title: "Recibe tu estrategia personalizada",
    intro: "Déjanos tus datos y en menos de 24 horas te enviamos una estrategia para tu etapa: {{stage}}.",
    message: "Resultado del quiz de crecimiento: {{stage}} ({{score}} de 20 puntos).",
  },
  /**
   * The lead form's two profile questions (domain/quiz/profile.ts): optional,
   * worth no points; the strategy is written for the segment and the industry.
   * The labels also name the answers in the inbox, the export and the digest.
   */
  profile: {
    legend: "Cuéntanos de tu empresa (opcional)",
    hint: "Con estas respuestas escribimos tu estrategia para tu empresa, tu industria y lo que quieres lograr.",
    goal: {
      label: "¿Qué quieres lograr en los próximos 12 meses?",
      short: "Objetivo a 12 meses",
      hint: "Una o dos líneas, con tus palabras. Por ejemplo: «exportar a Estados Unidos» o «abrir una segunda planta».",
    },
    mexicoStance: {
      /** For a foreign company. */
      label: "¿En qué punto están en México?",
      /** For a fund: its companies. */
      labelFund: "¿En qué punto están en México las empresas de tu portafolio?",
      short: "En México",
      none: "Prefiero no decir",
      options: {
        "not-yet": "Todavía no venden en México",
        starting: "Empiezan a vender u operar en México",
        operating: "Ya operan en México",
      } satisfies Record<MexicoStance, string>,
    },
    segment: {
      label: "¿Qué describe mejor a tu empresa?",
      /** The answer's name where it is listed (the strategy draft). */
      short: "Tipo de empresa",
      none: "Prefiero no decir",
      options: {
        "family-business": "Empresa familiar o pyme",
        startup: "Startup o scaleup",
        "foreign-company": "Empresa extranjera que entra o crece en México",
        fund: "Fondo de inversión o empresa de portafolio",
      } satisfies Record<CompanySegment, string>,
    },
    industry: {
      label: "Industria",
      short: "Industria",
      none: "Prefiero no decir",
      options: {
        manufacturing: "Manufactura",
        retail: "Comercio y bienes de consumo",
        logistics: "Logística y movilidad",
        "food-beverage": "Alimentos y bebidas",
        hospitality: "Hospitalidad y turismo",
        "financial-services": "Servicios financieros",
        software: "Software y tecnología",
        health: "Salud",
        construction: "Construcción e inmobiliario",
        "professional-services": "Servicios profesionales",
        other: "Otra",
      } satisfies Record<Industry, string>,
    },
  },
  /** When the strategy arrives: 24 hours after the lead, on Mexico City's clock (domain/quiz/deadline.ts). */
  promise: {
    deadline:
      "Te enviaremos tu estrategia personalizada antes del {{weekday}} {{day}} de {{month}} a las {{time}}, hora de Ciudad de México.",
    /** At one o'clock Spanish says "a la 1". */
    deadlineOne:
      "Te enviaremos tu estrategia personalizada antes del {{weekday}} {{day}} de {{month}} a la {{time}}, hora de Ciudad de México.",
  },
  confirmation: {
    /** The lead asked for a call (the form's box): the booking page, filled from the lead. */
    bookFilled:
      "Pediste una llamada de {{minutes}} minutos: elige el horario. Tus datos ya están en el formulario.",
    book: "Pediste una llamada de {{minutes}} minutos: elige el horario que te acomode.",
    bookButton: "Elegir horario de la llamada",
    title: "¡Listo! Tu estrategia va en camino",
    text: "Mientras tanto, conoce los servicios para tu etapa.",
    /** The services the server recommended from everything the visitor said (the form's answers included). */
    servicesTitle: "Los servicios que te recomendamos",
    viewServices: "Ver servicios",
    close: "Cerrar",
    /** Shown only when the firm's profile has a phone or a WhatsApp number. */
    talkNow: "¿Prefieres hablar antes?",
    call: "Llámanos:",
    whatsapp: "Escríbenos por WhatsApp",
    whatsappMessage:
      "Hola, acabo de hacer el quiz de crecimiento en el sitio de {{brand}} y me gustaría platicar sobre mi estrategia.",
  },
};

export type QuizResources = typeof quiz;
