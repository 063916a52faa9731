// The recipes' fences: how each recipe is proven, and the "Tested in …" note printed
// under the fence that says so. test/helpers/recipes.ts runs what these attributes describe.
import fs from "node:fs";

/**
 * check="build"       the fence's commands build the project; `serve` names the output folder
 * check="dev-server"  the fence's last command starts a server that prints its URL (the lines
 *                     before it run first)
 * check="static"      the project's files are served as they are; a file is picked in the page
 * check="remote"      as static, but the page is given the URL of a file on another origin
 * check="node"        the fence's commands run under each Node.js of NODE_CHECK_MAJORS (or of
 *                     `node="22"`, for a release that needs a newer one), with the sample file
 *                     named by `sample` in the project folder (`samplesize` bytes: a stretched MP4)
 */
export const RECIPE_CHECKS = /** @type {const} */ ([
  "build",
  "dev-server",
  "static",
  "remote",
  "node",
]);
/** @typedef {typeof RECIPE_CHECKS[number]} RecipeCheck */

/**
 * The Node.js major versions a check="node" recipe runs under: the machine's Node.js 20, the
 * oldest the documented release runs on, and Node.js 22 from tools/node22.
 */
export const NODE_CHECK_MAJORS = /** @type {const} */ ([20, 22]);

/** The Node.js majors one check="node" fence runs under: its `node="…"` list, else NODE_CHECK_MAJORS. */
export function nodeMajorsOf(attrs) {
  if (!attrs.node) return [...NODE_CHECK_MAJORS];
  const majors = attrs.node.split(/\s+/).map(Number);
  const unknown = majors.filter((major) => !NODE_CHECK_MAJORS.includes(major));
  if (unknown.length)
    throw new Error(`node="${attrs.node}": the tests run Node.js ${NODE_CHECK_MAJORS.join(", ")}`);
  return majors;
}

/** The toolset a recipe is built with when its check fence names none (toolset="…"). */
export const DEFAULT_TOOLSET = "bundlers";

/** The versions tools/<toolset> pins: what the recipes are really built with. */
export function pinnedVersions(toolset = DEFAULT_TOOLSET) {
  const file = new URL(`../tools/${toolset}/package.json`, import.meta.url);
  if (!fs.existsSync(file))
    throw new Error(`toolset="${toolset}": tools/${toolset} does not exist`);
  return JSON.parse(fs.readFileSync(file, "utf8")).dependencies;
}

/** `tools="vite webpack-cli"` → "vite 8.3.8, webpack-cli 7.3.1". */
export function toolVersions(tools = "", toolset = DEFAULT_TOOLSET) {
  const pinned = pinnedVersions(toolset);
  return tools
    .split(/\s+/)
    .filter(Boolean)
    .map((name) => {
      if (!pinned[name])
        throw new Error(`tools="${tools}": ${name} is not pinned in tools/${toolset}/package.json`);
      return `${name} ${pinned[name]}`;
    })
    .join(", ");
}

function outcome({ expect, samplesize }) {
  const tracks = /^tracks:\s*(.+)$/.exec(expect ?? "");
  if (!tracks) throw new Error(`A recipe check needs expect="tracks: …", got "${expect}"`);
  const bytes = Number(samplesize);
  const sample = !samplesize
    ? "a generated MP4"
    : bytes >= 1e9
      ? `a generated MP4 of ${(bytes / 1e9).toFixed(1)} GB`
      : `a generated MP4 of ${Math.round(bytes / 1e6)} MB`;
  return `lists the tracks ${tracks[1]} of ${sample}`;
}

/** The sentence under a recipe's check fence. */
export function recipeNote(attrs) {
  const runtime =
    attrs.check === "node" ? `Node.js ${nodeMajorsOf(attrs).join(" and ")}` : "Chromium";
  const tools = attrs.tools ? ` with ${toolVersions(attrs.tools, attrs.toolset)}` : "";
  const how = {
    build: `built as printed, served from ${attrs.serve ?? "."}/ on a local server, and the page`,
    "dev-server": "the dev server started as printed, and the page",
    static: "the files served as printed, and the page",
    remote: "the files served as printed, and the page, given the file's URL on another origin,",
    node: "run as printed, the script",
  }[attrs.check];
  if (!how)
    throw new Error(
      `Unknown check="${attrs.check}" in a recipe fence (one of ${RECIPE_CHECKS.join(", ")})`,
    );
  return `Tested in ${runtime}${tools}: ${how} ${outcome(attrs)}`;
}
