// The docs examples: every fence in site/docs/**/*.md and the home page sample, read
// with the site's own Markdown parser, and the checks of what a run must produce.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { createMarkdown, parseFenceInfo } from "../../eleventy/markdown.js";
import markdownContainers from "../../eleventy/markdown-containers.js";
import { SAMPLE } from "../../eleventy/home-code-sample.js";
import { API_EXAMPLES_DIR } from "../../components/api-reference/build/examples.js";
import { markdownFiles } from "./prose.ts";
import { corpus } from "./corpus.ts";

export const WRAPPER_VERSION: string = createRequire(import.meta.url)(
  "mediainfo.js/package.json",
).version;
export const LIBRARY_DIR = path.resolve("node_modules/mediainfo.js");
export const FIXTURE = path.resolve("test/fixtures/media/h264-aac.mp4");
/** The media file an example is run on: the corpus file its fence names (corpus="…"), or FIXTURE. */
export function mediaFileOf(example: { attrs: Record<string, string> }): string {
  const name = example.attrs.corpus;
  if (!name) return FIXTURE;
  const entry = corpus().find((file) => file.file === name);
  if (!entry) throw new Error(`corpus="${name}" is not a file of the media corpus`);
  return entry.path;
}
/** Languages whose fences are code a reader would run, as opposed to output or shell. */
const CODE_LANGUAGES = new Set(["js", "mjs", "cjs", "ts", "jsx", "tsx", "html"]);

export type Example = {
  source: string;
  line: number;
  lang: string;
  code: string;
  attrs: Record<string, string>;
};

function fencesOf(markdown: string, source: string, version = WRAPPER_VERSION): Example[] {
  const md = createMarkdown([markdownContainers]);
  return md
    .parse(markdown, {})
    .filter((token) => token.type === "fence")
    .map((token) => {
      const { lang, attrs } = parseFenceInfo(token.info);
      // The docs are Nunjucks templates too: fill in the one variable examples use.
      const code = token.content.replaceAll("{{ build.wrapperVersion }}", version);
      return { source, line: (token.map?.[0] ?? 0) + 1, lang, code, attrs };
    });
}

/** Every fence of the docs, the API reference's own examples and the home page, in source order. */
export function allFences(): Example[] {
  const files = [...markdownFiles("site/docs").sort(), ...markdownFiles(API_EXAMPLES_DIR).sort()];
  const docs = files.flatMap((file) => fencesOf(fs.readFileSync(file, "utf8"), file));
  return [...docs, ...fencesOf(SAMPLE, "eleventy/home-code-sample.js")];
}

/**
 * The fences a release's docs print: the latest's are allFences(); an older release's are those of
 * site/<version>/docs, with its own version where a fence names the installed release.
 */
export function releaseFences(release: {
  version: string;
  prefix: string;
  isLatest: boolean;
}): Example[] {
  if (release.isLatest) return allFences();
  return markdownFiles(`site${release.prefix}/docs`)
    .sort()
    .flatMap((file) => fencesOf(fs.readFileSync(file, "utf8"), file, release.version));
}

/** Code fences that call mediainfo.js: each must be run or say why not. */
export const usesLibrary = (example: Example) =>
  (CODE_LANGUAGES.has(example.lang) &&
    /mediainfo\.js|mediaInfoFactory|analyzeData|isTrackType/i.test(example.code)) ||
  (example.lang === "bash" && /^npx mediainfo\.js[@ ]/m.test(example.code));

export type Report = { created: number; resolved: number; closed: number; logs: string[][] };

const TRACK_HEADING = /^(General|Video|Audio|Text|Image|Menu|Other)( #\d+)?$/gm;

/** Track types in one logged value: a result object, an array of tracks, or a text report. */
function trackTypesOf(logged: string): string[] | null {
  try {
    const value = JSON.parse(logged);
    const tracks = Array.isArray(value) ? value : value?.media?.track;
    if (Array.isArray(tracks))
      return tracks.map((track) => (typeof track === "string" ? track : track["@type"]));
  } catch {
    const headings = [...logged.matchAll(TRACK_HEADING)].map((match) => match[1]);
    if (headings.length > 0) return headings;
  }
  return null;
}

/** Why a finished run does not match its fence's claims, or null when it does. */
export function mismatch(example: Example, report: Report): string | null {
  const { expect, closes } = example.attrs;
  // The command-line program is not instrumented: only its output is checked.
  if (report.resolved < 1 && example.attrs.run !== "cli")
    return `no instance resolved (created ${report.created})`;
  if (closes === "all" && report.closed < report.resolved) {
    return `closed ${report.closed} of ${report.resolved} instances`;
  }
  const logged = report.logs.map((args) => args.join(" "));
  if (expect === "instance") return null;
  if (expect.startsWith("tracks:")) {
    const wanted = expect
      .slice("tracks:".length)
      .split(",")
      .map((type) => type.trim());
    const found = logged.map(trackTypesOf).filter((types) => types !== null);
    if (found.some((types) => types.join() === wanted.join())) return null;
    return `expected tracks ${wanted.join(", ")}, logged ${JSON.stringify(found)}`;
  }
  if (expect.startsWith("output:")) {
    const wanted = expect.slice("output:".length).trim();
    return logged.some((line) => line.includes(wanted))
      ? null
      : `expected output "${wanted}", got ${JSON.stringify(logged)}`;
  }
  return `unknown expect="${expect}"`;
}

export const label = (example: Example) => `${example.source}:${example.line}`;

/** The fences that call mediainfo.js and say how to run them. */
export const runnableExamples = () =>
  allFences().filter((example) => usesLibrary(example) && example.attrs.run);
