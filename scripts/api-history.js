// `npm run api-history [-- --check]`: reads the type definitions of every mediainfo.js release on the
// npm registry up to the one the site documents (`npm pack`, cached in .cache/api-history) and
// writes the history of the API and the fields to site/_data/apiHistory.json, which the API pages,
// the field index, Upgrading and /api/changes/ read. Not part of the build: the build never reaches
// the registry. `--check` compares instead of writing; `npm run upgrade-library` runs it.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildHistory } from "../components/api-reference/build/history.js";
import { compareVersions } from "../contract/api-history.js";

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const HISTORY_FILE = path.join(ROOT, "site/_data/apiHistory.json");
const CACHE = path.join(ROOT, ".cache/api-history");

const npm = (/** @type {string[]} */ args, cwd = ROOT) =>
  execFileSync("npm", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

/** The unpacked package of `release`, from the cache or the registry. @param {string} release */
function packageOf(release) {
  const dir = path.join(CACHE, release);
  if (!fs.existsSync(path.join(dir, "package", "package.json"))) {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    const [{ filename }] = JSON.parse(
      npm(["pack", `mediainfo.js@${release}`, "--pack-destination", dir, "--json"]),
    );
    execFileSync("tar", ["-xzf", path.join(dir, filename), "-C", dir]);
  }
  return path.join(dir, "package");
}

/** Whether a package ships type definitions the compiler can read. @param {string} dir */
function hasTypes(dir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8"));
  const entry = manifest.types ?? manifest.typings;
  return Boolean(entry) && fs.existsSync(path.join(dir, entry));
}

/** The history file's content for every release up to `documented`. @param {string} documented */
export function historyFile(documented) {
  const published = /** @type {string[]} */ (
    JSON.parse(npm(["view", "mediainfo.js", "versions", "--json"]))
  );
  const releases = published
    .filter((release) => compareVersions(release, documented) <= 0)
    .sort(compareVersions);
  if (!releases.includes(documented))
    throw new Error(`mediainfo.js ${documented} is not on the registry`);
  const packages = releases.map((release) => ({ release, dir: packageOf(release) }));
  const untyped = packages.filter(({ dir }) => !hasTypes(dir)).map(({ release }) => release);
  const history = buildHistory(packages.filter(({ release }) => !untyped.includes(release)));
  // Releases of the changelog that the registry does not have: their types cannot be read.
  const changelog = JSON.parse(
    fs.readFileSync(path.join(ROOT, "site/_data/changelog.json"), "utf8"),
  ).releases.map((/** @type {{ version: string }} */ entry) => entry.version);
  const missing = changelog
    .filter(
      (/** @type {string} */ release) =>
        compareVersions(release, documented) <= 0 && !published.includes(release),
    )
    .sort(compareVersions);
  const note = `Written by \`npm run api-history\` from the type definitions of each mediainfo.js release on the npm registry up to ${documented}. Events per item: [release, type], type null when it went away. untyped: on the registry without type definitions; missing: in the changelog, not on the registry.`;
  return `${JSON.stringify({ "//": note, documented, untyped, missing, ...history }, null, 1)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const documented = JSON.parse(
    fs.readFileSync(path.join(ROOT, "node_modules/mediainfo.js/package.json"), "utf8"),
  ).version;
  const text = historyFile(documented);
  if (process.argv.includes("--check")) {
    const same = fs.existsSync(HISTORY_FILE) && fs.readFileSync(HISTORY_FILE, "utf8") === text;
    console.log(
      same
        ? `${path.relative(ROOT, HISTORY_FILE)} is current`
        : `${path.relative(ROOT, HISTORY_FILE)} differs: run npm run api-history`,
    );
    process.exit(same ? 0 : 1);
  }
  fs.writeFileSync(HISTORY_FILE, text);
  console.log(`wrote ${path.relative(ROOT, HISTORY_FILE)}`);
}
