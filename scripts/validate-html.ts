/**
 * HTML validity: every pre-rendered page in build/client passes
 * html-validate (recommended preset, configured in .htmlvalidate.mjs) with no
 * error. Run after a build: scripts/e2e.ts runs it right after building, and
 * `npm run test:html` runs it alone on an existing build.
 */
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { FileSystemConfigLoader, HtmlValidate, formatterFactory } from "html-validate";
import { canonicalPaths } from "../domain/site/pages.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const clientDir = path.join(root, "build/client");

if (!existsSync(clientDir)) {
  console.error("test:html: no build/client — run `npm run build` first (npm test builds before this step).");
  process.exit(1);
}

const files = (await readdir(clientDir, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
  .map((entry) => path.join(entry.parentPath, entry.name))
  .sort();

// Every page of the route table must be there (a page missing from the prerender list is a failure too).
const missing = canonicalPaths().filter((page) => !existsSync(path.join(clientDir, page, "index.html")));
if (missing.length > 0) {
  console.error(`test:html: not pre-rendered: ${missing.join(", ")}`);
  process.exit(1);
}

const validator = new HtmlValidate(new FileSystemConfigLoader());
const report = await validator.validateMultipleFiles(files);
if (!report.valid) {
  console.error(formatterFactory("stylish")(report.results));
  console.error(
    `test:html: ${report.errorCount} error(s) in ${report.results.length} of ${files.length} pages`,
  );
  process.exit(1);
}
console.log(
  `test:html: ${files.length} pre-rendered pages are valid HTML (html-validate, recommended preset)`,
);
