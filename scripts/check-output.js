// The build's last step: proves what the earlier steps wrote before the build reports success.
// Every file is whole (scripts and JSON parse, WebAssembly validates, gzip chunks inflate, documents
// close their root element, hashed names match their content, bundles have the size esbuild
// reported), every sitemap route has its page and every asset a page loads exists, the demo's
// WebAssembly is the installed library's, and the search index loads and answers. Each problem
// names its file; any problem fails the build. CLI: `node scripts/check-output.js [siteDir]`.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CHECKS_BY_EXTENSION, contentHashProblem } from "./site-output/file-checks.js";
import { validSiteConfig } from "../config/check.js";
import siteConfig from "../config/site.js";
import { documentedReleases } from "../eleventy/releases.js";
import { engineFolder } from "./build-bundles.js";
import { manifestPath } from "../eleventy/manifests.js";
import { pagefindProblems, shippedRuntimeFiles } from "../components/search/build/index-check.js";

/** Fewer routes than this means a step wrote part of the site (the route table alone has more). */
export const MINIMUM_ROUTES = 30;
const require = createRequire(import.meta.url);

/** Every file under `dir`, relative to it with forward slashes. @param {string} dir @returns {string[]} */
function filesUnder(dir) {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => fs.statSync(path.join(dir, file)).isFile())
    .map((file) => file.split(path.sep).join("/"))
    .sort();
}

/** Problems of each file on its own, and how many files of each kind were checked.
 * @param {string} siteDir @param {string[]} files */
function fileProblems(siteDir, files) {
  const problems = [];
  const checked = /** @type {Record<string, number>} */ ({});
  for (const file of files) {
    const bytes = fs.readFileSync(path.join(siteDir, file));
    const extension = path.extname(file);
    const check = CHECKS_BY_EXTENSION[extension];
    const problem = contentHashProblem(file, bytes) ?? check?.(bytes) ?? null;
    if (problem) problems.push(`${path.join(siteDir, file)}: ${problem}`);
    if (check) checked[extension] = (checked[extension] ?? 0) + 1;
  }
  return { problems, checked };
}

/** Routes in the sitemap without a page, and assets pages load that are not there.
 * @param {string} siteDir @param {Set<string>} files */
function siteProblems(siteDir, files) {
  const problems = [];
  const sitemap = path.join(siteDir, "sitemap.xml");
  const routes = files.has("sitemap.xml")
    ? [...fs.readFileSync(sitemap, "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (match) => new URL(match[1]).pathname,
      )
    : [];
  if (routes.length < MINIMUM_ROUTES)
    problems.push(`${sitemap}: ${routes.length} routes, expected at least ${MINIMUM_ROUTES}`);
  for (const route of routes) {
    if (!files.has(`${route.slice(1)}index.html`))
      problems.push(
        `${path.join(siteDir, route, "index.html")}: missing (the sitemap lists ${route})`,
      );
  }
  for (const page of [...files].filter((file) => file.endsWith(".html"))) {
    const html = fs.readFileSync(path.join(siteDir, page), "utf8");
    for (const [, url] of html.matchAll(/\s(?:src|href)="(\/(?:assets|pagefind)\/[^"?#]+)"/g)) {
      if (!files.has(url.slice(1)))
        problems.push(`${path.join(siteDir, url)}: missing (${page} loads it)`);
    }
  }
  // One WASM per documented release, in its engine's folder, byte for byte its package's.
  for (const release of documentedReleases(validSiteConfig(siteConfig))) {
    const folder = path.posix.join("assets/demo", engineFolder(release));
    const installed = fs.readFileSync(
      require.resolve(`${release.packageName}/MediaInfoModule.wasm`),
    );
    const demoWasm = [...files].filter(
      (file) => path.posix.dirname(file) === folder && file.endsWith(".wasm"),
    );
    if (demoWasm.length !== 1)
      problems.push(
        `${path.join(siteDir, folder)}: ${demoWasm.length} WebAssembly files, expected mediainfo.js ${release.version}'s one`,
      );
    for (const file of demoWasm) {
      if (!fs.readFileSync(path.join(siteDir, file)).equals(installed))
        problems.push(
          `${path.join(siteDir, file)}: differs from the installed ${release.packageName}'s MediaInfoModule.wasm`,
        );
    }
  }
  return { problems: [...problems, ...bundleProblems(siteDir, files)], routes: routes.length };
}

/** Every file esbuild wrote has the size it reported (the bundling step keeps them in its
 * manifests): a script cut at a statement boundary still parses, but not at its full length.
 * @param {string} siteDir @param {Set<string>} files */
function bundleProblems(siteDir, files) {
  const problems = [];
  for (const name of /** @type {const} */ (["client", "demo"])) {
    const file = manifestPath(name);
    /** @type {Record<string, number>} */
    const bytes = fs.existsSync(file)
      ? (JSON.parse(fs.readFileSync(file, "utf8")).bytes ?? {})
      : {};
    if (Object.keys(bytes).length === 0)
      problems.push(`${file}: no sizes of the ${name} bundle's files (run npm run build:bundles)`);
    for (const [url, size] of Object.entries(bytes)) {
      const onDisk = path.join(siteDir, url);
      if (!files.has(url.slice(1))) problems.push(`${onDisk}: missing (esbuild wrote it)`);
      else if (fs.statSync(onDisk).size !== size)
        problems.push(`${onDisk}: ${fs.statSync(onDisk).size} bytes, esbuild wrote ${size}`);
    }
  }
  return problems;
}

/**
 * Everything wrong with a built site. `shipped` (Pagefind's runtime files) can be passed in when
 * checking many copies, since making it starts Pagefind.
 * @param {string} siteDir
 * @param {{ shipped?: Map<string, Buffer> }} [options]
 */
export async function checkOutput(siteDir, { shipped } = {}) {
  if (!fs.existsSync(path.join(siteDir, "index.html")))
    return {
      problems: [`${siteDir}: no index.html; the site was not built`],
      checked: {},
      routes: 0,
    };
  const files = filesUnder(siteDir);
  const perFile = fileProblems(siteDir, files);
  const site = siteProblems(siteDir, new Set(files));
  const search = await pagefindProblems(siteDir, shipped ?? (await shippedRuntimeFiles()), {
    minimumRecords: site.routes,
  });
  return {
    problems: [...perFile.problems, ...site.problems, ...search],
    checked: perFile.checked,
    routes: site.routes,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const siteDir = process.argv[2] ?? "_site";
  const { problems, checked, routes } = await checkOutput(siteDir);
  if (problems.length > 0) {
    console.error(
      `${siteDir} is not a complete build (${problems.length} ${problems.length === 1 ? "problem" : "problems"}):`,
    );
    for (const problem of problems) console.error(`  - ${problem}`);
    process.exit(1);
  }
  const kinds = Object.entries(checked)
    .map(([extension, count]) => `${count} ${extension}`)
    .join(", ");
  console.log(`output: ${routes} routes, ${kinds} whole; search loads and answers`);
}
