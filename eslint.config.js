import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

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
      // The three layers of STYLE.md: app → domain ← server. domain imports neither.
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            { target: "./domain", from: "./app", message: "domain/ is pure: it must not import app/." },
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
              except: ["./i18n/locales", "./i18n/translate.ts"],
              message: "server/ must not import app/ (app → domain ← server), except app/i18n/locales.",
            },
            {
              target: ["./app/i18n/locales", "./app/i18n/translate.ts"],
              from: "./app",
              except: ["./i18n/locales"],
              message:
                "Translations are pure data that the server reads too: they import nothing else from app/.",
            },
          ],
        },
      ],
      "import-x/no-cycle": "error",
    },
    settings: {
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js"] })],
    },
  },
);
