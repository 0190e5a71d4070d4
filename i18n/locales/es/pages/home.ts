/** Home page (docs/product.md, "Pages and languages"). */
export const home = {
  eyebrow: "Operadores de crecimiento en México",
  h1: "Hacemos crecer tu empresa desde adentro",
  lead: "Somos operadores, no consultores: nos sumamos a tu equipo, ejecutamos contigo y respondemos por los resultados, no por el número de diapositivas.",
  heroSecondary: "Ver soluciones",
  heroNote: "Llamada de 30 minutos, gratuita y sin compromiso.",
  value: {
    eyebrow: "Nuestra propuesta",
    title: "Operadores, no consultores",
    body: "Un reporte no cambia una empresa; la ejecución sí. Por eso trabajamos dentro de tu operación, con tu equipo y con tus datos, y nos quedamos hasta que los cambios se reflejan en los números.",
    consultant: {
      title: "Consultoría tradicional",
      items: [
        "Entrega un diagnóstico y un plan",
        "Recomienda y deja la ejecución a tu equipo",
        "Cobra por entregables",
      ],
    },
    operator: {
      title: "Operadores de {{brand}}",
      items: [
        "Diagnostican, deciden contigo y ejecutan",
        "Trabajan hombro con hombro con tu equipo",
        "Se miden por resultados acordados desde el inicio",
      ],
    },
  },
  benefits: {
    eyebrow: "Por qué {{brand}}",
    title: "Lo que ganas al trabajar con operadores",
    items: {
      execution: {
        title: "Ejecución directa",
        body: "No te dejamos una lista de tareas: hacemos el trabajo junto con tu equipo, desde el primer ciclo.",
      },
      experience: {
        title: "Más de 15 años de experiencia",
        body: "Hemos dirigido operaciones, finanzas y equipos comerciales en empresas que crecieron rápido y en mercados exigentes.",
      },
      results: {
        title: "Resultados medibles",
        body: "Cada proyecto arranca con indicadores, línea base y metas. Si no se puede medir, no lo prometemos.",
      },
      network: {
        title: "Red estratégica",
        body: "Te conectamos con socios, proveedores, talento e inversionistas que ya conocemos en México y la región.",
      },
    },
  },
  audiences: {
    eyebrow: "A quién ayudamos",
    title: "Tres tipos de empresa, tres formas de crecer",
    intro: "Cada punto de partida pide un plan distinto. Elige el tuyo y conoce cómo trabajamos en tu caso.",
    link: "Ver la solución",
    /** Under the three: the funds page, for an investor reading on behalf of its companies. */
    funds: {
      prompt:
        "¿Inviertes en empresas que quieren crecer? Trabajamos con 3 a 5 empresas de tu portafolio por trimestre.",
      link: "Ver el programa para fondos",
    },
    items: {
      foreignCompanies: {
        title: "Empresas extranjeras",
        body: "Que quieren entrar a México con la estructura correcta y vender cuanto antes, sin aprender a base de errores caros.",
      },
      familyBusinesses: {
        title: "Empresas familiares y pymes",
        body: "Que ya tienen clientes y prestigio, y necesitan profesionalizar su operación para crecer sin depender de una sola persona.",
      },
      startups: {
        title: "Startups y scaleups",
        body: "Que necesitan validar, encontrar canales que escalen y llegar a su siguiente ronda con métricas que convenzan.",
      },
    },
  },
  quiz: {
    title: "¿En qué etapa de crecimiento está tu empresa?",
    body: "Responde cuatro preguntas y conoce tu etapa, cómo la calculamos con tus respuestas y los servicios que más te ayudarían hoy.",
    button: "Hacer el quiz de crecimiento",
    note: "4 preguntas · 2 minutos",
  },
  finalCta: {
    title: "Hablemos de tu siguiente etapa",
    body: "En 30 minutos revisamos dónde está tu empresa, qué la frena y por dónde empezaríamos. Sin costo y sin compromiso.",
    secondary: "Escríbenos",
  },
};
