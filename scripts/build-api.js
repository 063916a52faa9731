// `npm run build:api`: generates the API reference Markdown (TypeDoc) into site/api/ plus the
// `api` sidebar, and fails on TypeDoc warnings/errors or a missing route.
import fs from "node:fs";
import path from "node:path";
import { generateApiMarkdown } from "../eleventy/api-generate.js";
import { buildApiSidebar } from "../eleventy/api-sidebar.js";

const API_DIR = "site/api";
const KEEP = new Set(["api.11tydata.js"]);
const INTERFACES = ["AudioTrack", "BaseTrack", "CreationInfo", "GeneralTrack", "ImageTrack", "Media", "MediaInfoFactoryOptions", "MediaInfoResult", "MenuTrack", "OtherTrack", "ResultMap", "TextTrack", "VideoTrack"];
export const EXPECTED_ROUTES = [
  "/api/",
  "/api/class/MediaInfo/",
  "/api/function/isTrackType/",
  "/api/function/mediaInfoFactory/",
  ...INTERFACES.map((name) => `/api/interface/${name}/`),
];

function fail(lines) {
  console.error(["build-api failed:", ...lines.map((line) => `  ${line}`)].join("\n"));
  process.exit(1);
}

/** Permalinks of the generated Markdown files. */
function generatedRoutes(dir) {
  return fs.readdirSync(dir, { recursive: true })
    .filter((file) => file.endsWith(".md"))
    .map((file) => fs.readFileSync(path.join(dir, file), "utf8").match(/^permalink: "([^"]+)"$/m)?.[1])
    .filter(Boolean);
}

for (const entry of fs.existsSync(API_DIR) ? fs.readdirSync(API_DIR) : []) {
  if (!KEEP.has(entry)) fs.rmSync(path.join(API_DIR, entry), { recursive: true, force: true });
}
const { project, problems } = await generateApiMarkdown({ out: API_DIR });
if (problems.length > 0) fail(problems);

const routes = new Set(generatedRoutes(API_DIR));
const missing = EXPECTED_ROUTES.filter((route) => !routes.has(route));
if (missing.length > 0) fail(missing.map((route) => `expected route not generated: ${route}`));

fs.writeFileSync(path.join(API_DIR, "sidebar.json"), JSON.stringify(buildApiSidebar(project), null, 2) + "\n");
console.log(`api: ${routes.size} pages in ${API_DIR}`);
