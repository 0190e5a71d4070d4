import type { ResourceLanguage } from "i18next";

/**
 * One language's resources from its `locales/{lang}/*.ts` files, each of which
 * exports its namespace under its file name (`common.ts` exports `common`), and
 * its `locales/{lang}/NAME/index.ts` folders, which export NAME (`pages/index.ts`).
 */
export function bundleOf(modules: Record<string, Record<string, unknown>>): ResourceLanguage {
  return Object.fromEntries(
    Object.entries(modules).map(([file, module]) => {
      const parts = file.split("/");
      const name = parts.pop()!.slice(0, -".ts".length);
      const namespace = name === "index" ? parts.pop()! : name;
      return [namespace, module[namespace] as ResourceLanguage[string]];
    }),
  );
}
