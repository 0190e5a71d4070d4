import { serviceNames } from "../../service-names.ts";
import { services } from "../services.ts";
import type { ServiceCopy } from "./service-copy.ts";

/** The Services page's four-step method; this page applies each step to the service. */
const method = services.process.steps;

export const goToMarket: ServiceCopy = {
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
      body: "Estrategia de precios, paquetes y mensajes frente a tu competencia real.",
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
      title: method.diagnostic.title,
      body: "Entrevistas con clientes, análisis de la competencia y revisión de tus datos comerciales: la línea base de conversión y costo de adquisición.",
    },
    {
      title: method.strategy.title,
      body: "Cliente ideal, propuesta de valor, precio y canales, con hipótesis que se puedan medir.",
    },
    {
      title: method.execution.title,
      body: "Pruebas rápidas en los canales elegidos, con presupuestos acotados y métricas claras.",
    },
    {
      title: method.optimization.title,
      body: "Invertimos más en lo que funciona, dejamos lo que no y documentamos el proceso para tu equipo.",
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
};
