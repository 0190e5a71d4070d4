/** The not-found page (HTTP 404). */
export const notFound = {
  h1: "Página no encontrada",
  lead: "La página que buscas no existe o cambió de dirección. Estos enlaces te pueden servir para seguir.",
  linksTitle: "Páginas que te pueden servir",
  links: {
    home: "Qué hacemos y cómo trabajamos",
    solutions: "Para empresas extranjeras, familiares, pymes y startups",
    services: "Nuestros servicios y nuestro método",
    funds: "Para fondos de capital de riesgo",
    quiz: "Descubre tu etapa en dos minutos",
    contact: "Agenda una llamada o escríbenos",
  },
};
