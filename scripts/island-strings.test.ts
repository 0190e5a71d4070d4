import path from "node:path";
import { describe, expect, it } from "vitest";
import { resources } from "../i18n/resources.ts";
import { islandFile, islandNames, type IslandName } from "../app/islands/names.ts";
import { islandSources, islandStrings } from "./island-strings.ts";

const stringsOf = (name: IslandName) =>
  islandStrings(
    islandSources(process.cwd(), path.join("app/islands", islandFile(name))).values(),
    resources.es,
  );

describe("an island's strings (scripts/island-strings.ts)", () => {
  it("are what its sources read, not the site's copy", () => {
    const header = stringsOf("header");
    expect(Object.keys(header.site.common)).toEqual(expect.arrayContaining(["nav", "language"]));
    expect(header.site.quiz).not.toHaveProperty("questions");
    expect(header.pages).toEqual({});
    const quiz = stringsOf("quiz");
    expect(Object.keys(quiz.site.quiz)).toEqual(
      expect.arrayContaining(["questions", "result", "confirmation"]),
    );
    expect(Object.keys(stringsOf("contact").pages)).toEqual(["contact"]);
    // The pages' meta tags and footer are the server's alone.
    for (const name of islandNames) {
      expect(stringsOf(name).site.common, name).not.toHaveProperty("meta");
      expect(stringsOf(name).site.common, name).not.toHaveProperty("footer");
    }
  });

  it("follow dynamic imports and leave the translations' own modules out", () => {
    const files = [...islandSources(process.cwd(), "app/islands/quiz.island.tsx").keys()].map((f) =>
      path.relative(process.cwd(), f),
    );
    expect(files).toContain("app/features/quiz/lead-form.tsx");
    expect(
      files.filter(
        (f) => f.startsWith("i18n/locales") || f.endsWith("resources.ts") || f === "i18n/words.ts",
      ),
    ).toEqual([]);
  });
});
