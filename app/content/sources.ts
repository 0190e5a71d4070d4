/**
 * Links of the cited statistics, evidence and story, each the page the figure was read in
 * (docs/product.md, "Figures and sources"; tests/e2e/facts.ts lists every allowed one). A
 * journal article is linked by its DOI; anything else by its publisher's own page
 * (docs/decisions/101; app/content/sources.test.ts holds the allowed hosts). The text
 * that cites each one is translated copy.
 */
export const fundsStatSources = {
  seriesB:
    "https://elceo.com/negocios/startups-se-atoran-en-latam-y-en-mexico-avanzan-asi-es-el-nuevo-ritmo-del-capital-de-riesgo",
  seedToA:
    "https://serebrisky.com/2025/08/18/latin-america-venture-capital-shows-resilience-in-2025-but-challenges-remain",
  mexico: "https://www.fintechexpert.mx/p/startups-mexico-lideran-vc-latam-q2-2025",
  seedToAInterval: "https://carta.com/data/time-between-VC-rounds-2024/",
} as const;

export const fundsEvidenceSources = {
  monitoring: "https://doi.org/10.1111/jofi.12370",
  puebla: "https://doi.org/10.1086/696154",
  india: "https://doi.org/10.1093/qje/qjs044",
  colombia: "https://doi.org/10.1016/j.jfineco.2020.07.012",
  gali: "https://www.galidata.org/mexico/",
} as const;

export const ourNameSources = {
  wikipedia: "https://en.wikipedia.org/wiki/Es_Pont%C3%A0s_(climb)",
  secondAscent: "https://www.ukclimbing.com/news/2016/11/2nd_ascent_of_es_pontas_for_jernej_kruder-70779",
  history: "https://www.ukclimbing.com/articles/features/a_history_of_mallorca_deep_water_soloing-3539",
} as const;
