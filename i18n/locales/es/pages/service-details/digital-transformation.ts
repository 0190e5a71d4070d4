import { serviceNames } from "../../service-names.ts";
import { services } from "../services.ts";
import type { ServiceCopy } from "./service-copy.ts";

/** The Services page's four-step method; this page applies each step to the service. */
const method = services.process.steps;

export const digitalTransformation: ServiceCopy = {
  h1: serviceNames.digitalTransformation,
  lead: "Digitalizamos los procesos que más pesan en tu operación para que tu equipo dedique su tiempo a lo que genera valor. En nuestra experiencia, los primeros resultados se ven en 3 a 6 meses.",
  audience: "Para empresas cuya operación depende de hojas de cálculo, papel o sistemas que no se hablan.",
  highlights: [
    { value: "Hasta 25%", label: "más productividad en los procesos intervenidos: nuestra meta" },
    { value: "Hasta 30%", label: "de ahorro operativo: nuestra meta" },
    { value: "3 a 6 meses", label: "para ver los primeros resultados, en nuestra experiencia" },
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
    "Indicadores de la dirección disponibles a tiempo, sin captura manual",
  ],
  process: [
    {
      title: method.diagnostic.title,
      body: "Documentamos tus procesos actuales y medimos tiempos, errores y costos: la línea base de productividad y ahorro.",
    },
    {
      title: method.strategy.title,
      body: "Elegimos los procesos con más impacto y definimos la solución, su costo y la meta de cada uno.",
    },
    {
      title: method.execution.title,
      body: "Configuramos, integramos y lanzamos por etapas, sin detener la operación.",
    },
    {
      title: method.optimization.title,
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
};
