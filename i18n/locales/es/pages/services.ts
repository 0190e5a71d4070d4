import type { ServiceId } from "#domain/site/screens.ts";

/** Services overview: the seven services and the four-step process. */
export const services = {
  eyebrow: "Servicios",
  h1: "Nuestros servicios, un mismo equipo de operadores",
  lead: "Cada servicio resuelve un reto concreto de crecimiento. Todos siguen el mismo método de cuatro pasos y se miden con indicadores acordados desde el inicio.",
  catalogue: {
    title: "Nuestros servicios",
    intro:
      "Empieza por el que resuelve tu reto más urgente; muchas empresas combinan dos o tres a lo largo de un año.",
    more: "Conocer el servicio",
    summaries: {
      growthTransformation:
        "Encontramos dónde se atora tu crecimiento y rediseñamos contigo ventas, operación y finanzas para destrabarlo.",
      executiveAdvisoryPanel:
        "Socios con experiencia en operaciones, finanzas, crecimiento y asuntos jurídicos se suman a las decisiones clave de tu dirección.",
      softLanding:
        "Establecemos tu empresa en México: estructura legal y fiscal, primeros clientes y equipo local, con la meta de reducir hasta 50% tu costo de entrada.",
      digitalTransformation:
        "Digitalizamos los procesos que más pesan en tu operación; en nuestra experiencia, los primeros resultados se ven en 3 a 6 meses.",
      aiIntegration:
        "Llevamos la inteligencia artificial de la prueba piloto a la operación diaria, con casos de uso medidos en tiempo, costo o ventas.",
      goToMarket:
        "Definimos a quién venderle, con qué mensaje y por qué canal, y lo ejecutamos contigo hasta que el crecimiento sea repetible.",
      mvpValidation:
        "Probamos tu idea con clientes reales antes de invertir de más: en nuestra experiencia, de 4 a 8 semanas en promedio.",
    } satisfies Record<ServiceId, string>,
  },
  process: {
    eyebrow: "Cómo trabajamos",
    title: "Un proceso de cuatro pasos",
    intro: "El mismo método en cada servicio, para que siempre sepas en qué punto estamos y qué sigue.",
    steps: {
      diagnostic: {
        title: "Diagnóstico",
        body: "Entendemos tu empresa, tus números y tu mercado. Definimos la línea base contra la que vamos a medir.",
      },
      strategy: {
        title: "Estrategia",
        body: "Priorizamos las pocas palancas con más impacto y acordamos metas, responsables y plazos.",
      },
      execution: {
        title: "Ejecución",
        body: "Hacemos el trabajo junto con tu equipo, en ciclos cortos y con avances que se ven cada semana.",
      },
      optimization: {
        title: "Optimización",
        body: "Medimos, ajustamos y escalamos lo que funciona; lo que no, lo dejamos a tiempo.",
      },
    },
  },
  quiz: {
    title: "¿No sabes por cuál empezar?",
    body: "El quiz de crecimiento ubica a tu empresa en una de cinco etapas y te dice qué servicios te convienen hoy.",
    button: "Hacer el quiz",
  },
  finalCta: {
    title: "Empieza por una llamada",
    body: "En 30 minutos te decimos qué servicio puede tener más impacto en tu empresa hoy, y cuál todavía no.",
  },
};
