import { describe, expect, it } from "vitest";
import { serviceIdForName } from "#domain/quiz/service-links.ts";
import { stages } from "#domain/quiz/stages.ts";
import { pathFor } from "#domain/site/pages.ts";
import { languages, type Language } from "./languages.ts";
import { serviceIds } from "#domain/site/screens.ts";
import { resources } from "./resources.ts";
import { locales } from "./words.ts";

const names = (lang: Language) => locales[lang].serviceNames;

describe("one name per service and language", () => {
  it.each(languages)(
    "every stage's result links (%s) read exactly like the <h1> of the page they open",
    (lang) => {
      const { common, pages } = resources[lang];
      let links = 0;
      for (const stage of stages) {
        for (const id of stage.services) {
          // ResultStep renders `screenName.${id}` as the text of a link to pathFor(id, lang).
          expect(pathFor(id, lang)).toMatch(new RegExp(`^/${lang}/`));
          expect(common.screenName[id], `${stage.key} → ${id}`).toBe(pages[id].h1);
          links += 1;
        }
      }
      expect(links).toBe(15);
    },
  );

  it.each(languages)("the navigation, the <h1> and the page title use the one name (%s)", (lang) => {
    const { common, pages } = resources[lang];
    for (const id of serviceIds) {
      expect(common.screenName[id]).toBe(names(lang)[id]);
      expect(pages[id].h1).toBe(names(lang)[id]);
      expect(common.meta[id].title.startsWith(names(lang)[id])).toBe(true);
    }
  });

  it("no two services share a name, in any language", () => {
    for (const lang of languages) expect(new Set(Object.values(names(lang))).size).toBe(serviceIds.length);
  });

  it("the older service names each name one of the services", () => {
    for (const alias of ["Transformación del Crecimiento", "Executive Advisory", "Go-to-Market Strategy"]) {
      expect(serviceIds).toContain(serviceIdForName(alias));
    }
  });
});
