/** The island loader's URL, and those of the chunks it imports statically (scripts/islands-plugin.ts). */
declare module "virtual:islands-loader" {
  const url: string;
  export default url;
  export const imports: string[];
}

/** React Router's React Refresh preamble in development (app/islands/dev-runtime.ts). */
declare module "virtual:react-router/inject-hmr-runtime";
