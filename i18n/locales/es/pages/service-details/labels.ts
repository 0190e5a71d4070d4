/** Labels shared by the seven service detail pages. */
export const serviceDetail = {
  eyebrow: "Servicio",
  includedTitle: "Qué incluye",
  resultsTitle: "Resultados esperados",
  resultsIntro:
    "Lo que buscamos lograr contigo. Fijamos cada meta al inicio y la medimos contra una línea base acordada.",
  processTitle: "Cómo lo hacemos",
  processIntro: "Los cuatro pasos del método que siguen todos nuestros servicios, aplicados a este.",
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
