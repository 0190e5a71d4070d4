/**
 * Every source URL the site may cite (docs/product.md, "Figures and sources"),
 * each the page its figure was read in: the only external links a page may carry.
 * A journal article is cited by its DOI (docs/decisions/101); app/content/sources.test.ts
 * checks that this list and app/content/sources.ts agree.
 */
export const factsUrls = [
  "https://en.wikipedia.org/wiki/Es_Pont%C3%A0s_(climb)",
  "https://www.ukclimbing.com/news/2016/11/2nd_ascent_of_es_pontas_for_jernej_kruder-70779",
  "https://www.ukclimbing.com/articles/features/a_history_of_mallorca_deep_water_soloing-3539",
  "https://elceo.com/negocios/startups-se-atoran-en-latam-y-en-mexico-avanzan-asi-es-el-nuevo-ritmo-del-capital-de-riesgo",
  "https://serebrisky.com/2025/08/18/latin-america-venture-capital-shows-resilience-in-2025-but-challenges-remain",
  "https://www.fintechexpert.mx/p/startups-mexico-lideran-vc-latam-q2-2025",
  "https://carta.com/data/time-between-VC-rounds-2024/",
  "https://doi.org/10.1111/jofi.12370",
  "https://doi.org/10.1086/696154",
  "https://doi.org/10.1093/qje/qjs044",
  "https://doi.org/10.1016/j.jfineco.2020.07.012",
  "https://www.galidata.org/mexico/",
] as const;
