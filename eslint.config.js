import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import checkFile from "eslint-plugin-check-file";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * Import zones: the three layers (app → domain ← server; domain imports neither; README, Project layout),
 * and inside app/ the UI layers ui ← components ← features ← routes.
 */
const importZones = [
  {
    target: "./domain",
    from: "./app",
    // The languages' folders are pure data: the route table reads each language's slugs there.
    except: ["./i18n/locales"],
    message: "domain/ is pure: it must not import app/ (but the languages' data in app/i18n/locales).",
  },
  { target: "./domain", from: "./server", message: "domain/ is pure: it must not import server/." },
  {
    target: "./app",
    from: "./server",
    message: "app/ must not import server/ (app → domain ← server).",
  },
  {
    target: "./server",
    from: "./app",
    // The translations are pure data (and their filling-in a pure function): the e-mails use them.
    // And the router contexts it hands the routes with each request.
    // And the PDFs' page (pdfkit's document, band, rule), which the strategy's PDF shares with the checklist's.
    except: [
      "./i18n/locales",
      "./i18n/locales.ts",
      "./i18n/translate.ts",
      "./i18n/deadline.ts",
      "./i18n/profile-words.ts",
      "./router-context.ts",
      "./lib/pdf-document.server.ts",
    ],
    message:
      "server/ must not import app/ (app → domain ← server), except the pure translation data and helpers of app/i18n.",
  },
  {
    target: [
      "./app/i18n/locales",
      "./app/i18n/locales.ts",
      "./app/i18n/translate.ts",
      "./app/i18n/deadline.ts",
    ],
    from: "./app",
    except: ["./i18n/locales", "./i18n/translate.ts"],
    message: "Translations are pure data that the server reads too: they import nothing else from app/.",
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
