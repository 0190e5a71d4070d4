import { serviceNames } from "../../service-names.ts";
import { services } from "../services.ts";
import type { ServiceCopy } from "./service-copy.ts";

/** The Services page's four-step method; this page applies each step to the service. */
const method = services.process.steps;

export const growthTransformation: ServiceCopy = {
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
    "Rutinas de gestión (tablero y juntas semanales) que el equipo directivo opera sin el fundador",
  ],
  process: [
    {
      title: method.diagnostic.title,
      body: "Entrevistas, datos y observación de la operación para entender dónde se pierde el crecimiento, y la línea base de ventas, margen y conversión.",
    },
    {
      title: method.strategy.title,
      body: "Una hoja de ruta de tres a cinco iniciativas, cada una con indicador, meta y responsable.",
    },
    {
      title: method.execution.title,
      body: "Implementamos con tu equipo en ciclos cortos y revisamos avances cada semana.",
    },
    {
      title: method.optimization.title,
      body: "Medimos contra la línea base, ajustamos lo que no rinde y dejamos las rutinas documentadas en manos de tu equipo.",
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
};
