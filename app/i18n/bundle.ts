import type { ResourceLanguage } from "i18next";

/**
 * One language's resources from its `locales/{lang}/*.ts` files, each of which
 * exports its namespace under its file name (`common.ts` exports `common`).
 */
export function bundleOf(modules: Record<string, Record<string, unknown>>): ResourceLanguage {
  return Object.fromEntries(
    Object.entries(modules).map(([file, module]) => {
      const namespace = file.slice(file.lastIndexOf("/") + 1, -".ts".length);
      return [namespace, module[namespace] as ResourceLanguage[string]];
    }),
  );
}
