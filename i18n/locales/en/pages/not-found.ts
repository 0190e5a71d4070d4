import type { notFound as es } from "../../es/pages/not-found.ts";

export const notFound = {
  h1: "Page not found",
  lead: "The page you're looking for doesn't exist or has moved. These links can help you carry on.",
  linksTitle: "Pages that might help",
  links: {
    home: "What we do and how we work",
    solutions: "For foreign companies, family businesses, SMEs and startups",
    services: "Our services and our method",
    funds: "For venture capital funds",
    quiz: "Find your growth stage in two minutes",
    contact: "Book a call or write to us",
  },
} satisfies typeof es;
