/**
 * Import circles, type-only imports included (`npm run lint`). eslint's
 * import-x/no-cycle leaves out `import type`, so a circle through types only
 * (server/db/prepared.ts → units.ts ↔ storage.ts, once) went unseen; here
 * TypeScript is read before compilation, so every import counts.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: "words-beneath-domain",
      severity: "error",
      comment:
        "The words (i18n/) are beneath domain/: they name their keys by domain's types, and import nothing of it at run time (tests aside).",
      from: { path: "^i18n/", pathNot: "\\.test\\.ts$" },
      to: { path: "^domain/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "no-circular",
      severity: "error",
      comment: "A module reaches itself through its imports (type-only imports count too).",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: ["node_modules"] },
    exclude: { path: ["^build/", "^\\.react-router/"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
