// The compact index a coding assistant reads before writing code against one release (served at
// `<prefix>/agents.md`, at most AGENTS_INDEX_LIMIT bytes): what the library is, the pinned install
// line, the five things generated code most often gets wrong, stated for that release, and the
// Markdown twins to read next.
import { twinUrl } from "../../../contract/routes.js";
import { BUSY_MESSAGE, WASM_FILE } from "./package-facts.js";

/** The largest index, in bytes: small enough to paste into a project's AGENTS.md whole. */
export const AGENTS_INDEX_LIMIT = 8 * 1024;

/**
 * @typedef {{ version: string, mediaInfoLib: string, prefix: string, isLatest: boolean,
 *   nodeMajor: number }} AgentRelease
 * @typedef {import("./package-facts.js").PackageFacts} PackageFacts
 */

/** The pinned install line of `version`, as the Installation page prints it. @param {string} version */
export const installLine = (version) => `npm install --save-exact mediainfo.js@${version}`;

/** The pages an assistant reads next, by topic: site routes without the release's prefix. */
export const TWIN_LINKS = [
  ["Installation (CDN, serving the WebAssembly file, CSP)", "/docs/getting-started/installation/"],
  ["Usage (instances, analyzeData, result formats)", "/docs/getting-started/usage/"],
  ["Bundlers (Vite, webpack, esbuild, Rollup and locateFile)", "/docs/recipes/bundlers/"],
  ["Node.js", "/docs/recipes/nodejs/"],
  ["Large files (chunk sizes, reading from a URL)", "/docs/recipes/large-files/"],
  ["Troubleshooting (the errors and their causes)", "/docs/guides/troubleshooting/"],
  ["Memory and instances", "/docs/guides/memory/"],
  ["Field index (every field, its type, unit and track types)", "/api/fields/"],
  ["MediaInfo class", "/api/class/MediaInfo/"],
  ["Factory options", "/api/interface/MediaInfoFactoryOptions/"],
];

/** `2480123` → `2.4 MB`. @param {number} bytes */
const megabytes = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;

/**
 * The five rules, stated for `release`: shared by the index and the skill.
 * @param {AgentRelease} release @param {PackageFacts} facts
 */
export function rulesOf(release, facts) {
  const { version } = release;
  const cdn = `https://cdn.jsdelivr.net/npm/mediainfo.js@${version}/dist`;
  return `1. **Pin the release everywhere it is named.** Use the install line above (\`--save-exact\`: npm's default \`^${version}\` lets a later install pick another release). A CDN URL names the version too (\`${cdn}/umd/index.min.js\`), and so does any URL of \`${WASM_FILE}\` you serve. The JavaScript and the WebAssembly file must come from the same release: mixing two fails at instance creation with \`WebAssembly.instantiate(): Import #0 module="a": module is not an object or function\`.
2. **Pass \`locateFile\` in bundled browser code; leave it out in Node.js.** \`mediaInfoFactory({ locateFile: (path, prefix) => url })\` receives the file name \`${WASM_FILE}\` and the folder the wrapper would use, and returns the URL to fetch. After Vite, webpack, esbuild or Rollup the default URL is wrong: have the build copy \`node_modules/mediainfo.js/dist/${WASM_FILE}\` (package export \`${facts.wasmExport}\`) and return its served URL. In Node.js the wrapper reads the file from its own package; an \`http://\` URL there is taken as a file name and fails with \`ENOENT\`.
3. **One analysis at a time per instance.** A second \`analyzeData\` on an instance before the first settles rejects with \`${BUSY_MESSAGE}\`, and that guard is unreliable (a refused call can clear it and two analyses then mix their results). Await each call, queue the calls of one instance, or create one instance per parallel job. Create instances sparingly: each \`mediaInfoFactory\` call fetches and compiles the WebAssembly again.
4. **Units are MediaInfoLib's, and times are seconds.** In the object and JSON results \`Duration\` and \`Delay\` are seconds (\`2.08\`), even where MediaInfoLib's field descriptions say "in ms"; \`BitRate\` and \`OverallBitRate\` are bit/s, \`SamplingRate\` Hz, \`FrameRate\` frames per second, \`Width\`/\`Height\` pixels, \`FileSize\` bytes. In the object format only the library's integer and float fields are numbers; every other value is a string, including \`FileSize\`, \`ID\` and \`Rotation\` (convert with \`Number()\`). \`*_String*\` fields are display text, not values. Look field names up in the field index instead of guessing them.
5. **The WebAssembly comes from the package, not from the network.** \`${WASM_FILE}\` (${megabytes(facts.wasmBytes)}) is in the package's \`dist/\` folder. Node.js reads it from disk; a browser fetches it from your server (or the CDN URL, pinned), so serve it with \`Content-Type: application/wasm\` and let your build copy it from \`node_modules\` on every install, never commit a copy.`;
}

/**
 * The Markdown twins to read next, as a list of links in `release`.
 * @param {{ url: string }} site @param {AgentRelease} release
 */
export function readNext(site, release) {
  const twin = (/** @type {string} */ route) =>
    new URL(twinUrl(`${release.prefix}${route}`), site.url).href;
  return `${TWIN_LINKS.map(([label, route]) => `- [${label}](${twin(route)})`).join("\n")}
- [All pages of ${release.version}](${new URL(`${release.prefix}/llms.txt`, site.url).href})
`;
}

/**
 * The index of `release`, from its package's facts.
 * @param {{ url: string }} site
 * @param {AgentRelease} release
 * @param {PackageFacts} facts
 * @param {AgentRelease[]} releases every documented release, for the links between them
 */
export function agentsIndex(site, release, facts, releases) {
  const { version, prefix } = release;
  const page = (/** @type {string} */ route) => new URL(`${prefix}${route}`, site.url).href;
  const others = releases.filter((other) => other !== release);
  return `# mediainfo.js ${version}: index for coding assistants

mediainfo.js ${version} is MediaInfoLib ${release.mediaInfoLib} compiled to WebAssembly, with a small JavaScript wrapper. Give it a file's size and a function that reads byte ranges; it returns the container's and every track's metadata (formats, codecs, duration, bit rates, resolution, tags) as an object (the default, \`"${facts.defaultFormat}"\`), JSON, XML, HTML or text. It runs in browsers and in Node.js ${release.nodeMajor} or newer. This index speaks for ${version} only${release.isLatest ? ", the latest documented release" : ", an older release"}: do not mix in facts of another release.

Docs: ${page("/docs/intro/")} · this index: ${new URL(`${prefix}/agents.md`, site.url).href} · everything in one file: ${new URL(`${prefix}/llms-full.txt`, site.url).href}
${others.map((other) => `Other release: ${other.version}${other.isLatest ? " (latest)" : ""} at ${new URL(`${other.prefix}/agents.md`, site.url).href}`).join("\n")}

## Install

\`\`\`bash
${installLine(version)}
\`\`\`

## Five things to get right

${rulesOf(release, facts)}

## Smallest correct use (Node.js)

\`\`\`js
import { open } from "node:fs/promises";
import { mediaInfoFactory } from "mediainfo.js";

const mediainfo = await mediaInfoFactory({ format: "object" });
const file = await open(process.argv[2], "r");
try {
  const { size } = await file.stat();
  const result = await mediainfo.analyzeData(size, async (chunkSize, offset) => {
    const buffer = new Uint8Array(chunkSize);
    const { bytesRead } = await file.read(buffer, 0, chunkSize, offset);
    return buffer.subarray(0, bytesRead);
  });
  console.log(result.media.track.map((track) => track["@type"]));
} finally {
  await file.close();
  mediainfo.close();
}
\`\`\`

In a browser, read a \`File\` the same way: \`new Uint8Array(await file.slice(offset, offset + chunkSize).arrayBuffer())\`.

## Read next (Markdown)

${readNext(site, release)}
`;
}
