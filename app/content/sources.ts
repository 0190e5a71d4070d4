/**
 * Links of the cited statistics and evidence, each the page the figure was read in
 * (docs/product.md, "Figures and sources"; tests/e2e/facts.ts lists every allowed
 * one). The text that cites each one is translated copy.
 */
export const fundsStatSources = {
  seriesB:
    "https://elceo.com/negocios/startups-se-atoran-en-latam-y-en-mexico-avanzan-asi-es-el-nuevo-ritmo-del-capital-de-riesgo",
  seedToA:
    "https://serebrisky.com/2025/08/18/latin-america-venture-capital-shows-resilience-in-2025-but-challenges-remain",
  mexico: "https://www.fintechexpert.mx/p/startups-mexico-lideran-vc-latam-q2-2025",
  ai: "https://www.eleconomista.com.mx/tecnologia/495-000-empresas-mexicanas-adoptaron-inteligencia-artificial-ultimo-ano-aws-20250821-773702.html",
} as const;

export const fundsEvidenceSources = {
  monitoring: "https://www.iwh-halle.de/en/publications/detail/the-impact-of-venture-capital-monitoring/",
  puebla: "https://www.socialscienceregistry.org/trials/1331/history/9635",
  india: "https://www.gov.uk/dfid-research-outputs/does-management-matter-evidence-from-india-200148",
  colombia: "https://doi.org/10.1016/j.jfineco.2020.07.012",
  gali: "https://www.galidata.org/mexico/",
} as const;

export const ourNameSources = {
  secondAscent: "https://www.ukclimbing.com/news/2016/11/2nd_ascent_of_es_pontas_for_jernej_kruder-70779",
  history: "https://www.ukclimbing.com/articles/features/a_history_of_mallorca_deep_water_soloing-3539",
} as const;
