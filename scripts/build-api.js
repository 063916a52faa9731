// `npm run build:api`: generates the API reference Markdown (TypeDoc + typedoc-plugin-markdown,
// config in typedoc.json) of every documented release, each with its `api` sidebar and field
// catalogue: the latest's into site/api/ at /api/, an older one's into site/<version>/api/ at
// /<version>/api/, read from that release's installed package. Fails on any TypeDoc warning or
// error (unresolved types would become broken links) or when an expected route is missing.
import fs from "node:fs";
import path from "node:path";
import { generateReleaseMarkdown } from "../components/api-reference/build/generate.js";
import { buildApiSidebar } from "../components/api-reference/build/sidebar.js";
import { buildFieldCatalogue } from "../components/api-reference/build/field-catalogue.js";
import { generatedApiRoutes, missingRoutes } from "../components/api-reference/build/routes.js";
import { addApiExamples, readApiExamples } from "../components/api-reference/build/examples.js";
import { staleCorrections } from "../components/api-reference/build/unit-corrections.js";
import { apiReleases } from "../components/api-reference/build/releases.js";
import { countDocumentation } from "../components/api-reference/build/coverage/count.js";
import {
  coverageMarkdown,
  coverageProblems,
  exampleTargets,
} from "../components/api-reference/build/coverage/figure.js";
import siteConfig from "../config/site.js";
import { validSiteConfig } from "../config/check.js";

/** Committed next to the generated files; everything else in a release's api/ is rebuilt. */
const KEEP = new Set(["api.11tydata.js"]);
/** An older release's api/ gets the same directory data as site/api (committed once written). */
const DIRECTORY_DATA = "site/api/api.11tydata.js";

/** @param {string[]} lines @returns {never} */
function fail(lines) {
  console.error(["build-api failed:", ...lines.map((line) => `  ${line}`)].join("\n"));
  process.exit(1);
}

/** Generates one release's reference into its folder. @param {import("../components/api-reference/build/releases.js").ApiRelease} release */
async function buildRelease(release) {
  const dir = release.apiDir;
  for (const entry of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    if (!KEEP.has(entry)) fs.rmSync(path.join(dir, entry), { recursive: true, force: true });
  }
  fs.mkdirSync(dir, { recursive: true });
  const data = path.join(dir, "api.11tydata.js");
  if (!fs.existsSync(data)) fs.copyFileSync(DIRECTORY_DATA, data);
  const { project, problems } = await generateReleaseMarkdown(release, dir);
  const label = (/** @type {string[]} */ lines) =>
    lines.map((line) => `${release.version}: ${line}`);
  if (problems.length > 0 || !project) fail(label(problems));

  // A unit correction whose field is gone or whose MediaInfoLib text changed must be looked at again.
  const stale = staleCorrections(project);
  if (stale.length > 0) fail(label(stale));

  const missing = missingRoutes(dir, generatedApiRoutes(release.apiRoot));
  if (missing.length > 0)
    fail(label(missing.map((route) => `expected route not generated: ${route}`)));

  try {
    addApiExamples(dir);
  } catch (error) {
    fail(label([String(/** @type {Error} */ (error).message)]));
  }

  // The documented-API figure: printed on the index page, kept beside it for the site tests.
  const coverage = countDocumentation(project, exampleTargets(readApiExamples()));
  const undescribed = coverageProblems(coverage);
  if (undescribed.length > 0) fail(label(undescribed));
  const index = path.join(dir, "index.md");
  fs.writeFileSync(
    index,
    `${fs.readFileSync(index, "utf8").trimEnd()}\n\n${coverageMarkdown(coverage)}`,
  );
  fs.writeFileSync(path.join(dir, "coverage.json"), JSON.stringify(coverage, null, 2) + "\n");

  const sidebar = buildApiSidebar(project);
  fs.writeFileSync(path.join(dir, "sidebar.json"), JSON.stringify(sidebar, null, 2) + "\n");
  const fields = buildFieldCatalogue(project);
  fs.writeFileSync(path.join(dir, "fields.json"), JSON.stringify(fields) + "\n");
  const pages = fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".md")).length;
  console.log(`api ${release.version}: ${pages} pages in ${dir}, ${fields.length} fields`);
  const { figures } = coverage;
  console.log(
    `api ${release.version}: described ${figures.exports.described}/${figures.exports.total} exports, ` +
      `${figures.members.described}/${figures.members.total} members, ` +
      `${figures.options.described}/${figures.options.total} options, ` +
      `${figures.fields.described}/${figures.fields.total} fields ` +
      `(${coverage.undescribedFields.length} fields without one: MediaInfoLib gives none)`,
  );
}

for (const release of apiReleases(validSiteConfig(siteConfig))) await buildRelease(release);
