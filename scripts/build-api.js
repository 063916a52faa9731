// `npm run build:api`: generates the API reference Markdown (TypeDoc + typedoc-plugin-markdown,
// config in typedoc.json) into site/api/ plus the `api` sidebar, and fails on any TypeDoc warning
// or error (unresolved types would become broken links) or when an expected route is missing.
import fs from "node:fs";
import path from "node:path";
import { generateApiMarkdown } from "./api/generate.js";
import { buildApiSidebar } from "./api/sidebar.js";
import { buildFieldCatalogue } from "./api/field-catalogue.js";
import { missingRoutes } from "./api/routes.js";
import { addApiExamples } from "./api/examples.js";
import { staleCorrections } from "./api/unit-corrections.js";

const API_DIR = "site/api";
/** Committed next to the generated files; everything else in site/api is rebuilt. */
const KEEP = new Set(["api.11tydata.js"]);

/** @param {string[]} lines @returns {never} */
function fail(lines) {
  console.error(["build-api failed:", ...lines.map((line) => `  ${line}`)].join("\n"));
  process.exit(1);
}

for (const entry of fs.existsSync(API_DIR) ? fs.readdirSync(API_DIR) : []) {
  if (!KEEP.has(entry)) fs.rmSync(path.join(API_DIR, entry), { recursive: true, force: true });
}
const { project, problems } = await generateApiMarkdown({ out: API_DIR });
if (problems.length > 0 || !project) fail(problems);

// A unit correction whose field is gone or whose MediaInfoLib text changed must be looked at again.
const stale = staleCorrections(project);
if (stale.length > 0) fail(stale);

const missing = missingRoutes(API_DIR);
if (missing.length > 0) fail(missing.map((route) => `expected route not generated: ${route}`));

try {
  addApiExamples(API_DIR);
} catch (error) {
  fail([String(/** @type {Error} */ (error).message)]);
}

const sidebar = buildApiSidebar(project);
fs.writeFileSync(path.join(API_DIR, "sidebar.json"), JSON.stringify(sidebar, null, 2) + "\n");
const fields = buildFieldCatalogue(project);
fs.writeFileSync(path.join(API_DIR, "fields.json"), JSON.stringify(fields) + "\n");
console.log(
  `api: ${fs.readdirSync(API_DIR, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".md")).length} pages in ${API_DIR}, ${fields.length} fields`,
);
