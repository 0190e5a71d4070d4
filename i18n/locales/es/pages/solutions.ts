/** Solutions: three segments, the growth stages and a closing call to action. */
export const solutions = {
  /** After the three kinds of company: the funds page. */
  funds: {
    prompt:
      "¿Eres un fondo de inversión? Trabajamos con 3 a 5 empresas de tu portafolio por trimestre, también con las que entran a México.",
    link: "Ver el programa para fondos",
  },
  eyebrow: "Soluciones",
  h1: "Soluciones según el punto de partida de tu empresa",
  lead: "Entrar a México, profesionalizar una empresa familiar y escalar una startup son retos distintos. Adaptamos el equipo, el plan y los plazos a tu situación.",
  segmentLabels: {
    challenges: "Retos que resolvemos",
    result: "Resultado que buscamos",
    services: "Servicios clave",
  },
  foreignQuiz: {
    prompt: "¿Vas a entrar a México? Responde el quiz y te decimos por dónde empezar.",
    button: "Hacer el quiz",
  },
  segments: {
    foreignCompanies: {
      title: "Empresas extranjeras",
      body: "Llegas a México con un producto probado en otro mercado. Te ayudamos a elegir la estructura legal y fiscal adecuada, a adaptar tu propuesta al comprador mexicano y a cerrar tus primeros clientes con un equipo local que ya conoce el camino.",
      challenges: [
        "Constituir la empresa y cumplir con trámites, permisos y obligaciones fiscales",
        "Entender al comprador mexicano y ajustar precio, mensaje y canal",
        "Contratar y formar al primer equipo local",
      ],
      window: "6 a 12 meses",
      result: "Tu operación establecida en México, vendiendo y con un equipo local propio.",
    },
    familyBusinesses: {
      title: "Empresas familiares y pymes",
      body: "Tu empresa tiene clientes leales y años de historia, pero muchas decisiones pasan por una sola persona y los procesos viven en hojas de cálculo. Ordenamos la operación, las finanzas y el gobierno para que la empresa crezca con método.",
      challenges: [
        "Procesos que dependen de personas clave y no de sistemas",
        "Información financiera que llega tarde o incompleta",
        "Sucesión, gobierno corporativo y roles poco definidos",
      ],
      window: "12 meses",
      result:
        "Una operación más eficiente y rentable, con indicadores claros y un equipo directivo que decide con datos.",
    },
    startups: {
      title: "Startups y scaleups",
      body: "Tienes producto y ambición; te falta tiempo. Trabajamos con el equipo fundador para validar lo que importa, encontrar canales de adquisición que escalen y construir las métricas que tu siguiente ronda va a pedir.",
      challenges: [
        "Validar el producto antes de quemar capital",
        "Pasar de ventas del fundador a un proceso comercial repetible",
        "Preparar métricas y narrativa para la siguiente ronda",
      ],
      window: "3 a 6 meses",
      result:
        "Tracción demostrable: un canal de crecimiento probado y métricas que resisten la revisión de un inversionista.",
    },
  },
  stages: {
    eyebrow: "Etapas de crecimiento",
    title: "Las cinco etapas de crecimiento de una empresa",
    intro:
      "Saber en qué etapa estás define qué hacer primero. Esto es lo típico de cada una y los servicios que recomendamos para avanzar a la siguiente. El quiz te ubica con tus cuatro respuestas juntas, no solo con tu facturación.",
    indicatorsLabel: "Lo típico",
    servicesLabel: "Servicios recomendados",
    stageLabel: "Etapa {{number}}",
    quizPrompt: "¿No sabes en cuál estás? El quiz te ubica en dos minutos.",
    quizButton: "Descubrir mi etapa",
  },
  finalCta: {
    title: "Encuentra la solución para tu empresa",
    body: "Cuéntanos dónde estás y a dónde quieres llegar. En una llamada de 30 minutos te proponemos un primer plan de acción.",
  },
};
