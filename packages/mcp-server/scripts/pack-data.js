// Packs what the server answers from out of a build of the docs site (default: the repository's
// _site), into data/: the Markdown twins of every page, each release's llms.txt, index and skill,
// its fields, the Pagefind index with the ranking data beside it, and the search box's own query
// code bundled for Node.js. The manifest stamps it all with the build id of the offline worker
// and the documented releases. `node scripts/pack-data.js [--site <dir>] [--out <dir>]`.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const PACKAGE_DIR = fileURLToPath(new URL("..", import.meta.url));
const REPOSITORY = path.resolve(PACKAGE_DIR, "..", "..");
/** The search box's query engine, in the site's repository. */
const SEARCH_ENGINE = path.join(REPOSITORY, "components", "search", "pagefind.ts");
/** Pagefind's files that a search reads (its UI scripts and styles are left out). */
const PAGEFIND_FILES =
  /^(pagefind\.js|pagefind-entry\.json|.*\.pf_meta|wasm\..*\.pagefind|ranking\.json|vocabulary\.json|index|fragment|filter)$/;
/** The documented releases, their index, skill and fields (components/agents). */
const RELEASES_FILE = "agents/releases.json";

/** Every `index.html.md` under `dir`, as site routes. @param {string} dir */
const twinRoutes = (dir) =>
  fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file === "index.html.md" || file.endsWith("/index.html.md"))
    .map((file) => `/${file.slice(0, -"index.html.md".length)}`)
    .sort();

/**
 * Packs `siteDir` into `outDir`; returns the manifest.
 * @param {{ siteDir: string, outDir: string }} options
 */
export async function packData({ siteDir, outDir }) {
  const from = (/** @type {string} */ name) => path.join(siteDir, name);
  const problems = [];
  for (const name of ["sw.js", RELEASES_FILE, "pagefind/pagefind.js", "pagefind/ranking.json"])
    if (!fs.existsSync(from(name))) problems.push(`${from(name)} is missing`);
  if (problems.length > 0)
    throw new Error(
      `${problems.join("\n")}\nBuild the site first: npm run build (in the repository's root)`,
    );
  const build = fs.readFileSync(from("sw.js"), "utf8").match(/"build":"([0-9a-f]+)"/)?.[1];
  if (!build) throw new Error(`${from("sw.js")} states no build id`);
  const releases = JSON.parse(fs.readFileSync(from(RELEASES_FILE), "utf8"));
  const latest = releases.find((/** @type {any} */ release) => release.isLatest);
  const own = JSON.parse(fs.readFileSync(path.join(PACKAGE_DIR, "package.json"), "utf8"));
  if (own.dependencies["mediainfo.js"] !== latest.version)
    throw new Error(
      `package.json depends on mediainfo.js ${own.dependencies["mediainfo.js"]}, but the docs document ${latest.version}: pin that release`,
    );
  const site = fs.readFileSync(from("sitemap.xml"), "utf8").match(/<loc>(https?:\/\/[^/<]+)/)?.[1];
  if (!site) throw new Error(`${from("sitemap.xml")} names no site URL`);

  fs.rmSync(outDir, { recursive: true, force: true });
  const copy = (/** @type {string} */ name, /** @type {string} */ to) => {
    fs.mkdirSync(path.dirname(path.join(outDir, to)), { recursive: true });
    fs.cpSync(from(name), path.join(outDir, to), { recursive: true });
  };
  const pages = twinRoutes(siteDir);
  for (const route of pages) copy(`${route}index.html.md`, `site${route}index.html.md`);
  const files = releases.flatMap((/** @type {any} */ release) => [
    release.index,
    release.skill,
    `${release.prefix}/llms.txt`,
  ]);
  for (const file of files) copy(file, `site${file}`);
  for (const release of releases) copy(release.fields, `fields/${release.version}.json`);
  for (const name of fs.readdirSync(from("pagefind")))
    if (PAGEFIND_FILES.test(name)) copy(`pagefind/${name}`, `pagefind/${name}`);

  // The site's own ranking, bundled: the server searches exactly as the search box does.
  const esbuild = await import("esbuild");
  await esbuild.build({
    entryPoints: [SEARCH_ENGINE],
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    outfile: path.join(outDir, "search.js"),
    logLevel: "warning",
  });

  const manifest = {
    site,
    build,
    releases: releases.map((/** @type {any} */ release) => ({
      version: release.version,
      prefix: release.prefix,
      isLatest: release.isLatest,
      mediaInfoLib: release.mediaInfoLib,
      nodeMajor: release.nodeMajor,
      index: release.index,
    })),
    pages,
    files,
  };
  fs.writeFileSync(path.join(outDir, "manifest.json"), JSON.stringify(manifest, null, 2));
  return manifest;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { site: { type: "string" }, out: { type: "string" } },
  });
  const siteDir = path.resolve(values.site ?? path.join(REPOSITORY, "_site"));
  const outDir = path.resolve(values.out ?? path.join(PACKAGE_DIR, "data"));
  const manifest = await packData({ siteDir, outDir });
  console.log(
    `packed build ${manifest.build} (${manifest.releases.map((release) => release.version).join(", ")}): ${manifest.pages.length} pages into ${outDir}`,
  );
}
