import { serviceNames } from "../../service-names.ts";
import { services } from "../services.ts";
import type { ServiceCopy } from "./service-copy.ts";

/** The Services page's four-step method; this page applies each step to the service. */
const method = services.process.steps;

export const aiIntegration: ServiceCopy = {
  h1: serviceNames.aiIntegration,
  lead: "Llevamos la inteligencia artificial de la prueba piloto a la operación diaria, con casos de uso que se miden en tiempo, costo o ventas.",
  audience: "Para empresas que ya probaron la IA, o quieren hacerlo, y necesitan resultados en la operación.",
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
    "Tiempos de respuesta a tus clientes más cortos y medidos",
    "Horas ahorradas y costo de cada caso de uso, medidos cada mes",
    "Cada caso de uso medido contra una línea base antes de escalarlo",
  ],
  process: [
    {
      title: method.diagnostic.title,
      body: "Revisamos procesos y datos para encontrar los casos de uso con más retorno, y medimos cómo se trabaja hoy: la línea base de cada uno.",
    },
    {
      title: method.strategy.title,
      body: "Priorizamos los casos de uso y fijamos para cada piloto su alcance, su métrica de éxito y su meta.",
    },
    {
      title: method.execution.title,
      body: "Construimos pilotos acotados y llevamos lo que funciona a la operación, conectado a tus sistemas y con controles.",
    },
    {
      title: method.optimization.title,
      body: "Extendemos lo que funcionó a más equipos y procesos, con seguimiento de costo y calidad contra la línea base.",
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
};
