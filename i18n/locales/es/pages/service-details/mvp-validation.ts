import { serviceNames } from "../../service-names.ts";
import { services } from "../services.ts";
import type { ServiceCopy } from "./service-copy.ts";

/** The Services page's four-step method; this page applies each step to the service. */
const method = services.process.steps;

export const mvpValidation: ServiceCopy = {
  h1: serviceNames.mvpValidation,
  lead: "Antes de invertir meses y capital, probamos tu idea con clientes reales. En nuestra experiencia, una validación toma de 4 a 8 semanas en promedio.",
  audience: "Para fundadores, equipos de innovación y empresas que exploran un nuevo producto.",
  highlights: [{ value: "4 a 8 semanas", label: "dura en promedio una validación, en nuestra experiencia" }],
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
    "Un producto inicial limitado a las funciones que los clientes usaron o pidieron en las pruebas",
    "Datos sólidos para tus conversaciones con inversionistas",
  ],
  process: [
    {
      title: method.diagnostic.title,
      body: "Escribimos las hipótesis críticas y lo que hoy sabes de tus clientes: la línea base contra la que medimos cada prueba.",
    },
    {
      title: method.strategy.title,
      body: "Diseñamos las pruebas y lo mínimo que hay que construir para cada hipótesis, con su criterio de éxito.",
    },
    {
      title: method.execution.title,
      body: "Construimos lo más simple posible, lo ponemos frente a clientes reales y medimos su respuesta.",
    },
    {
      title: method.optimization.title,
      body: "Presentamos los resultados y acordamos con el equipo fundador el siguiente paso: avanzar, ajustar o descartar.",
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
      a: "Es lo que, en nuestra experiencia, toma en promedio diseñar las pruebas, llegar a suficientes clientes potenciales y obtener resultados confiables. Depende de lo complejo que sea tu mercado.",
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
};
