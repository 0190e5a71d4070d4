import type { OptionValue } from "#domain/quiz/questions.ts";
import type { StageKey } from "#domain/quiz/stages.ts";
import type { CompanySegment, Industry } from "#domain/quiz/profile.ts";
import type { StageService } from "#domain/quiz/stages.ts";
import type { ServiceWithWindow } from "#domain/strategy/segment.ts";

/** Two priorities for the next 90 days that follow from a main challenge. */
interface ChallengePriorities {
  first: string;
  second: string;
}

/** A segment's first months (docs/decisions/042): a heading, a sentence, and what the work covers. */
interface SegmentBlock {
  heading: string;
  intro: string;
  items: string[];
}

/** An industry's levers, each a hypothesis the call will test, and its AI lever for AI Integration's reason. */
interface IndustryLevers {
  /** The industry as a sentence names it ("en {{name}}"). */
  name: string;
  levers: [string, string, string];
  /** What AI could be applied to ("la IA aplicada a {{task}}"). */
  ai: string;
}

/**
 * The strategy draft the team inbox offers for a quiz lead, in the lead's
 * language (app/features/admin/strategy-draft.ts, docs/decisions/029): blocks
 * of text put together by rules, never generated. The answers' labels, the
 * stage's name and the services' reasons come from the quiz's translations.
 * Spanish is the source; every other language satisfies its type.
 */
export const strategy = {
  title: "Estrategia de crecimiento para {{company}}",
  titleNoCompany: "Tu estrategia de crecimiento",
  greeting: "Hola, {{name}}:",
  greetingNoName: "Hola:",
  intro:
    "Gracias por responder nuestro quiz de crecimiento. Con tus respuestas preparamos esta estrategia: dónde está hoy tu empresa, qué priorizar en los próximos 90 días y cómo podemos ayudarte.",
  headings: {
    stage: "Tu etapa: {{stage}}",
    answers: "Tus respuestas",
    priorities: "Prioridades para los próximos 90 días",
    services: "Servicios que te recomendamos",
    results: "Cuándo esperar resultados",
    nextStep: "Siguiente paso",
    /** An industry's levers; `{{industry}}` is its name (industries.…name). */
    industry: "Palancas por revisar en {{industry}}",
    otherIndustry: "Tu industria",
  },
  /** The stage in two sentences; `{{stage}}` is its name (quiz.stages). */
  stages: {
    foundation:
      "Tu empresa está en la etapa {{stage}}: el producto y los primeros clientes todavía están tomando forma. Lo que más rinde ahora es comprobar que resuelves un problema real antes de invertir en crecer.",
    acceleration:
      "Tu empresa está en la etapa {{stage}}: ya hay clientes que pagan y el negocio tiene tracción. El reto es convertir lo que funciona en un motor comercial repetible y ordenar la operación para crecer sin improvisar.",
    scaling:
      "Tu empresa está en la etapa {{stage}}: el modelo funciona y la demanda crece. El reto es escalar sin que la operación se rompa, con procesos, datos y tecnología al ritmo de las ventas.",
    maturity:
      "Tu empresa está en la etapa {{stage}}: es una empresa consolidada, con clientes y operación estables. El siguiente salto viene de la eficiencia, la transformación digital y decisiones directivas bien acompañadas.",
    enterprise:
      "Tu empresa está en la etapa {{stage}}: opera a gran escala y cada decisión pesa mucho. Su crecimiento depende de nuevos mercados, de un gobierno corporativo sólido y de transformar la operación sin frenar el negocio.",
  } satisfies Record<StageKey, string>,
  /** After the stage: how the quiz reads it (the quiz's result says the same). */
  stageHow:
    "Tu etapa sale de tus cuatro respuestas juntas, no de una sola: por eso alguna puede quedar por arriba o por debajo de lo típico de la etapa.",
  /** One answer: the question's short label (quiz.result.answerLabels) and the option as the visitor chose it. */
  answer: "{{question}}: {{answer}}",
  /** Three priorities: the main challenge's two, then the markets' one. */
  priorities: {
    challenge: {
      validate: {
        first:
          "Definir con precisión el problema que resuelves, para quién, y qué tendría que pasar para dar la idea por validada.",
        second:
          "Probar el producto o un prototipo con clientes reales y medir si están dispuestos a pagar por él.",
      },
      "first-customers": {
        first: "Definir a tu cliente ideal y un mensaje que le hable de su problema, no de tu producto.",
        second:
          "Elegir uno o dos canales de venta, probarlos con metas semanales y quedarte con el que traiga clientes.",
      },
      scale: {
        first:
          "Documentar lo que hoy funciona en ventas y en operación para que el equipo lo repita sin depender de unas cuantas personas.",
        second:
          "Definir los indicadores que revisarás cada semana y los procesos y sistemas que deben crecer antes que las ventas.",
      },
      optimize: {
        first:
          "Medir el margen por producto, cliente y canal para saber dónde se gana y dónde se pierde dinero.",
        second:
          "Elegir los dos o tres procesos que más cuestan y rediseñarlos con tecnología y automatización.",
      },
      expand: {
        first:
          "Elegir el nuevo mercado con datos: tamaño, competencia, requisitos para entrar y lo que cuesta hacerlo.",
        second:
          "Preparar el plan de entrada: oferta adaptada, canal de venta, equipo local y presupuesto para los primeros meses.",
      },
    } satisfies Record<OptionValue<"challenge">, ChallengePriorities>,
    /** New markets, for a company entering Mexico: the market is chosen, what is left is proving it. */
    expandIntoMexico: {
      first:
        "Validar a México con datos antes de invertir fuerte: el tamaño de tu segmento, la competencia, los requisitos para entrar y lo que cuesta hacerlo.",
      second:
        "Preparar el plan de entrada: oferta adaptada al comprador mexicano, canal de venta, equipo local y presupuesto para los primeros meses.",
    } satisfies ChallengePriorities,
    markets: {
      local:
        "Preparar el salto fuera de tu ciudad: elegir la siguiente plaza y probar ahí tu oferta con pocos clientes.",
      regional:
        "Preparar la venta en el resto de México: qué regiones siguen, con qué canal y con qué equipo.",
      national:
        "Ordenar la venta nacional: qué regiones y clientes dejan más margen y dónde conviene invertir más.",
      multinational:
        "Revisar país por país qué mercados crecen y dejan margen, y concentrar los recursos en ellos.",
      global:
        "Alinear la operación entre países: gobierno corporativo, indicadores comunes y reglas claras para decidir.",
    } satisfies Record<OptionValue<"markets">, string>,
    /** The markets' priority for a company entering Mexico: from its city, from its sales in Mexico, or from several countries. */
    enteringMexico: {
      oneCountry:
        "Decidir por dónde empezar en México: la primera ciudad o región, los primeros clientes y el canal para llegar a ellos.",
      sellsInMexico:
        "Pasar de vender a México a operar en México: qué clientes y regiones de hoy sostienen una operación local y qué conviene atender con un equipo propio.",
      severalCountries:
        "Decidir cómo encaja México en tu operación entre países: qué se decide en tu casa matriz, qué en México y con qué indicadores comunes.",
    },
  },
  /** The first months by stated segment (none without one). */
  segments: {
    "family-business": {
      heading: "Tus primeros 90 días como empresa familiar",
      intro:
        "En una empresa familiar, crecer suele pedir primero ordenar quién decide qué. En los primeros 90 días trabajaríamos en:",
      items: [
        "Gobierno: separar las decisiones de la familia de las del negocio, con un consejo que sesione con agenda y acuerdos con responsable y fecha.",
        "Sucesión: poner por escrito quién asumirá qué responsabilidades y en qué plazos, y empezar a preparar a esas personas.",
        "Dirección profesional: definir los puestos clave, sus indicadores y cómo se elige a quien los ocupa, sea o no de la familia.",
      ],
    },
    "foreign-company": {
      heading: "Tus primeros 90 días para entrar a México",
      intro:
        "Para una empresa extranjera, los primeros 90 días ponen las bases para operar y vender en México:",
      items: [
        "Entidad legal: elegir la figura adecuada y constituir la empresa, con cuentas bancarias y poderes en orden.",
        "Registros fiscales y laborales: el alta ante el SAT y el IMSS, y el REPSE si vas a prestar servicios especializados (o verificar el de tus proveedores si los contratas).",
        "Primeros clientes: segmento inicial, precio y mensaje para el comprador mexicano, y las primeras conversaciones con clientes y socios.",
        "Equipo local: los primeros perfiles, su contratación y cómo trabajan con tu casa matriz.",
      ],
    },
    startup: {
      heading: "Tus primeros 90 días como startup o scaleup",
      intro:
        "Para una startup o scaleup, los primeros 90 días se miden con lo que pedirá tu siguiente ronda:",
      items: [
        "Métricas de tracción: elegir las tres o cuatro que describen tu crecimiento (por ejemplo, ingresos, clientes activos y retención) y medirlas cada semana.",
        "Economía unitaria: cuánto cuesta conseguir un cliente, cuánto margen deja y en cuánto tiempo se recupera, por canal.",
        "La siguiente ronda: qué métricas y qué narrativa pedirán los inversionistas, y qué falta para tenerlas.",
      ],
    },
    fund: {
      heading: "Un plan de 100 días por empresa de portafolio",
      intro: "Con un fondo trabajamos empresa por empresa de su portafolio, en un plan de unos 100 días:",
      items: [
        "Diagnóstico de dos semanas: entrevistas con el equipo fundador y revisión de métricas, embudo de ventas, economía unitaria y operación, para encontrar los dos o tres cuellos de botella que frenan el crecimiento.",
        "Ejecución integrada de 90 días: trabajamos dentro del equipo en las iniciativas del plan, con metas medibles y un tablero semanal de métricas.",
        "Un reporte breve y periódico para el fondo, con los mismos indicadores en cada empresa para comparar y priorizar.",
      ],
    },
  } satisfies Record<CompanySegment, SegmentBlock>,
  /** Before an industry's levers: they are hypotheses, not findings; `{{industry}}` is its name. */
  industryIntro:
    "Una hipótesis que revisaríamos en la llamada: que en {{industry}} estas palancas pesan más que otras en tu crecimiento. Todavía no conocemos tu operación; son preguntas, no conclusiones.",
  /** "Other": no levers of ours to offer yet. */
  otherIndustry:
    "Nos dijiste que tu industria no está en nuestra lista. En la llamada te preguntaremos qué la distingue y qué palancas pesan más en ella antes de proponerte ninguna.",
  industries: {
    manufacturing: {
      name: "manufactura",
      levers: [
        "El tiempo muerto y el desperdicio de tus líneas, medidos por turno y por producto, y cuánto margen se recupera al reducirlos.",
        "El inventario de materia prima y de producto terminado: cuánto capital de trabajo inmoviliza y cómo planear la producción con la demanda real.",
        "El costo de cada pedido y de cada cliente, para saber qué contratos dejan margen.",
      ],
      ai: "anticipar fallas de maquinaria y revisar la calidad con visión artificial",
    },
    retail: {
      name: "comercio minorista",
      levers: [
        "El margen por tienda, categoría y canal, incluida la venta en línea, para saber dónde se gana.",
        "El surtido y el inventario: productos que no rotan, faltantes en anaquel y compras guiadas por los datos de venta.",
        "La recompra: qué hace volver a un cliente y cómo medirlo.",
      ],
      ai: "pronosticar la demanda por tienda y producto para surtir mejor",
    },
    logistics: {
      name: "logística",
      levers: [
        "El uso de la flota y del almacén: viajes en vacío, tiempos de carga y capacidad ociosa.",
        "Las entregas a tiempo y completas, medidas por cliente y por ruta.",
        "El costo por envío y por cliente, para saber qué contratos dejan margen.",
      ],
      ai: "planear rutas y cargas y anticipar retrasos",
    },
    "food-beverage": {
      name: "alimentos y bebidas",
      levers: [
        "La merma y la caducidad en producción, almacén y punto de venta.",
        "La planeación de la producción con la demanda, por temporada y por canal.",
        "El margen por canal: cadenas de autoservicio, tiendas de abarrotes, mayoristas y venta directa.",
      ],
      ai: "pronosticar la demanda para producir y distribuir con menos merma",
    },
    hospitality: {
      name: "hotelería y turismo",
      levers: [
        "La ocupación y la tarifa: cómo se fijan los precios por temporada y por canal de reservación.",
        "La reservación directa frente a las agencias en línea, y lo que cuesta cada reservación.",
        "La experiencia del huésped y las reseñas, y su efecto en la recompra y en la tarifa.",
      ],
      ai: "responder reservaciones y preguntas de huéspedes y ajustar tarifas a la demanda",
    },
    "financial-services": {
      name: "servicios financieros",
      levers: [
        "El costo de conseguir un cliente por canal frente a lo que deja a lo largo del tiempo.",
        "Procesos de cumplimiento y de alta de clientes que no frenen el crecimiento.",
        "Modelos de riesgo y de cobranza que aguanten más volumen.",
      ],
      ai: "revisar documentos y solicitudes y detectar operaciones inusuales",
    },
    software: {
      name: "software",
      levers: [
        "Pasar de ventas del fundador a un proceso comercial repetible.",
        "Precios por valor, menos cancelaciones y más venta a las cuentas actuales.",
        "La economía unitaria por canal y por cohorte de clientes.",
      ],
      ai: "atender el soporte de primer nivel y acelerar el desarrollo con asistentes",
    },
    health: {
      name: "salud",
      levers: [
        "La agenda: citas perdidas, tiempos de espera y ocupación de consultorios y equipos.",
        "La cobranza a aseguradoras y pacientes: plazos y rechazos.",
        "El cumplimiento sanitario y la protección de los datos de pacientes, sin frenar la operación.",
      ],
      ai: "agendar citas y preparar los trámites con aseguradoras",
    },
    construction: {
      name: "construcción",
      levers: [
        "El avance de obra contra el presupuesto y el programa, medido cada semana.",
        "Las compras de materiales y el control del desperdicio en obra.",
        "El flujo de efectivo entre anticipos, estimaciones y cobranza.",
      ],
      ai: "cuantificar materiales desde los planos y seguir el avance de obra",
    },
    "professional-services": {
      name: "servicios profesionales",
      levers: [
        "El uso del equipo: horas facturables frente a horas trabajadas, por persona y por cliente.",
        "Precios y alcance: cotizar por proyecto o por valor, y frenar el trabajo fuera de alcance.",
        "Conseguir clientes sin depender solo de los socios.",
      ],
      ai: "preparar propuestas e informes y revisar documentos en menos horas",
    },
  } satisfies Record<Exclude<Industry, "other">, IndustryLevers>,
  /** One recommended service: its name, its reason (quiz.reasons, or reasons below) and the link to its page. */
  service: "{{service}}. {{reason}} Más información: {{link}}",
  /**
   * The draft's own reasons, where what the lead form said (segment, industry) or
   * where the quiz was opened says more than the quiz's generic one (docs/decisions/042).
   */
  reasons: {
    /** Soft Landing for a company that said it is foreign (else the quiz's `mexicoEntry`). */
    foreignCompany:
      "Porque eres una empresa extranjera que entra a México: la estructura legal y fiscal correcta, los registros laborales y un equipo local para vender cuanto antes.",
    /** The markets' reasons for a company entering Mexico: it does not sell across Mexico yet. */
    enteringMexico: {
      wideMarkets:
        "Porque eres una empresa consolidada y entrar a México es una decisión directiva de peso: conviene tomarla con consejo experimentado.",
      narrowMarkets:
        "Porque para vender en México necesitas un motor comercial propio: a quién venderle primero, con qué mensaje y por qué canal.",
    },
    /** AI Integration with a stated industry: its lever, as a hypothesis. */
    aiIntegration:
      "Porque en {{industry}} una hipótesis que revisaríamos en la llamada es la IA aplicada a {{task}}, con el ahorro medido desde el primer caso.",
    /** AI Integration without an industry of the list. */
    aiIntegrationNoIndustry:
      "Porque vale la pena probar la IA en una o dos tareas repetitivas de tu equipo y medir, desde el primer caso, las horas que libera.",
    /** A stage service's reason for a stated segment, where the segment says more than the stage. */
    segment: {
      "family-business": {
        executiveAdvisoryPanel:
          "Porque en una empresa familiar un consejo con miembros independientes ayuda a separar las decisiones de la familia de las del negocio.",
        growthTransformation:
          "Porque en una empresa familiar crecer pide una dirección profesional: puestos clave con indicadores y procesos que no dependan de una sola persona.",
      },
      startup: {
        goToMarket:
          "Porque tu siguiente ronda pedirá un canal de adquisición que escale, con su costo por cliente medido.",
        growthTransformation:
          "Porque para llegar a tu siguiente ronda crecer pide procesos, equipo y datos que resistan la revisión de un inversionista.",
      },
      "foreign-company": {
        goToMarket:
          "Porque para vender en México necesitas un motor comercial propio: segmento inicial, precio y mensaje para el comprador mexicano.",
      },
      fund: {
        executiveAdvisoryPanel:
          "Porque una empresa de portafolio rinde cuentas a su fondo: decisiones directivas con consejo experimentado y acuerdos con responsable y fecha.",
        growthTransformation:
          "Porque una empresa de portafolio tiene que llegar a su siguiente ronda con métricas sólidas y una operación que crezca sin romperse.",
      },
    } satisfies Record<CompanySegment, Partial<Record<StageService, string>>>,
  },
  /**
   * When to expect results (docs/product.md, "Figures and sources", each framed as the
   * firm's target or experience, as the service pages do): the stated segment's window,
   * then the recommended services' own; without a segment, the diagnostic sets the dates.
   */
  results: {
    segments: {
      "foreign-company":
        "Para una empresa extranjera que entra a México, nuestra meta es tu operación establecida y vendiendo en 6 a 12 meses, con un equipo local propio.",
      "family-business":
        "En una empresa familiar, en nuestra experiencia los resultados se ven en unos 12 meses: una operación más eficiente y rentable, con indicadores claros y un equipo directivo que decide con datos.",
      startup:
        "En una startup o scaleup, en nuestra experiencia los resultados se ven en 3 a 6 meses: un canal de crecimiento probado y métricas que resisten la revisión de un inversionista.",
      fund: "Con una empresa de portafolio medimos al cerrar los 90 días de ejecución: resultados contra la línea base del diagnóstico, en un reporte para el fondo, y decidimos juntos qué sigue.",
    } satisfies Record<CompanySegment, string>,
    /** Without a stated segment. */
    diagnostic:
      "Los plazos y las metas de tu proyecto los fijamos contigo al cerrar el diagnóstico, con hitos medibles.",
    /** Before the recommended services' windows. */
    servicesIntro: "En los servicios que te recomendamos:",
    /** A recommended service's window, as its page states it; `{{service}}` is its name. */
    services: {
      mvpValidation: "{{service}}: en nuestra experiencia, una validación toma de 4 a 8 semanas en promedio.",
      digitalTransformation:
        "{{service}}: en nuestra experiencia, los primeros resultados se ven en 3 a 6 meses.",
      softLanding:
        "{{service}}: nuestra meta es tu operación establecida y vendiendo en México en 6 a 12 meses.",
    } satisfies Record<ServiceWithWindow, string>,
  },
  nextStep:
    "Agenda una llamada de 30 minutos para revisar juntos esta estrategia y acordar el plan de trabajo: {{link}}",
  closing: "Quedamos atentos a tus comentarios.",
};

export type StrategyResources = typeof strategy;
