import { describe, expect, it } from "vitest";
import { interpolate, lookup, translator } from "./translate.ts";

const tree = {
  title: "{{brand}} en México",
  footer: { rights: "© {{year}} {{brand}}. Todos los derechos reservados." },
  stages: { growth: { name: "Crecimiento", points: ["Uno {{brand}}", "Dos"] } },
  count: "{{ n }} de {{total}}",
};

describe("interpolate", () => {
  it("fills every placeholder it has a value for, numbers included", () => {
    expect(interpolate("{{ n }} de {{total}}", { n: 2, total: 4 })).toBe("2 de 4");
  });

  it("leaves a placeholder without a value as it is (a second pass can fill it)", () => {
    expect(interpolate("Etapa {{number}} de {{brand}}", { brand: "Pontàs" })).toBe(
      "Etapa {{number}} de Pontàs",
    );
  });

  it("fills strings inside objects and arrays and leaves the source untouched", () => {
    const filled = interpolate(tree.stages, { brand: "Pontàs" });
    expect(filled.growth.points).toEqual(["Uno Pontàs", "Dos"]);
    expect(tree.stages.growth.points[0]).toBe("Uno {{brand}}");
  });

  it("does not read inherited properties as values", () => {
    expect(interpolate("{{constructor}} {{toString}}", {})).toBe("{{constructor}} {{toString}}");
  });
});

describe("lookup", () => {
  it("walks dotted keys and answers undefined off the tree", () => {
    expect(lookup(tree, "stages.growth.name")).toBe("Crecimiento");
    expect(lookup(tree, "stages.nope.name")).toBeUndefined();
    expect(lookup(tree, "title.length")).toBeUndefined();
    expect(lookup(tree, "__proto__")).toBeUndefined();
  });
});

describe("translator", () => {
  const t = translator(tree, { brand: "Pontàs", year: 1999 });

  it("translates with the defaults, which given values override", () => {
    expect(t("title")).toBe("Pontàs en México");
    expect(t("footer.rights", { year: 2026 })).toBe("© 2026 Pontàs. Todos los derechos reservados.");
    expect(t("footer.rights")).toBe("© 1999 Pontàs. Todos los derechos reservados.");
  });

  it("returns objects whole, filled in", () => {
    expect(t("stages.growth")).toEqual({ name: "Crecimiento", points: ["Uno Pontàs", "Dos"] });
  });

  it("answers an unknown key with the key", () => {
    const loose = t as unknown as (key: string) => unknown;
    expect(loose("footer.nope")).toBe("footer.nope");
  });
});
