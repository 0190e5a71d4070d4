import { describe, expect, it } from "vitest";
import { languages } from "#i18n/languages.ts";
import { factsUrls } from "../../tests/e2e/facts.ts";
import { resources } from "#i18n/resources.ts";
import { fundsEvidenceSources, fundsStatSources, ourNameSources } from "./sources.ts";

/**
 * Where a cited figure may link (docs/decisions/101): a journal article by its DOI,
 * anything else on the page of whoever published the figure. These are those
 * publishers' hosts; a new source adds its host here, on purpose.
 */
const publisherHosts = new Set([
  "elceo.com", // El CEO (Endeavor and Glisco Partners' figures)
  "serebrisky.com", // Diego Serebrisky's commentary of LAVCA's data
  "www.fintechexpert.mx", // Fintech Expert MX (LAVCA's data)
  "carta.com", // Carta's own data
  "www.galidata.org", // GALI's own findings
  "www.ukclimbing.com", // UKClimbing's articles
  "en.wikipedia.org", // the Es Pontàs (climb) article
]);
const doi = /^https:\/\/doi\.org\/10\.\d{4,9}\/\S+$/;

const sources: Record<string, string> = {
  ...Object.fromEntries(Object.entries(fundsStatSources).map(([key, url]) => [`funds.whyNow.${key}`, url])),
  ...Object.fromEntries(
    Object.entries(fundsEvidenceSources).map(([key, url]) => [`funds.evidence.${key}`, url]),
  ),
  ...Object.fromEntries(Object.entries(ourNameSources).map(([key, url]) => [`ourName.${key}`, url])),
};

/** Whether a URL is a DOI or a page of one of the publishers. */
function allowed(url: string): boolean {
  const { protocol, host } = new URL(url);
  return protocol === "https:" && (doi.test(url) || publisherHosts.has(host));
}

describe("cited sources", () => {
  it("every source links a DOI or a publisher's own page", () => {
    expect(Object.keys(sources).length).toBeGreaterThanOrEqual(12);
    const others = Object.entries(sources).filter(([, url]) => !allowed(url));
    expect(others).toEqual([]);
  });

  it("a journal article is linked by its DOI", () => {
    const journal = /\bJournal\b|\bQJE\b|\bReview\b/;
    for (const lang of languages) {
      const items = resources[lang].pages.funds.evidence.items;
      for (const [key, item] of Object.entries(items)) {
        if (!journal.test(item.source)) continue;
        expect(fundsEvidenceSources[key as keyof typeof fundsEvidenceSources], `${lang} ${key}`).toMatch(doi);
      }
    }
  });

  it("the end-to-end tests allow exactly these sources, and each passes the same rule", () => {
    expect([...factsUrls].sort()).toEqual(Object.values(sources).sort());
    expect(factsUrls.filter((url) => !allowed(url))).toEqual([]);
  });

  it.each(languages)("every cited item of the copy has its link, and every link its item (%s)", (lang) => {
    const { funds, ourName } = resources[lang].pages;
    expect(Object.keys(funds.whyNow.stats).sort()).toEqual(Object.keys(fundsStatSources).sort());
    expect(Object.keys(funds.evidence.items).sort()).toEqual(Object.keys(fundsEvidenceSources).sort());
    const cited = Object.keys(ourName.sources).filter((key) => key !== "title");
    expect(cited.sort()).toEqual(Object.keys(ourNameSources).sort());
  });
});
