import type { OptionValue } from "#domain/quiz/questions.ts";
import type { StageKey } from "#domain/quiz/stages.ts";
import type { CompanySegment, Industry, MexicoStance } from "#domain/quiz/profile.ts";
import type { ReasonKey } from "#domain/quiz/recommend.ts";
import type { StageService } from "#domain/quiz/stages.ts";
import type { ExportDestination } from "#domain/strategy/goal.ts";

/** One priority for the first 90 days: what, why it comes first, and the first step. */
export interface Priority {
  what: string;
  why: string;
  first: string;
}

/** An industry as a sentence names it, what the call would test there, and its AI lever. */
interface IndustryCopy {
  /** "en {{name}}". */
  name: string;
  /** What weighs most in it, as a hypothesis for the call. */
  focus: string;
  /** What AI could be applied to ("la IA aplicada a {{task}}"). */
  ai: string;
}

/** The reasons of the quiz's rule table (domain/quiz/recommend.ts), in the letter's register. */
type Reasons = Record<Exclude<ReasonKey, `challenge.${string}` | `stage.${string}`>, string> & {
  challenge: Record<OptionValue<"challenge">, string>;
  stage: Record<StageService, string>;
};

/**
 * The strategy letter the team inbox drafts for a quiz lead, in the lead's language
 * (app/features/inbox/strategy-draft.ts, docs/decisions/096): a letter from the
 * signing member, put together by rules from these blocks, never generated. Spanish
 * letters to a company's leadership use *usted* (docs/decisions/096). Links are
 * written on words, `[palabras](dirección)`; the e-mail links the words, the PDF
 * prints the address beside them. Spanish is the source; every other language
 * satisfies its type.
 */
export const strategy = {
  greeting: "Buen día, {{name}}:",
  greetingNoName: "Buen día:",
  /** The first paragraph: we read them. `{{company}}` is "de Aceros del Norte" or empty. */
  opening: {
    thanks: "Gracias por contarnos de {{company}}",
    thanksNoCompany: "Gracias por contarnos de su empresa.",
    goal: "Entiendo que en los próximos 12 meses quieren {{goal}}.",
    /** A goal that does not read as a verb phrase ("Más ventas en el norte"): quoted as typed. */
    goalQuoted: "Entiendo que su objetivo para los próximos 12 meses es: «{{goal}}».",
    noGoal: "Su reto principal hoy, nos dijo, es {{challenge}}.",
    /** A fund: where its companies stand in Mexico. */
    fundStance: {
      "not-yet": "Sus empresas de portafolio todavía no venden en México",
      starting: "Sus empresas de portafolio empiezan a operar en México",
      operating: "Sus empresas de portafolio ya operan en México",
    } satisfies Record<MexicoStance, string>,
    /** A foreign company: where it stands in Mexico. */
    foreignStance: {
      "not-yet": "Todavía no venden en México",
      starting: "Empiezan a vender u operar en México",
      operating: "Ya operan en México",
    } satisfies Record<MexicoStance, string>,
    /** Closes the opening: what follows. */
    plan: "Le escribo lo que yo haría primero.",
  },
  /** The main challenge, as the opening names it without a goal. */
  challenge: {
    validate: "validar el producto o la idea con clientes reales",
    "first-customers": "conseguir sus primeros clientes",
    scale: "escalar lo que ya funciona sin que la operación se rompa",
    optimize: "mejorar la operación y los márgenes",
    expand: "llegar a nuevos mercados",
  } satisfies Record<OptionValue<"challenge">, string>,
  /** The stage in one sentence; `{{stage}}` is its name (quiz.stages). */
  stage: {
    foundation:
      "Por sus respuestas, la empresa está en la etapa {{stage}}: lo que más rinde ahora es comprobar que resuelve un problema real antes de invertir en crecer.",
    acceleration:
      "Por sus respuestas, la empresa está en la etapa {{stage}}: ya hay clientes que pagan, y el reto es volver repetible lo que funciona.",
    scaling:
      "Por sus respuestas, la empresa está en la etapa {{stage}}: el modelo funciona y la demanda crece, y el reto es que la operación crezca al mismo ritmo.",
    maturity:
      "Por sus respuestas, la empresa está en la etapa {{stage}}: su siguiente salto viene de la eficiencia y de decisiones directivas bien acompañadas.",
    enterprise:
      "Por sus respuestas, la empresa está en la etapa {{stage}}: opera a gran escala, y cada decisión sobre mercados, gobierno y operación pesa mucho.",
  } satisfies Record<StageKey, string>,
  /** Before the priorities. */
  prioritiesIntro: "Para los primeros 90 días le propongo tres prioridades:",
  /** One priority as the letter writes it. */
  priority: "{{what}}. {{why}} Primer paso: {{first}}",
  /** The priorities a stated goal brings first (domain/strategy/goal.ts); `{{destination}}` is where it exports. */
  themes: {
    export: [
      {
        what: "Confirmar cómo entran sus productos a {{destination}}",
        why: "Las reglas de origen del T-MEC y los aranceles vigentes para su producto deciden si puede competir en precio allá.",
        first:
          "clasificar arancelariamente sus tres productos principales y revisar con su agente aduanal si califican como originarios.",
      },
      {
        what: "Tener las certificaciones que pide el comprador",
        why: "Un comprador en {{destination}} suele pedir certificaciones de calidad antes de la primera orden (por ejemplo ISO 9001, o IATF 16949 en autopartes).",
        first: "listar las que ya tiene y las que piden sus tres compradores objetivo.",
      },
      {
        what: "Conseguir el primer cliente o distribuidor ancla",
        why: "Una primera cuenta allá valida precio, logística y plazos de pago antes de invertir en estructura.",
        first:
          "elegir diez compradores o distribuidores objetivo y preparar una oferta con precio puesto en destino.",
      },
    ],
    /** Where an export goal goes when it names no country. */
    exportDestination: "su mercado destino",
    /** A named destination, as the letter writes it. */
    destinations: {
      us: "Estados Unidos",
      canada: "Canadá",
    },
  } satisfies {
    export: [Priority, Priority, Priority];
    exportDestination: string;
    destinations: Record<ExportDestination, string>;
  },
  /** A company entering Mexico (a stated foreign company not operating here yet). */
  enteringMexico: [
    {
      what: "Poner en orden la entidad legal y los registros",
      why: "Sin la figura correcta, el alta ante el SAT y el IMSS (y el REPSE si prestará servicios especializados) no se puede facturar ni contratar en México.",
      first: "decidir la figura legal con su asesor fiscal y el calendario de constitución.",
    },
    {
      what: "Elegir el primer segmento y los primeros clientes en México",
      why: "El comprador mexicano decide con otros tiempos, precios y canales; probar con pocos clientes evita invertir a ciegas.",
      first: "definir el segmento inicial y una lista de veinte cuentas objetivo.",
    },
    {
      what: "Contratar el primer equipo local",
      why: "Vender y operar aquí pide personas que conozcan el mercado y que trabajen de cerca con su casa matriz.",
      first: "definir los dos primeros perfiles y cómo se reportarán a la casa matriz.",
    },
  ] satisfies Priority[],
  /** A fund: its portfolio, as the funds page offers it. */
  fund: {
    priorities: [
      {
        what: "Elegir las empresas del trimestre",
        why: "El programa de portafolio trabaja con 3 a 5 empresas por trimestre, con los mismos indicadores para comparar y priorizar.",
        first: "una lista corta con la etapa de cada empresa y el cuello de botella que ustedes ven en ella.",
      },
      {
        what: "Un diagnóstico de dos semanas por empresa, y 90 días de ejecución",
        why: "El diagnóstico encuentra los dos o tres cuellos de botella que frenan a cada una; la ejecución se mide contra esa línea base, con un reporte breve para el fondo.",
        first: "agendar las entrevistas con cada equipo fundador.",
      },
    ] satisfies Priority[],
    /** The third, for companies entering Mexico. */
    enteringMexico: {
      what: "Aterrizar en México a las empresas que entran",
      why: "Cada una necesita su entidad legal, sus registros ante el SAT y el IMSS, sus primeros clientes y un equipo local; nuestra meta es tenerlas operando y vendiendo en 6 a 12 meses.",
      first: "identificar qué empresas del portafolio entran a México este año.",
    } satisfies Priority,
    /** The third, for companies already in Mexico or a fund that did not say. */
    report: {
      what: "Un mismo tablero para todo el portafolio",
      why: "Con los mismos indicadores en cada empresa, el comité ve qué funciona y dónde poner tiempo y capital.",
      first: "acordar los cuatro o cinco indicadores que el fondo revisará cada mes.",
    } satisfies Priority,
    /** The program, as the best fit; `[…](…)` links the funds page. */
    program:
      "Lo que mejor les encaja es nuestro [programa para fondos]({{link}}): una sola iguala trimestral para 3 a 5 empresas de su portafolio.",
  },
  /** Before a family business's or a startup's own priority, when it has one (the first three only are kept). */
  segment: {
    "family-business": {
      what: "Ordenar quién decide qué",
      why: "En una empresa familiar, crecer pide separar las decisiones de la familia de las del negocio, y poner por escrito la sucesión.",
      first: "un consejo que sesione con agenda y acuerdos con responsable y fecha.",
    },
    startup: {
      what: "Medir lo que pedirá su siguiente ronda",
      why: "Los inversionistas revisarán tracción, economía unitaria y retención antes que la narrativa.",
      first: "elegir las tres o cuatro métricas de crecimiento y medirlas cada semana.",
    },
  } satisfies Partial<Record<CompanySegment, Priority>>,
  /** The main challenge's two priorities (without a goal theme). */
  challengePriorities: {
    validate: [
      {
        what: "Definir el problema que resuelve y para quién",
        why: "Sin una definición precisa no hay forma de saber si la idea quedó validada.",
        first: "escribir qué tendría que pasar para darla por validada.",
      },
      {
        what: "Probar con clientes reales",
        why: "Lo que un cliente paga dice más que cualquier encuesta.",
        first: "un prototipo frente a diez clientes potenciales, midiendo si pagarían por él.",
      },
    ],
    "first-customers": [
      {
        what: "Definir a su cliente ideal y un mensaje para él",
        why: "Un mensaje que habla del problema del cliente, no del producto, acorta cada venta.",
        first: "describir a sus cinco mejores clientes de hoy y lo que tienen en común.",
      },
      {
        what: "Probar uno o dos canales de venta",
        why: "Concentrarse en pocos canales con metas semanales muestra pronto cuál trae clientes.",
        first: "fijar una meta semanal por canal y revisarla cada lunes.",
      },
    ],
    scale: [
      {
        what: "Documentar lo que hoy funciona",
        why: "Para crecer sin depender de unas cuantas personas, el equipo tiene que poder repetirlo.",
        first: "escribir el proceso de venta y de entrega como se hace hoy.",
      },
      {
        what: "Definir los indicadores de cada semana",
        why: "Los procesos y sistemas deben crecer antes que las ventas, y solo se ve a tiempo con datos.",
        first: "un tablero con cinco indicadores revisado en la junta semanal.",
      },
    ],
    optimize: [
      {
        what: "Medir el margen por producto, cliente y canal",
        why: "Solo así se sabe dónde se gana y dónde se pierde dinero.",
        first: "el margen de sus diez productos y diez clientes principales.",
      },
      {
        what: "Rediseñar los procesos que más cuestan",
        why: "Dos o tres procesos suelen concentrar la mayor parte del costo que se puede recuperar.",
        first: "elegir esos procesos y medir su costo actual.",
      },
    ],
    expand: [
      {
        what: "Elegir el nuevo mercado con datos",
        why: "Tamaño, competencia, requisitos de entrada y costo deciden si vale la pena.",
        first: "comparar dos o tres mercados candidatos con los mismos criterios.",
      },
      {
        what: "Preparar el plan de entrada",
        why: "Oferta adaptada, canal, equipo y presupuesto de los primeros meses evitan improvisar allá.",
        first: "el presupuesto y las metas de los primeros seis meses.",
      },
    ],
  } satisfies Record<OptionValue<"challenge">, [Priority, Priority]>,
  /** Where it sells, as a third priority (a company in Mexico). */
  markets: {
    local: {
      what: "Preparar la salida de su ciudad",
      why: "La siguiente plaza prueba si la oferta funciona fuera de casa.",
      first: "elegir la siguiente ciudad y cinco clientes para probar ahí.",
    },
    regional: {
      what: "Preparar la venta en el resto de México",
      why: "Las regiones que siguen piden su propio canal y equipo.",
      first: "elegir las dos regiones siguientes y con qué canal llegar.",
    },
    national: {
      what: "Ordenar la venta nacional",
      why: "No todas las regiones y clientes dejan el mismo margen.",
      first: "el margen por región y por cliente de los últimos doce meses.",
    },
    multinational: {
      what: "Revisar país por país",
      why: "Concentrar recursos en los mercados que crecen y dejan margen rinde más que repartirlos.",
      first: "crecimiento y margen de cada país en una sola tabla.",
    },
    global: {
      what: "Alinear la operación entre países",
      why: "Gobierno corporativo, indicadores comunes y reglas claras hacen comparables las decisiones.",
      first: "acordar los indicadores comunes para todos los países.",
    },
  } satisfies Record<OptionValue<"markets">, Priority>,
  /** The services paragraph: the best fit first, then at most two more; `[…](…)` links their pages. */
  services: {
    best: "El servicio que mejor le encaja es [{{service}}]({{link}}). {{reason}}",
    more: "También podrían servirle [{{first}}]({{firstLink}}) y [{{second}}]({{secondLink}}).",
    moreOne: "También podría servirle [{{first}}]({{firstLink}}).",
    /** A fund's letter: the services after the program. */
    fundMore: "Para las empresas que lo necesiten trabajamos también con [{{first}}]({{firstLink}}).",
    fundMoreTwo:
      "Para las empresas que lo necesiten trabajamos también con [{{first}}]({{firstLink}}) y [{{second}}]({{secondLink}}).",
  },
  /** The best service's reason, in the letter's register (the quiz's rule table's keys). */
  reasons: {
    challenge: {
      validate: "Su reto es validar el producto: probarlo con clientes reales antes de invertir más.",
      "first-customers":
        "Su reto es conseguir los primeros clientes: a quién venderle, con qué mensaje y por qué canal.",
      scale: "Su reto es escalar lo que ya funciona sin que la operación se rompa.",
      optimize: "Su reto es mejorar la operación y los márgenes con procesos y tecnología.",
      expand: "Su reto es llegar a nuevos mercados con un plan para entrar y para vender.",
    },
    mexicoEntry:
      "Le interesa entrar a México: la estructura legal y fiscal correcta y un equipo local para vender cuanto antes.",
    foreignCompany:
      "Está entrando a México: la estructura legal y fiscal correcta, los registros laborales y un equipo local para vender cuanto antes; nuestra meta es su operación establecida y vendiendo en 6 a 12 meses.",
    fundPortfolio:
      "Sus empresas entran a México: cada una necesita su estructura legal y fiscal y un equipo local para vender cuanto antes.",
    wideMarkets:
      "Ya vende en todo México o fuera de él: cada decisión directiva pesa más y gana con consejo experimentado.",
    narrowMarkets: "Hoy vende en su ciudad o en algunos estados: el resto de México es mercado por abrir.",
    enteringWide:
      "Entrar a México es una decisión directiva de peso: conviene tomarla con consejo experimentado.",
    enteringNarrow:
      "Para vender en México necesita un motor comercial propio: a quién venderle primero, con qué mensaje y por qué canal.",
    stage: {
      mvpValidation:
        "En su etapa conviene comprobar la demanda antes de invertir en crecer; una validación toma de 4 a 8 semanas en promedio.",
      goToMarket: "En su etapa el siguiente paso es un motor comercial repetible.",
      growthTransformation: "En su etapa crecer pide procesos, equipo y datos a la altura de las ventas.",
      digitalTransformation:
        "En su etapa la eficiencia viene de digitalizar la operación; los primeros resultados se ven en 3 a 6 meses.",
      executiveAdvisoryPanel: "En su etapa las decisiones directivas ganan con consejo experimentado.",
      aiIntegration:
        "La IA aplicada a tareas concretas le ahorra horas a su equipo, medidas desde el primer caso.",
    },
  } satisfies Reasons,
  /** AI Integration's reason with a stated industry. */
  aiReason:
    "En {{industry}}, una hipótesis que revisaríamos es la IA aplicada a {{task}}, con el ahorro medido desde el primer caso.",
  /** A family business's or a startup's own reason for a stage service, where it says more. */
  segmentReasons: {
    "family-business": {
      executiveAdvisoryPanel:
        "En una empresa familiar, un consejo con miembros independientes ayuda a separar las decisiones de la familia de las del negocio.",
      growthTransformation:
        "En una empresa familiar, crecer pide una dirección profesional: puestos clave con indicadores y procesos que no dependan de una sola persona.",
    },
    startup: {
      goToMarket:
        "Su siguiente ronda pedirá un canal de adquisición que escale, con su costo por cliente medido.",
      growthTransformation:
        "Para llegar a su siguiente ronda, crecer pide procesos, equipo y datos que resistan la revisión de un inversionista.",
    },
  } satisfies Partial<Record<CompanySegment, Partial<Record<string, string>>>>,
  /** The call. `{{minutes}}` is 30, or 20 for a fund (the funds page's call). */
  call: "Le propongo una llamada de {{minutes}} minutos para revisar esto juntos y acordar por dónde empezar: [elija el horario que le acomode]({{link}}).",
  /** Before the call's link, with a stated industry: what we would test. */
  industryCall:
    "En la llamada me gustaría probar una hipótesis: que en {{industry}} {{focus}} pesan más que otras palancas en su crecimiento.",
  otherIndustryCall: "En la llamada le preguntaré qué distingue a su industria antes de proponerle nada.",
  industries: {
    manufacturing: {
      name: "manufactura",
      focus: "el tiempo muerto por turno, el inventario y el margen por pedido",
      ai: "anticipar fallas de maquinaria y revisar la calidad con visión artificial",
    },
    retail: {
      name: "comercio minorista",
      focus: "el margen por tienda y canal, el surtido y la recompra",
      ai: "pronosticar la demanda por tienda y producto para surtir mejor",
    },
    logistics: {
      name: "logística",
      focus: "los viajes en vacío, las entregas a tiempo y el costo por envío",
      ai: "planear rutas y cargas y anticipar retrasos",
    },
    "food-beverage": {
      name: "alimentos y bebidas",
      focus: "la merma, la planeación por temporada y el margen por canal",
      ai: "pronosticar la demanda para producir y distribuir con menos merma",
    },
    hospitality: {
      name: "hotelería y turismo",
      focus: "la tarifa por temporada, la reservación directa y las reseñas",
      ai: "responder reservaciones y preguntas de huéspedes y ajustar tarifas a la demanda",
    },
    "financial-services": {
      name: "servicios financieros",
      focus: "el costo por cliente, el cumplimiento y la cobranza",
      ai: "revisar documentos y solicitudes y detectar operaciones inusuales",
    },
    software: {
      name: "software",
      focus: "un proceso comercial repetible, el precio por valor y las cancelaciones",
      ai: "atender el soporte de primer nivel y acelerar el desarrollo con asistentes",
    },
    health: {
      name: "salud",
      focus: "la agenda, la cobranza a aseguradoras y el cumplimiento sanitario",
      ai: "agendar citas y preparar los trámites con aseguradoras",
    },
    construction: {
      name: "construcción",
      focus: "el avance contra presupuesto, las compras y el flujo de efectivo",
      ai: "cuantificar materiales desde los planos y seguir el avance de obra",
    },
    "professional-services": {
      name: "servicios profesionales",
      focus: "las horas facturables, el precio por proyecto y la venta más allá de los socios",
      ai: "preparar propuestas e informes y revisar documentos en menos horas",
    },
  } satisfies Record<Exclude<Industry, "other">, IndustryCopy>,
  closing: "Quedo a sus órdenes.",
};

export type StrategyResources = typeof strategy;
