/** The island loader's URL (scripts/islands-plugin.ts). */
declare module "virtual:islands-loader" {
  const url: string;
  export default url;
}
