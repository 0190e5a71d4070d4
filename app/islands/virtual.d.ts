/** The island loader's URL (scripts/islands-plugin.ts). */
declare module "virtual:islands-loader" {
  const url: string;
  export default url;
}

/** React Router's React Refresh preamble in development (app/islands/dev-runtime.ts). */
declare module "virtual:react-router/inject-hmr-runtime";
