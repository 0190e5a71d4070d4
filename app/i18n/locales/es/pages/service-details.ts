import type { ServiceId } from "#domain/site/pages.ts";
import { serviceNames } from "../service-names.ts";

export interface ServiceCopy {
  h1: string;
  lead: string;
  /** Who the service is for, one line under the eyebrow. */
  audience: string;
  /** The firm's own figures (docs/product.md, "Figures and sources") that belong to this service (may be empty). */
  highlights: { value: string; label: string }[];
  included: { title: string; body: string }[];
  results: string[];
  process: { title: string; body: string }[];
  cases: { title: string; context: string; approach: string; outcome: string }[];
  faq: { q: string; a: string }[];
  finalCta: { title: string; body: string };
}

/** Labels shared by the seven service detail pages. */
export const serviceDetail = {
  eyebrow: "Servicio",
  includedTitle: "Qué incluye",
  resultsTitle: "Resultados esperados",
  resultsIntro:
    "Lo que buscamos lograr contigo. Fijamos cada meta al inicio y la medimos contra una línea base acordada.",
  processTitle: "Cómo lo hacemos",
  casesTitle: "Casos de uso",
  casesIntro:
    "Ejemplos ilustrativos de situaciones en las que este servicio ayuda. No describen a clientes reales.",
  caseLabel: "Caso ilustrativo",
  context: "Situación",
  approach: "Qué hacemos",
  outcome: "Resultado que buscamos",
  faqTitle: "Preguntas frecuentes",
  otherServices: "Otros servicios",
  allServices: "Ver todos los servicios",
};

/** The seven service detail pages (docs/product.md, "Pages and languages"). */
export const serviceDetails: Record<ServiceId, ServiceCopy> = {
  growthTransformation: {
    h1: serviceNames.growthTransformation,
    lead: "Para empresas que ya venden, pero sienten que cada punto de crecimiento cuesta más. Encontramos dónde se atora y lo destrabamos junto con tu equipo.",
    audience: "Para empresas familiares, pymes y scaleups con ventas estancadas o crecimiento caro.",
    highlights: [],
    included: [
      {
        title: "Diagnóstico de crecimiento",
        body: "Revisamos ventas, márgenes, operación y equipo para ubicar las palancas con más impacto.",
      },
      {
        title: "Rediseño comercial",
        body: "Segmentación, propuesta de valor, precios y embudo de ventas con metas por etapa.",
      },
      {
        title: "Procesos operativos",
        body: "Eliminamos cuellos de botella entre ventas, operación y finanzas para que crecer no rompa la entrega.",
      },
      {
        title: "Indicadores y rutinas de gestión",
        body: "Un tablero semanal y juntas cortas con responsables claros, para decidir con datos y no por intuición.",
      },
      {
        title: "Acompañamiento en la ejecución",
        body: "Trabajamos dentro de tu equipo en las iniciativas prioritarias hasta que se sostienen solas.",
      },
    ],
    results: [
      "Un plan de crecimiento con metas medibles, responsables y fechas",
      "Un embudo comercial con conversiones medidas en cada etapa",
      "Margen y flujo de efectivo bajo control mientras creces",
      "Un equipo directivo que decide sin escalarlo todo al fundador",
    ],
    process: [
      {
        title: "Diagnóstico",
        body: "Entrevistas, datos y observación de la operación para entender dónde se pierde el crecimiento.",
      },
      {
        title: "Hoja de ruta",
        body: "Elegimos de tres a cinco iniciativas, cada una con indicador, línea base y responsable.",
      },
      {
        title: "Ejecución por ciclos",
        body: "Implementamos con tu equipo en ciclos cortos y revisamos avances cada semana.",
      },
      {
        title: "Consolidación",
        body: "Documentamos lo que funciona y dejamos las rutinas en manos de tu equipo.",
      },
    ],
    cases: [
      {
        title: "Distribuidora familiar con ventas estancadas",
        context:
          "Una empresa familiar de distribución lleva varios años con ventas planas y todas las decisiones pasan por el fundador.",
        approach:
          "Segmentamos la cartera por rentabilidad, rediseñamos el proceso comercial y formamos a los mandos medios con un tablero semanal.",
        outcome:
          "Ventas que vuelven a crecer en los clientes más rentables y un fundador con tiempo para pensar en la siguiente etapa.",
      },
    ],
    faq: [
      {
        q: "¿En qué se diferencia de una consultoría de estrategia?",
        a: "No terminamos en un reporte. Después del diagnóstico ejecutamos con tu equipo las iniciativas acordadas y respondemos por sus indicadores.",
      },
      {
        q: "¿Cuánto dura un proyecto?",
        a: "Depende del punto de partida. Lo definimos al cerrar el diagnóstico, con hitos medibles; en empresas familiares y pymes solemos trabajar con un horizonte de 12 meses.",
      },
      {
        q: "¿Necesitamos contratar a más personas?",
        a: "No necesariamente. Muchas veces el crecimiento se destraba ordenando lo que ya existe. Si hace falta contratar, te ayudamos a definir el perfil y a elegir.",
      },
      {
        q: "¿Quién de nuestro equipo debe participar?",
        a: "La dirección general y los responsables de ventas, operación y finanzas. Les pedimos pocas horas, pero constantes.",
      },
    ],
    finalCta: {
      title: "¿Listo para destrabar tu crecimiento?",
      body: "Agenda una llamada de 30 minutos y revisamos juntos dónde está el mayor potencial de tu empresa.",
    },
  },

  executiveAdvisoryPanel: {
    h1: serviceNames.executiveAdvisoryPanel,
    lead: "Socios con experiencia en operaciones, finanzas, crecimiento y legal se sientan contigo a tomar las decisiones que más pesan, sin el costo de un equipo directivo completo.",
    audience: "Para direcciones generales, fundadores y consejos que enfrentan decisiones de alto impacto.",
    highlights: [],
    included: [
      {
        title: "Sesiones periódicas con los socios",
        body: "Reuniones de trabajo con los socios cuya experiencia encaja con tus retos del momento.",
      },
      {
        title: "Revisión de estrategia e indicadores",
        body: "Presupuesto, plan anual y tablero directivo revisados por operadores que ya estuvieron en tu lugar.",
      },
      {
        title: "Decisiones críticas acompañadas",
        body: "Rondas de inversión, alianzas, expansión, reestructuras y contrataciones clave.",
      },
      {
        title: "Red estratégica",
        body: "Acceso a nuestra red de inversionistas, proveedores, talento y socios en México.",
      },
      {
        title: "Preparación de consejo",
        body: "Te ayudamos a preparar y conducir consejos y comités con información clara y acuerdos con seguimiento.",
      },
    ],
    results: [
      "Decisiones más rápidas y mejor fundamentadas",
      "Prioridades claras y compartidas por el equipo directivo",
      "Menos errores costosos en los momentos que más importan",
      "Un gobierno corporativo que da confianza a socios e inversionistas",
    ],
    process: [
      {
        title: "Conversación inicial",
        body: "Entendemos tu empresa, tu equipo y las decisiones que tienes por delante.",
      },
      {
        title: "Integración del panel",
        body: "Elegimos a los socios que más aportan a tus retos y definimos la agenda y la frecuencia.",
      },
      {
        title: "Sesiones de trabajo",
        body: "Revisamos indicadores, preparamos decisiones y damos seguimiento a los acuerdos.",
      },
      {
        title: "Revisión periódica",
        body: "Evaluamos contigo el valor del panel y ajustamos su composición cuando cambian tus retos.",
      },
    ],
    cases: [
      {
        title: "Fundador ante su primera gran ronda",
        context:
          "Una scaleup prepara una ronda que multiplicará su tamaño y su fundador nunca ha negociado con un fondo institucional.",
        approach:
          "El panel revisa el modelo financiero, prepara al equipo para las preguntas de los inversionistas y acompaña la negociación de términos.",
        outcome:
          "Una ronda negociada con información sólida y un equipo directivo preparado para lo que sigue.",
      },
      {
        title: "Empresa familiar en transición generacional",
        context: "La segunda generación asume la dirección de una empresa con décadas de historia.",
        approach:
          "El panel acompaña la definición de roles, instala un consejo con reglas claras y revisa las primeras grandes decisiones.",
        outcome:
          "Una transición ordenada, con gobierno corporativo y una dirección que gana confianza rápido.",
      },
    ],
    faq: [
      {
        q: "¿Es lo mismo que un consejo de administración?",
        a: "No. El panel asesora y no sustituye a los órganos de gobierno de tu empresa. Puede, eso sí, ayudarte a formar o profesionalizar tu consejo.",
      },
      {
        q: "¿Con qué frecuencia nos reunimos?",
        a: "La acordamos contigo según tus retos: lo habitual es una sesión de trabajo al mes, más apoyo puntual cuando llega una decisión crítica.",
      },
      {
        q: "¿Los socios también ejecutan?",
        a: "Si una decisión requiere ejecución, podemos sumarla con otro de nuestros servicios. El panel, por sí mismo, se enfoca en las decisiones.",
      },
      {
        q: "¿Cómo manejan la confidencialidad?",
        a: "Firmamos un acuerdo de confidencialidad antes de recibir cualquier información de tu empresa.",
      },
    ],
    finalCta: {
      title: "Suma experiencia a tu mesa directiva",
      body: "Platiquemos 30 minutos sobre las decisiones que tienes por delante y cómo puede ayudarte el panel.",
    },
  },

  softLanding: {
    h1: serviceNames.softLanding,
    lead: "Te ayudamos a entrar a México con la estructura correcta y a vender cuanto antes, con un equipo local que ya conoce el camino.",
    audience: "Para empresas extranjeras que quieren operar y vender en México.",
    highlights: [
      { value: "50%", label: "menos costo de entrada al mercado, nuestra meta" },
      { value: "6 a 12 meses", label: "para una operación establecida y vendiendo" },
    ],
    included: [
      {
        title: "Estructura legal y fiscal",
        body: "Elegimos contigo la figura adecuada, constituimos la empresa y dejamos en orden obligaciones fiscales y laborales.",
      },
      {
        title: "Trámites y puesta en marcha",
        body: "Cuentas bancarias, permisos, registros, proveedores y oficina, coordinados por un solo equipo.",
      },
      {
        title: "Estrategia de entrada",
        body: "Segmento inicial, precio y mensaje adaptados al comprador mexicano, validados antes de invertir fuerte.",
      },
      {
        title: "Primeros clientes",
        body: "Abrimos conversaciones con clientes y socios de nuestra red y acompañamos las primeras ventas.",
      },
      {
        title: "Equipo local",
        body: "Definimos perfiles, reclutamos y te ayudamos a integrar a tu primer equipo en México.",
      },
    ],
    results: [
      "Hasta 50% menos costo de entrada al mercado, frente a hacerlo por tu cuenta",
      "Una operación establecida y vendiendo en 6 a 12 meses",
      "Cumplimiento legal, fiscal y laboral desde el primer día",
      "Un equipo local propio, listo para sostener el crecimiento",
    ],
    process: [
      {
        title: "Evaluación",
        body: "Mercado, competencia, estructura y presupuesto de entrada, con un plan de hitos.",
      },
      {
        title: "Establecimiento",
        body: "Constitución, trámites y puesta en marcha de la operación.",
      },
      {
        title: "Primeras ventas",
        body: "Lanzamiento comercial con clientes y socios locales y ajustes con base en sus respuestas.",
      },
      {
        title: "Consolidación",
        body: "Equipo propio, procesos documentados y traspaso ordenado de la operación.",
      },
    ],
    cases: [
      {
        title: "Empresa europea de software B2B",
        context:
          "Una empresa de software con clientes en Europa quiere atender a empresas mexicanas y no sabe qué estructura necesita.",
        approach:
          "Definimos la estructura legal y fiscal, validamos la propuesta con compradores locales y acompañamos las primeras ventas mientras contrata a su equipo.",
        outcome: "Operación establecida y con clientes en México dentro de la ventana de 6 a 12 meses.",
      },
      {
        title: "Marca de consumo de Estados Unidos",
        context:
          "Una marca de consumo quiere vender en México a través de distribuidores y comercio electrónico.",
        approach:
          "Resolvemos importación, etiquetado y distribución, y probamos canales antes de comprometer inventario.",
        outcome: "Una entrada con menor costo y riesgo, basada en canales que ya demostraron vender.",
      },
    ],
    faq: [
      {
        q: "¿Necesito constituir una empresa en México desde el inicio?",
        a: "No siempre. Según tu modelo puedes empezar a vender antes de constituir. Lo evaluamos contigo en la primera fase para no gastar de más.",
      },
      {
        q: "¿Cómo logran reducir el costo de entrada?",
        a: "Evitando errores caros: una estructura mal elegida, contrataciones prematuras o canales que no funcionan en México. Nuestra meta es reducir tu costo de entrada hasta en 50%.",
      },
      {
        q: "¿Trabajan con empresas de cualquier país?",
        a: "Sí. Trabajamos en español e inglés y coordinamos con tus asesores en tu país de origen.",
      },
      {
        q: "¿Qué pasa cuando termina el proyecto?",
        a: "Te quedas con una operación funcionando y un equipo propio. Si lo necesitas, podemos seguir con el Panel Ejecutivo Asesor.",
      },
    ],
    finalCta: {
      title: "Aterriza en México con un equipo local",
      body: "Agenda una llamada de 30 minutos y revisamos juntos tu plan de entrada a México.",
    },
  },

  digitalTransformation: {
    h1: serviceNames.digitalTransformation,
    lead: "Digitalizamos los procesos que más pesan en tu operación para que tu equipo dedique su tiempo a lo que genera valor. Los primeros resultados se ven en 3 a 6 meses.",
    audience: "Para empresas cuya operación depende de hojas de cálculo, papel o sistemas que no se hablan.",
    highlights: [
      { value: "Hasta 25%", label: "más productividad en los procesos intervenidos" },
      { value: "Hasta 30%", label: "de ahorro operativo" },
      { value: "3 a 6 meses", label: "para ver los primeros resultados" },
    ],
    included: [
      {
        title: "Diagnóstico de procesos y sistemas",
        body: "Mapeamos cómo fluye hoy el trabajo y dónde se pierden tiempo, dinero e información.",
      },
      {
        title: "Selección de herramientas",
        body: "ERP, CRM, automatizaciones o desarrollos a la medida, elegidos por su impacto y no por moda.",
      },
      {
        title: "Implementación por etapas",
        body: "Ponemos en marcha los cambios junto con tu equipo, empezando por el proceso con más retorno.",
      },
      {
        title: "Datos e indicadores",
        body: "Integramos tus fuentes de datos y construimos tableros que la dirección realmente usa.",
      },
      {
        title: "Adopción y capacitación",
        body: "Formamos a tu equipo y acompañamos el cambio para que las herramientas no se queden sin usar.",
      },
    ],
    results: [
      "Hasta 25% más productividad en los procesos intervenidos",
      "Ahorros operativos de hasta 30%",
      "Primeros resultados visibles en 3 a 6 meses",
      "Información confiable y a tiempo para decidir",
    ],
    process: [
      {
        title: "Mapeo",
        body: "Documentamos tus procesos actuales y medimos tiempos, errores y costos.",
      },
      {
        title: "Priorización",
        body: "Elegimos los procesos con más impacto y definimos la solución y su costo.",
      },
      {
        title: "Implementación",
        body: "Configuramos, integramos y lanzamos por etapas, sin detener la operación.",
      },
      {
        title: "Medición y mejora",
        body: "Comparamos contra la línea base y ajustamos hasta alcanzar la meta.",
      },
    ],
    cases: [
      {
        title: "Manufacturera que opera en hojas de cálculo",
        context:
          "Una empresa manufacturera controla pedidos, inventario y producción en hojas de cálculo que nadie concilia.",
        approach:
          "Implementamos un sistema integrado por etapas, automatizamos los reportes y capacitamos a cada área.",
        outcome: "Horas de captura recuperadas, inventario confiable y reportes diarios sin trabajo manual.",
      },
    ],
    faq: [
      {
        q: "¿Tenemos que cambiar todos nuestros sistemas?",
        a: "No. Muchas veces basta con integrar y automatizar lo que ya tienes. Cambiamos un sistema solo cuando el retorno lo justifica.",
      },
      {
        q: "¿Cuándo veremos resultados?",
        a: "Los primeros resultados suelen verse en 3 a 6 meses, porque empezamos por los procesos con más impacto.",
      },
      {
        q: "¿Venden software o licencias?",
        a: "No. Somos independientes de los proveedores de software y recomendamos lo que más conviene a tu empresa.",
      },
      {
        q: "¿Qué pasa si mi equipo se resiste al cambio?",
        a: "Es lo más común. Por eso involucramos a los usuarios desde el diseño y acompañamos la adopción, no solo la instalación.",
      },
    ],
    finalCta: {
      title: "Digitaliza lo que más importa",
      body: "Agenda una llamada de 30 minutos y te decimos por dónde empezar.",
    },
  },

  aiIntegration: {
    h1: serviceNames.aiIntegration,
    lead: "Llevamos la inteligencia artificial de la prueba piloto a la operación diaria, con casos de uso que se miden en tiempo, costo o ventas.",
    audience:
      "Para empresas que ya probaron la IA, o quieren hacerlo, y necesitan resultados en la operación.",
    highlights: [],
    included: [
      {
        title: "Mapa de casos de uso",
        body: "Identificamos y priorizamos dónde la IA ahorra tiempo, reduce costos o aumenta ventas en tu empresa.",
      },
      {
        title: "Pilotos acotados",
        body: "Probamos cada caso de uso con datos reales, un alcance pequeño y una métrica de éxito clara.",
      },
      {
        title: "Integración con tus sistemas",
        body: "Conectamos asistentes y automatizaciones con tu CRM, ERP, correo o canales de atención.",
      },
      {
        title: "Datos y seguridad",
        body: "Definimos qué datos se usan, dónde viven y quién accede, para cuidar la información de tus clientes.",
      },
      {
        title: "Reglas de uso y capacitación",
        body: "Políticas claras y formación práctica para que tu equipo use la IA bien y con confianza.",
      },
    ],
    results: [
      "Procesos repetitivos automatizados con calidad medida",
      "Respuestas más rápidas a tus clientes",
      "Decisiones apoyadas en datos y no solo en intuición",
      "Cada caso de uso medido contra una línea base antes de escalarlo",
    ],
    process: [
      {
        title: "Diagnóstico de oportunidades",
        body: "Revisamos procesos y datos para encontrar los casos de uso con más retorno.",
      },
      {
        title: "Piloto",
        body: "Construimos una versión acotada y la medimos contra la forma actual de trabajar.",
      },
      {
        title: "Integración",
        body: "Llevamos lo que funcionó a la operación, conectado a tus sistemas y con controles.",
      },
      {
        title: "Escalamiento",
        body: "Extendemos a más equipos y procesos, con seguimiento de costo y calidad.",
      },
    ],
    cases: [
      {
        title: "Comercio electrónico con atención saturada",
        context:
          "Una tienda en línea recibe cientos de preguntas repetidas y su equipo de atención no alcanza.",
        approach:
          "Implementamos un asistente que responde las preguntas frecuentes con información de pedidos y escala los casos complejos a una persona.",
        outcome:
          "Tiempos de respuesta más cortos y un equipo que dedica su tiempo a los casos que lo necesitan.",
      },
      {
        title: "Área comercial que pierde oportunidades",
        context:
          "Un equipo de ventas B2B no da seguimiento a tiempo a los prospectos que llegan por distintos canales.",
        approach:
          "Usamos IA para clasificar y priorizar prospectos, resumir conversaciones y sugerir el siguiente paso en el CRM.",
        outcome: "Más oportunidades atendidas a tiempo y un embudo comercial más ordenado.",
      },
    ],
    faq: [
      {
        q: "¿Necesitamos un equipo de datos para empezar?",
        a: "No. Empezamos con los datos y herramientas que ya tienes, y te decimos qué haría falta para escalar.",
      },
      {
        q: "¿Qué pasa con la confidencialidad de nuestros datos?",
        a: "Elegimos herramientas y configuraciones que protegen tu información y definimos contigo qué datos se pueden usar y cuáles no.",
      },
      {
        q: "¿Cómo saben si un caso de uso funciona?",
        a: "Cada piloto tiene una métrica de éxito acordada desde el inicio, medida contra la forma actual de trabajar.",
      },
      {
        q: "¿La IA va a sustituir a mi equipo?",
        a: "Nuestro enfoque es quitarle a tu equipo el trabajo repetitivo para que dedique su tiempo a lo que requiere criterio y trato humano.",
      },
    ],
    finalCta: {
      title: "Pon la IA a trabajar en tu empresa",
      body: "Agenda una llamada de 30 minutos y exploramos juntos los casos de uso con más potencial.",
    },
  },

  goToMarket: {
    h1: serviceNames.goToMarket,
    lead: "Definimos a quién venderle, con qué mensaje, a qué precio y por qué canal, y lo ejecutamos contigo hasta que el crecimiento se vuelve repetible.",
    audience: "Para startups, scaleups y empresas que lanzan un producto o entran a un nuevo segmento.",
    highlights: [],
    included: [
      {
        title: "Cliente ideal y propuesta de valor",
        body: "Definimos con datos a quién le resuelves un problema por el que vale la pena pagar.",
      },
      {
        title: "Precio y posicionamiento",
        body: "Estrategia de precios, empaquetado y mensajes frente a tu competencia real.",
      },
      {
        title: "Canales de adquisición",
        body: "Diseñamos y probamos canales digitales, comerciales y de alianzas con presupuestos acotados.",
      },
      {
        title: "Proceso comercial",
        body: "Embudo, guiones, herramientas e indicadores para que vender no dependa del fundador.",
      },
      {
        title: "Lanzamiento",
        body: "Coordinamos el lanzamiento con marketing, ventas y operación para que nadie se quede atrás.",
      },
    ],
    results: [
      "Un plan comercial claro, con metas por canal",
      "Canales de adquisición probados con datos reales",
      "Un embudo de ventas medible que tu equipo puede operar",
      "Un costo de adquisición conocido y bajo control",
    ],
    process: [
      {
        title: "Investigación",
        body: "Entrevistas con clientes, análisis de la competencia y revisión de tus datos comerciales.",
      },
      {
        title: "Estrategia",
        body: "Cliente ideal, propuesta de valor, precio y canales, con hipótesis que se puedan medir.",
      },
      {
        title: "Pruebas rápidas",
        body: "Experimentos en los canales elegidos, con presupuestos acotados y métricas claras.",
      },
      {
        title: "Escalamiento",
        body: "Invertimos más en lo que funciona y documentamos el proceso para tu equipo.",
      },
    ],
    cases: [
      {
        title: "Startup B2B que depende del fundador",
        context:
          "Una startup B2B tiene un buen producto, pero casi todas sus ventas salen de la red personal del fundador.",
        approach:
          "Definimos su cliente ideal, probamos dos canales de prospección y documentamos un proceso comercial que el equipo puede repetir.",
        outcome:
          "Un canal de adquisición repetible y un equipo comercial que vende sin el fundador en cada llamada.",
      },
    ],
    faq: [
      {
        q: "¿Sirve si ya estamos vendiendo?",
        a: "Sí. Muchas empresas nos buscan cuando las ventas crecen menos que la inversión comercial. Empezamos por medir qué está funcionando.",
      },
      {
        q: "¿También ejecutan las campañas?",
        a: "Sí. Diseñamos y ejecutamos las pruebas con tu equipo y, si hace falta, coordinamos a agencias o proveedores especializados.",
      },
      {
        q: "¿Trabajan en mercados fuera de México?",
        a: "Nuestro foco es México y Latinoamérica, y también acompañamos a empresas mexicanas que salen a otros mercados.",
      },
      {
        q: "¿Cuánto presupuesto de marketing necesitamos?",
        a: "El suficiente para probar con rigor. Empezamos con pruebas acotadas y aumentamos la inversión solo en lo que demuestra resultados.",
      },
    ],
    finalCta: {
      title: "Lleva tu producto al mercado correcto",
      body: "Agenda una llamada de 30 minutos y revisamos tu estrategia comercial.",
    },
  },

  mvpValidation: {
    h1: serviceNames.mvpValidation,
    lead: "Antes de invertir meses y capital, probamos tu idea con clientes reales. En promedio, la validación toma de 4 a 8 semanas.",
    audience: "Para fundadores, equipos de innovación y empresas que exploran un nuevo producto.",
    highlights: [{ value: "4 a 8 semanas", label: "dura en promedio una validación" }],
    included: [
      {
        title: "Hipótesis y métricas de éxito",
        body: "Escribimos lo que tiene que ser cierto para que tu idea funcione y cómo lo vamos a medir.",
      },
      {
        title: "Prototipo o producto mínimo",
        body: "Construimos lo mínimo necesario para probar: una página, un prototipo, un servicio manual o una primera versión.",
      },
      {
        title: "Pruebas con clientes reales",
        body: "Entrevistas, preventas y pruebas de uso con clientes potenciales, no con amigos.",
      },
      {
        title: "Análisis y recomendación",
        body: "Resultados claros y una recomendación honesta: avanzar, ajustar o descartar.",
      },
    ],
    results: [
      "En 4 a 8 semanas en promedio, evidencia para decidir si avanzar, ajustar o descartar",
      "Conocer qué están dispuestos a pagar tus clientes, y por qué",
      "Un producto enfocado en lo que de verdad se usa",
      "Datos sólidos para tus conversaciones con inversionistas",
    ],
    process: [
      {
        title: "Hipótesis",
        body: "Definimos las preguntas críticas y los criterios de éxito antes de construir nada.",
      },
      {
        title: "Construcción mínima",
        body: "Hacemos lo más simple que permita probar cada hipótesis.",
      },
      {
        title: "Pruebas",
        body: "Ponemos la propuesta frente a clientes reales y medimos su respuesta.",
      },
      {
        title: "Decisión",
        body: "Presentamos los resultados y acordamos el siguiente paso con el equipo fundador.",
      },
    ],
    cases: [
      {
        title: "Plataforma para restaurantes",
        context:
          "Un equipo fundador quiere construir una plataforma de pedidos para restaurantes independientes.",
        approach:
          "Antes de desarrollar el producto completo, probamos la propuesta con un prototipo y preventas, y medimos qué funciones piden los restaurantes.",
        outcome:
          "Un modelo ajustado a lo que los clientes están dispuestos a pagar y un producto inicial más pequeño y enfocado.",
      },
    ],
    faq: [
      {
        q: "¿Necesito tener un producto construido?",
        a: "No. Muchas ideas se pueden validar con prototipos, pruebas manuales o preventas, antes de escribir una sola línea de código.",
      },
      {
        q: "¿Por qué de 4 a 8 semanas?",
        a: "Es el tiempo promedio que toma diseñar las pruebas, llegar a suficientes clientes potenciales y obtener resultados confiables. Depende de lo complejo que sea tu mercado.",
      },
      {
        q: "¿Y si los resultados dicen que la idea no funciona?",
        a: "Es un buen resultado: ahorras meses y capital. Normalmente también aparecen pistas para ajustar la idea hacia algo que sí funcione.",
      },
      {
        q: "¿Ustedes desarrollan el producto final?",
        a: "Nos enfocamos en validar. Si decides avanzar, te ayudamos a definir el alcance del producto y a elegir al equipo que lo construya.",
      },
    ],
    finalCta: {
      title: "Valida tu idea antes de escalarla",
      body: "Agenda una llamada de 30 minutos y diseñamos juntos el primer experimento.",
    },
  },
};
