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
