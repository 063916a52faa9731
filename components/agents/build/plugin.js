// The Eleventy half of the coding assistants' files: each documented release's index, skill and
// field data, as the global `agents` (the "Use with coding agents" page prints the index and the
// skill's checksum) and written beside the pages after each build.
import fs from "node:fs";
import path from "node:path";
import { agentsIndex, AGENTS_INDEX_LIMIT } from "./agents-index.js";
import { agentFilesOf, RELEASES_PATH } from "./files.js";
import { packageFacts } from "./package-facts.js";
import { sha256, skillFile } from "./skill.js";

const MARKDOWN = "text/markdown; charset=utf-8";
const JSON_TYPE = "application/json";

/**
 * @typedef {import("./agents-index.js").AgentRelease & { packageDir: string,
 *   fields: () => unknown[] }} PluginRelease
 */

/**
 * Each release's files and their texts, the latest first; throws when an index outgrows its limit.
 * @param {{ url: string }} site @param {PluginRelease[]} releases
 */
export function agentFiles(site, releases) {
  return releases.map((release) => {
    const facts = packageFacts(release.packageDir, release.version);
    const index = agentsIndex(site, release, facts, releases);
    const bytes = Buffer.byteLength(index);
    if (bytes > AGENTS_INDEX_LIMIT)
      throw new Error(
        `the ${release.version} index for coding assistants is ${bytes} bytes, over ${AGENTS_INDEX_LIMIT}`,
      );
    const skill = skillFile(site, release, facts);
    return {
      version: release.version,
      isLatest: release.isLatest,
      urls: agentFilesOf(release),
      index,
      skill,
      skillSha256: sha256(skill),
      fields: release.fields,
    };
  });
}

/**
 * @param {any} eleventyConfig
 * @param {{ site: { url: string }, releases: () => PluginRelease[] }} options
 */
export default function agentsPlugin(eleventyConfig, { site, releases }) {
  /** @type {ReturnType<typeof agentFiles> | null} */
  let files = null;
  const current = () => (files ??= agentFiles(site, releases()));
  eleventyConfig.on("eleventy.before", () => {
    files = null;
  });
  eleventyConfig.addGlobalData("agents", () => current().map(({ fields, ...shown }) => shown));
  // Every file written below with its content type, for the hosts' headers (site/headers.njk).
  eleventyConfig.addGlobalData("agentsFiles", () => [
    ...current().flatMap(({ urls }) => [
      { path: urls.index, type: MARKDOWN },
      { path: urls.skill, type: MARKDOWN },
      { path: urls.fields, type: JSON_TYPE },
    ]),
    { path: RELEASES_PATH, type: JSON_TYPE },
  ]);
  // `directories` is the output folder in effect (the dev loop writes elsewhere than _site).
  eleventyConfig.on("eleventy.after", (/** @type {any} */ build) => {
    const write = (/** @type {string} */ url, /** @type {string} */ text) => {
      const file = path.join(build.directories.output, url);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, text);
    };
    for (const release of current()) {
      write(release.urls.index, release.index);
      write(release.urls.skill, release.skill);
      write(release.urls.fields, JSON.stringify(release.fields()));
    }
    write(RELEASES_PATH, JSON.stringify(releaseList(releases())));
  });
}

/**
 * The documented releases as the local docs server lists them, with their files.
 * @param {PluginRelease[]} releases
 */
const releaseList = (releases) =>
  releases.map(({ version, mediaInfoLib, prefix, isLatest, nodeMajor }) => ({
    version,
    mediaInfoLib,
    prefix,
    isLatest,
    nodeMajor,
    ...agentFilesOf({ prefix }),
  }));
