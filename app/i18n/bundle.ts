/**
 * One language's site-wide namespaces from its `locales/{lang}/*.ts` files, each of
 * which exports its namespace under its file name (`common.ts` exports `common`).
 */
export function bundleOf(modules: Record<string, Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(modules).map(([file, module]) => {
      const namespace = file.split("/").pop()!.slice(0, -".ts".length);
      return [namespace, module[namespace]];
    }),
  );
}
