// What `npm run upgrade-library -- <version>` changes: every version-bound fact of the site, read
// from the target release's package (version, MediaInfoLib version, type definitions, WebAssembly)
// and its upstream history, as whole-file edits, plus what a person must still review. Reads
// files, writes none: the CLI applies the edits or, in a dry run, only prints them. `root` is the
// site's folder, so tests plan against a small copy of it.
import fs from "node:fs";
import path from "node:path";
import { wasmFeatures } from "../../eleventy/facts/wasm-features.js";
import { apiSurface, diffSurface } from "../../components/api-reference/build/api-surface.js";
import { insertReleases, parseUpstreamChangelog, releasesToAdd } from "./changelog.js";
import { compareVersions, documentedVersion, mediaInfoLibVersion } from "./versions.js";
import { versionMentions } from "./mentions.js";
import { readReleases, withLatest } from "./releases-file.js";

const CHANGELOG = "site/_data/changelog.json";
const RELEASES = "config/releases.json";
/**
 * The folders of the toolsets (recipes, benchmarks) and of this repository's own packages (the
 * docs' MCP server, which analyses files with the documented release), each with its own
 * package.json and lockfile.
 */
const TOOLSETS = ["tools", "packages"];
/** Docs whose sample outputs print MediaInfoLib's version ("version": "25.07", version="25.07"). */
const SAMPLE_OUTPUTS = ["site/docs/intro.md", "site/docs/getting-started/usage.md"];

/**
 * @typedef {{ file: string, fact: string, from: string, to: string, text: string }} Change
 * @typedef {{ root: string, version: string, packageDir: string, upstreamChangelog: () => { text: string, source: string }, published?: () => Map<string, string> }} PlanOptions
 *   packageDir: the target release's package; upstreamChangelog: CHANGELOG.md at its tag, or its
 *   newest tag (read only when releases are missing; source names the tag read, or why none was);
 *   published: the registry's releases and dates (asked only when releases are missing)
 */

/**
 * @param {PlanOptions} options
 * @returns {{ from: string, to: string, changes: Change[], review: string[] }}
 */
export function planUpgrade({
  root,
  version,
  packageDir,
  upstreamChangelog,
  published = () => new Map(),
}) {
  const read = (/** @type {string} */ file) => fs.readFileSync(path.join(root, file), "utf8");
  const installedDir = path.join(root, "node_modules/mediainfo.js");
  const from = documentedVersion(root);
  const installed = JSON.parse(
    fs.readFileSync(path.join(installedDir, "package.json"), "utf8"),
  ).version;
  const target = JSON.parse(fs.readFileSync(path.join(packageDir, "package.json"), "utf8"));
  if (installed !== from)
    throw new Error(
      `node_modules has mediainfo.js ${installed}, package.json ${from}: run "npm ci" first`,
    );
  if (target.version !== version)
    throw new Error(`the package given is mediainfo.js ${target.version}, not ${version}`);
  if (compareVersions(version, from) < 0)
    throw new Error(`the site documents ${from}; ${version} is older`);

  const changes = /** @type {Change[]} */ ([]);
  const review = /** @type {string[]} */ ([]);
  /** Records an edit of `file` (on top of earlier edits of it) when the fact changes.
   * @param {string} file @param {string} fact @param {string} before @param {string} after
   * @param {(text: string) => string} change */
  const edit = (file, fact, before, after, change) => {
    if (before === after) return;
    const earlier = changes.find((entry) => entry.file === file);
    const original = earlier?.text ?? read(file);
    const text = change(original);
    if (text === original) throw new Error(`${file}: ${fact} "${before}" not found`);
    if (earlier) changes.splice(changes.indexOf(earlier), 1);
    changes.push({
      file,
      fact: earlier ? `${earlier.fact}; ${fact}` : fact,
      from: before,
      to: after,
      text,
    });
  };

  edit("package.json", "mediainfo.js dependency", from, version, (text) =>
    text.replace(`"mediainfo.js": "${from}"`, `"mediainfo.js": "${version}"`),
  );
  const revision = read("typedoc.json").match(/\/blob\/([^/]+)\/src\//)?.[1] ?? "(none)";
  edit("typedoc.json", "TypeDoc source revision", revision, `v${version}`, (text) =>
    text.replaceAll(`/blob/${revision}/`, `/blob/v${version}/`),
  );

  for (const file of toolsetManifests(root)) {
    const pinned = mediaInfoPin(read(file));
    if (pinned === from)
      edit(file, "toolset's mediainfo.js", from, version, (text) =>
        text.replace(`"mediainfo.js": "${from}"`, `"mediainfo.js": "${version}"`),
      );
    else if (pinned && pinned !== version)
      review.push(
        `${file} pins mediainfo.js ${pinned}, neither ${from} nor ${version}: left as it is; ` +
          "check the toolset means to test that release",
      );
  }

  const oldWasm = fs.readFileSync(path.join(installedDir, "dist/MediaInfoModule.wasm"));
  const newWasm = fs.readFileSync(path.join(packageDir, "dist/MediaInfoModule.wasm"));
  const newLibrary = mediaInfoLibVersion(newWasm);
  const releases = readReleases(read(RELEASES), RELEASES);
  const oldLibrary = releases[0].mediaInfoLib;
  if (releases[0].name === from)
    edit(RELEASES, "latest release (name)", from, version, (text) =>
      withLatest(text, RELEASES, { name: version }),
    );
  edit(RELEASES, "MediaInfoLib version of the latest release", oldLibrary, newLibrary, (text) =>
    withLatest(text, RELEASES, { mediaInfoLib: newLibrary }),
  );
  if (version !== from && !releases.slice(1).some((release) => release.name === from))
    review.push(
      `${from} is no longer documented: to keep it as an older version, add the npm alias ` +
        `mediainfo.js-${from} (npm install mediainfo.js-${from}@npm:mediainfo.js@${from}), an entry in ` +
        `${RELEASES} after the latest ({ "name": "${from}", "mediaInfoLib": "${oldLibrary}" }) ` +
        `and a snapshot of its docs under site/${from}/; or drop it (nothing to do)`,
    );
  for (const file of SAMPLE_OUTPUTS) {
    const sample = new RegExp(`("version": ?"|version=")${oldLibrary.replace(".", "\\.")}"`, "g");
    if (sample.test(read(file)))
      edit(file, "MediaInfoLib version in sample output", oldLibrary, newLibrary, (text) =>
        text.replace(sample, `$1${newLibrary}"`),
      );
  }

  const ours = JSON.parse(read(CHANGELOG));
  const newest = ours.releases[0].version;
  if (compareVersions(version, newest) > 0) {
    const { text: upstreamText, source } = upstreamChangelog();
    const upstream = parseUpstreamChangelog(upstreamText);
    const fromUpstream = releasesToAdd(upstream, newest, version, compareVersions);
    const adding = withDerived(fromUpstream, {
      newest,
      version,
      // The registry is only asked when upstream's changelog does not reach the release.
      published: fromUpstream.some((release) => release.version === version)
        ? new Map()
        : published(),
    });
    if (source !== `v${version}`)
      review.push(
        `the upstream repository has no tag v${version} (changelog read: ${source}): TypeDoc's source ` +
          "links (typedoc.json) and the docs' links into the library's code name it; check the tag " +
          "exists upstream before publishing",
      );
    edit(CHANGELOG, "release history", newest, version, (text) => insertReleases(text, adding));
    for (const release of adding.filter((entry) => entry.derived))
      review.push(
        `describe ${release.version} in ${CHANGELOG}: upstream's changelog (${source}) has no entry, so it is ` +
          "marked derived; write its items from the package difference (npm test fails until it has some)",
      );
    review.push(...restateList(adding, upstream));
  }

  if (path.resolve(packageDir) !== path.resolve(installedDir)) {
    review.push(
      ...diffSurface(apiSurface(installedDir), apiSurface(packageDir)).map((line) => `API ${line}`),
    );
  }
  const [oldFeatures, newFeatures] = [oldWasm, newWasm].map(
    (wasm) => wasmFeatures(wasm).join(", ") || "none beyond 1.0",
  );
  if (oldFeatures !== newFeatures) {
    review.push(
      `WebAssembly features: ${from} needs ${oldFeatures}, ${version} needs ${newFeatures}; the browser table and its ` +
        "list of features follow by themselves; check the Installation page's Requirements reads well",
    );
  }
  if (WebAssembly.validate(oldWasm) !== WebAssembly.validate(newWasm)) {
    review.push(
      `Node.js ${process.version} ${WebAssembly.validate(newWasm) ? "now compiles" : "no longer compiles"} the WebAssembly of ${version}: ` +
        "review the Node.js requirement (Installation page) and which tests need tools/node22",
    );
  }
  if (version !== from) {
    const edited = new Map(changes.map((change) => [change.file, change.text]));
    review.push(
      ...versionMentions(root, from, edited).map((where) => `still says ${from}: ${where}`),
    );
  }
  return { from, to: version, changes, review };
}

/**
 * One line per new changelog item: where to write our wording, and upstream's to restate.
 * @param {import("./changelog.js").Release[]} adding
 * @param {import("./changelog.js").Release[]} upstream
 */
function restateList(adding, upstream) {
  return adding.flatMap((release, index) =>
    (release.groups ?? []).flatMap((group, groupIndex) =>
      group.items.map((item, itemIndex) => {
        const original = upstream.find((entry) => entry.version === release.version)?.groups?.[
          groupIndex
        ].items[itemIndex].text;
        return (
          `restate in our words: ${CHANGELOG} releases[${index}].groups[${groupIndex}].items[${itemIndex}].text ` +
          `(${release.version}, ${group.title}${item.scope ? `, ${item.scope}` : ""}); upstream: "${original}"`
        );
      }),
    ),
  );
}

/**
 * The releases to add, with an entry marked `derived` for each release the registry has and the
 * upstream changelog lacks (newest first): it is described from the package difference instead.
 * @param {import("./changelog.js").Release[]} adding
 * @param {{ newest: string, version: string, published: Map<string, string> }} range
 */
function withDerived(adding, { newest, version, published }) {
  const known = new Set(adding.map((release) => release.version));
  const missing = [...new Set([...published.keys(), version])].filter(
    (candidate) =>
      !known.has(candidate) &&
      compareVersions(candidate, newest) > 0 &&
      compareVersions(candidate, version) <= 0,
  );
  const derived = missing.map((candidate) => ({
    version: candidate,
    date: published.get(candidate) ?? new Date().toISOString().slice(0, 10),
    derived: true,
  }));
  return [...adding, ...derived].sort((a, b) => compareVersions(b.version, a.version));
}

/** tools/<name>/package.json and packages/<name>/package.json, relative to `root`. @param {string} root */
function toolsetManifests(root) {
  return TOOLSETS.flatMap((name) => {
    const folder = path.join(root, name);
    if (!fs.existsSync(folder)) return [];
    return fs
      .readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${name}/${entry.name}/package.json`)
      .filter((file) => fs.existsSync(path.join(root, file)));
  }).sort();
}

/** The exact mediainfo.js version a package.json depends on, if any. @param {string} text */
function mediaInfoPin(text) {
  const manifest = JSON.parse(text);
  return manifest.dependencies?.["mediainfo.js"] ?? manifest.devDependencies?.["mediainfo.js"];
}

/**
 * The toolsets a plan re-pins: their lockfiles must follow (`npm install --package-lock-only`).
 * @param {{ file: string }[]} changes @returns {string[]} their folders, relative to the root
 */
export const repinnedToolsets = (changes) =>
  changes
    .map((change) => change.file)
    .filter(
      (file) =>
        TOOLSETS.some((name) => file.startsWith(`${name}/`)) && file.endsWith("/package.json"),
    )
    .map((file) => path.dirname(file));
