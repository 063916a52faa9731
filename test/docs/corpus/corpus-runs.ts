// Runs scripts/corpus/analyse-corpus.js (and analyse-tracks.js) on the whole media corpus where
// the library runs: under each Node.js of NODE_RUNTIMES (scripts/corpus/node-facts.js,
// test/docs/corpus/corpus-tracks.mjs) and in one Chromium page whose requests are answered from the
// installed package, the runners' own files and the corpus. All give the same JSON.
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { node22Path } from "../../../scripts/tools.js";
import { CORPUS_DIR, corpus } from "../../helpers/corpus.ts";
import { LIBRARY_DIR } from "../../helpers/examples.ts";
import { waitUntil } from "../../helpers/wait.ts";

export type CorpusFacts = {
  options: Record<string, unknown>;
  /** Setting ("object", "JSON+coverData", …) → file name → what analyzeData resolved to. */
  outputs: Record<string, Record<string, any>>;
  fullFields: Record<string, string[][]>;
  reads: Record<
    string,
    Record<string, { requests: [number, number][]; bytes: number; result: string }>
  >;
  shortChunks: Record<
    string,
    { endless: boolean; lastRequests: [number, number][]; result: string }
  >;
  memoryBytes: number[];
  /** File name → what analyzeData reported when told a smaller size, or when the reader stopped. */
  oddities: Record<string, Record<"smallerSize" | "readerStops", Oddity>>;
};

export type Oddity = { tracks: string[]; isTruncated: string | null };

const RUNNER = path.resolve("scripts/corpus/node-facts.js");
const TRACKS_RUNNER = path.resolve("test/docs/corpus/corpus-tracks.mjs");

/**
 * The Node.js releases the documented mediainfo.js runs on, by binary: the machine's (Node.js 20,
 * which the Installation page names as enough) and Node.js 22 from tools/node22.
 */
export const NODE_RUNTIMES = [
  { name: `Node.js ${process.versions.node.split(".")[0]}`, path: process.execPath },
  { name: "Node.js 22", path: node22Path() },
];

/** Runs a script with `node` and parses what it prints. */
function jsonFrom<T>(node: string, args: string[]): Promise<T> {
  return new Promise((resolve, reject) => {
    execFile(
      node,
      args,
      { timeout: 120_000, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) =>
        error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(JSON.parse(stdout)),
    );
  });
}

export const factsInNode = (node = node22Path()): Promise<CorpusFacts> => jsonFrom(node, [RUNNER]);

/** One file's tracks in one setting; `chunkSize` is set only on the small-chunk run. */
export type TracksRun = {
  file: string;
  full: boolean;
  chunkSize?: number;
  tracks: Record<string, unknown>[];
};

/** Every corpus file's tracks, plain and with `full`, as the library gives them under `node`. */
export const tracksInNode = (node: string): Promise<TracksRun[]> =>
  jsonFrom(node, [TRACKS_RUNNER, ...corpus().map((entry) => entry.path)]);

const LAB = "http://corpus.test";
/** Path on the lab origin → file on disk. */
const SERVED: Record<string, string> = {
  "/runner/analyse-corpus.js": path.resolve("scripts/corpus/analyse-corpus.js"),
  "/runner/analyse-oddities.js": path.resolve("scripts/corpus/analyse-oddities.js"),
  "/runner/analyse-tracks.js": path.resolve("scripts/corpus/analyse-tracks.js"),
  "/runner/wasm-memories.js": path.resolve("scripts/corpus/wasm-memories.js"),
};

function fileFor(pathname: string): string | null {
  if (SERVED[pathname]) return SERVED[pathname];
  const [, folder, rest] = pathname.match(/^\/(mediainfo|corpus)\/(.+)$/) ?? [];
  if (!folder) return null;
  const file = path.join(folder === "corpus" ? CORPUS_DIR : LIBRARY_DIR, rest);
  return fs.existsSync(file) ? file : null;
}

/** The runs a page can make: the same runners as in Node.js, called the same way. */
const RUNS = {
  facts: `const { analyseCorpus } = await import("/runner/analyse-corpus.js");
const run = () => analyseCorpus(mediaInfoFactory, files, memories);`,
  tracks: `const { analyseTracks } = await import("/runner/analyse-tracks.js");
const run = () => analyseTracks(mediaInfoFactory, files);`,
};

/** The page: a runner, on the same files (in `names`' order), fetched from the lab origin. */
const pageFor = (
  names: string[],
  kind: keyof typeof RUNS,
) => `<!doctype html><title>corpus</title><script type="module">
import { watchMemories } from "/runner/wasm-memories.js";
const memories = watchMemories();
const { mediaInfoFactory } = await import("/mediainfo/dist/esm-bundle/index.js");
const files = await Promise.all(${JSON.stringify(names)}.map(async (name) => ({
  name,
  data: new Uint8Array(await (await fetch("/corpus/" + name)).arrayBuffer()),
})));
${RUNS[kind]}
run().then(
  (facts) => (globalThis.corpusFacts = facts),
  (error) => (globalThis.corpusError = String(error)),
);
</script>`;

const TYPES: Record<string, string> = { ".js": "text/javascript", ".wasm": "application/wasm" };

export const factsInChromium = (browser: Browser, names: string[]): Promise<CorpusFacts> =>
  runInChromium(browser, names, "facts");

/** Every corpus file's tracks, plain and with `full`, as the library gives them in Chromium. */
export const tracksInChromium = (browser: Browser): Promise<TracksRun[]> =>
  runInChromium(
    browser,
    corpus().map((entry) => entry.file),
    "tracks",
  );

async function runInChromium<T>(
  browser: Browser,
  names: string[],
  kind: keyof typeof RUNS,
): Promise<T> {
  const context = await browser.newContext();
  try {
    await context.route("**/*", (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== LAB) return route.abort("blockedbyclient");
      if (url.pathname === "/")
        return route.fulfill({ contentType: "text/html", body: pageFor(names, kind) });
      const file = fileFor(url.pathname);
      if (!file) return route.fulfill({ status: 404, body: "not found" });
      const type = TYPES[path.extname(file)] ?? "application/octet-stream";
      return route.fulfill({ contentType: type, body: fs.readFileSync(file) });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`${LAB}/`);
    await waitUntil(page, () => "corpusFacts" in globalThis || "corpusError" in globalThis, null, {
      timeout: 120_000,
    });
    const error = await page.evaluate(() => (globalThis as any).corpusError);
    if (error || errors.length > 0)
      throw new Error(`corpus run failed: ${error ?? errors.join("; ")}`);
    return await page.evaluate(() => (globalThis as any).corpusFacts);
  } finally {
    await context.close();
  }
}
