/** The island loader's URL, and those of the chunks it imports statically and the islands' strings (scripts/islands-plugin.ts). */
declare module "virtual:islands-loader" {
  const url: string;
  export default url;
  export const imports: string[];
  /** Each island's strings, per language: a JSON file the loader fetches with the island. */
  export const strings: Partial<Record<string, Partial<Record<string, string>>>>;
}

/** React Router's React Refresh preamble in development (app/islands/dev-runtime.ts). */
declare module "virtual:react-router/inject-hmr-runtime";
