import { describe, expect, it } from "vitest";
import { defaultLanguage, languageList } from "./languages.ts";
import { screenIds } from "#domain/site/screens.ts";
import { namespaces, resources } from "./resources.ts";

type Tree = unknown;

/** Every leaf of a resource tree as [key path, value]; arrays use their index (`sections.0.title`). */
function leaves(tree: Tree, prefix = ""): [string, unknown][] {
  if (tree !== null && typeof tree === "object") {
    return Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
  }
  return [[prefix, tree]];
}

/** The shape of a tree: objects by key, arrays by length, strings as "string". */
function shape(tree: Tree): unknown {
  if (Array.isArray(tree)) return tree.map((item) => shape(item));
  if (tree !== null && typeof tree === "object") {
    return Object.fromEntries(
      Object.entries(tree)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, value]) => [key, shape(value)]),
    );
  }
  return typeof tree;
}

const languages = Object.keys(resources) as (keyof typeof resources)[];

describe("bundled resources", () => {
  it("exist for every language of the list, with the same namespaces", () => {
    expect(languages.sort()).toEqual([...languageList.map((l) => l.code)].sort());
    for (const lang of languages) {
      expect(Object.keys(resources[lang]).sort()).toEqual([...namespaces].sort());
    }
  });

  it.each(
    namespaces.flatMap((ns) =>
      languages.filter((l) => l !== defaultLanguage).map((lang) => [ns, lang] as const),
    ),
  )("%s: %s has exactly the source language's keys and array lengths", (ns, lang) => {
    expect(shape(resources[lang][ns])).toEqual(shape(resources[defaultLanguage][ns]));
    const sourceKeys = leaves(resources[defaultLanguage][ns]).map(([key]) => key);
    const keys = leaves(resources[lang][ns]).map(([key]) => key);
    expect(keys.sort()).toEqual(sourceKeys.sort());
  });

  it("has a page copy, a screen name and a meta entry for every screen", () => {
    for (const lang of languages) {
      const { common, pages } = resources[lang];
      for (const screen of screenIds) {
        expect(pages[screen].h1, `${lang} pages.${screen}.h1`).toBeTruthy();
        expect(common.screenName[screen], `${lang} common.screenName.${screen}`).toBeTruthy();
        expect(common.meta[screen].title, `${lang} common.meta.${screen}.title`).toBeTruthy();
      }
    }
  });

  describe.each(languages)("%s", (lang) => {
    const all = namespaces.flatMap((ns) =>
      leaves(resources[lang][ns]).map(([key, value]) => [`${ns}:${key}`, key, value] as const),
    );

    it("has leaves to check", () => {
      expect(all.length).toBeGreaterThan(100);
    });

    it("every value is a non-empty string", () => {
      const bad = all.filter(([, , value]) => typeof value !== "string" || value.trim() === "");
      expect(bad.map(([path]) => path)).toEqual([]);
    });

    it("no value equals its own key path", () => {
      const echoes = all.filter(([path, key, value]) => {
        if (typeof value !== "string") return false;
        const last = key.split(".").at(-1);
        return value === key || value === path || value === last;
      });
      expect(echoes.map(([path]) => path)).toEqual([]);
    });

    it("has no placeholder markers", () => {
      // Case-sensitive: Spanish "todos" is not a TODO.
      const marker = /\b(TODO|FIXME|TBD)\b|[Ll]orem ipsum/;
      const markers = all.filter(([, , value]) => typeof value === "string" && marker.test(value));
      expect(markers.map(([path]) => path)).toEqual([]);
    });
  });

  it("uses the same interpolation variables in both languages", () => {
    const vars = (value: unknown) =>
      [...String(value).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    for (const ns of namespaces) {
      const en = new Map(leaves(resources.en[ns]));
      for (const [key, value] of leaves(resources.es[ns])) {
        expect(vars(en.get(key)), `${ns}:${key}`).toEqual(vars(value));
      }
    }
  });
});
