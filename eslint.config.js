import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import checkFile from "eslint-plugin-check-file";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * Import zones: the layers app → domain ← server, with the words (i18n/) beneath all three
 * (docs/architecture.md, "Layers"). No zone has an exception. The words import from domain/
 * only the types their keys are named by (.dependency-cruiser.js: type-only), so at run time
 * they import nothing. Inside app/, the UI layers ui ← components ← features ← routes.
 */
const importZones = [
  { target: "./domain", from: ["./app", "./server"], message: "domain/ imports neither app/ nor server/." },
  { target: "./app", from: "./server", message: "app/ must not import server/ (app → domain ← server)." },
  { target: "./server", from: "./app", message: "server/ must not import app/ (app → domain ← server)." },
  {
    target: "./i18n",
    from: ["./app", "./server"],
    message: "i18n/ (the words) is beneath app/, domain/ and server/: it imports none of app/ or server/.",
  },
  // Inside app/: ui ← components ← features ← routes (each imports only layers to its left).
  {
    target: "./app/components/ui",
    from: ["./app/components/site", "./app/components/page", "./app/features", "./app/routes"],
    message: "components/ui holds primitives: it imports no other components, features or routes.",
  },
  {
    target: "./app/components",
    from: ["./app/features", "./app/routes"],
    message: "components/ must not import features/ or routes/ (ui ← components ← features ← routes).",
  },
  {
    target: "./app/features",
    from: "./app/routes",
    message: "features/ must not import routes/ (ui ← components ← features ← routes).",
  },
  {
    target: ["./app/lib", "./app/i18n", "./app/content"],
    from: ["./app/components", "./app/features", "./app/routes"],
    message: "lib/, i18n/ and content/ are used by the UI layers and import none of them.",
  },
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "screenshots/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    languageOptions: {
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-non-null-assertion": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: importZones,
        },
      ],
      "import-x/no-cycle": "error",
    },
    settings: {
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js"] })],
    },
  },
  {
    files: ["**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // File names in kebab-case; middle extensions (.server, .test, .spec) are not part of the name.
    files: [
      "app/**/*.{ts,tsx}",
      "domain/**/*.ts",
      "i18n/**/*.ts",
      "server/**/*.ts",
      "tests/**/*.ts",
      "scripts/**/*.ts",
      "bench/**/*.ts",
    ],
    plugins: { "check-file": checkFile },
    rules: {
      "check-file/filename-naming-convention": [
        "error",
        { "**/*.{ts,tsx}": "KEBAB_CASE" },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
);
