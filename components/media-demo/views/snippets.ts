// The code that reproduces a demo analysis, for a page, a worker and Node.js. The Usage page's
// executed examples are this module's output for their options (a unit test compares them), so
// what the demo shows is code the examples suite runs.
import { LIBRARY_DEFAULTS, type AnalysisOptions } from "../options/analysis-options";
import type { OutputFormat } from "../engine/queue";

export type SnippetTarget = "browser" | "worker" | "node";
export type SnippetOptions = AnalysisOptions & { format: OutputFormat };

/** The result formats the code panel offers, its first the one it shows first. */
export const SNIPPET_FORMATS: OutputFormat[] = ["object", "JSON", "text", "XML", "HTML"];

/** The factory's argument: only the options that differ from the library's defaults. */
export function factoryArgument(options: SnippetOptions): string {
  const chosen: string[] = [];
  if (options.format !== "object") chosen.push(`format: ${JSON.stringify(options.format)}`);
  for (const name of ["full", "coverData", "chunkSize"] as const)
    if (options[name] !== LIBRARY_DEFAULTS[name]) chosen.push(`${name}: ${options[name]}`);
  return chosen.length === 0 ? "" : `{ ${chosen.join(", ")} }`;
}

const IMPORT = 'import { mediaInfoFactory } from "mediainfo.js";';

const READ_CHUNK_OF_FILE = `function readChunkOf(file) {
  return async (chunkSize, offset) => {
    const buffer = await file.slice(offset, offset + chunkSize).arrayBuffer();
    return new Uint8Array(buffer);
  };
}`;

function browser(options: SnippetOptions): string {
  const shown = options.format === "object" ? "result.media.track" : "result";
  return `${IMPORT}

const mediainfo = await mediaInfoFactory(${factoryArgument(options)});

${READ_CHUNK_OF_FILE}

document.querySelector("input[type=file]").addEventListener("change", async (event) => {
  const file = event.target.files[0];
  if (!file) return;
  const result = await mediainfo.analyzeData(file.size, readChunkOf(file));
  console.log(${shown});
});
`;
}

function worker(options: SnippetOptions): string {
  return `// media-worker.js, started by the page with
//   const worker = new Worker(new URL("./media-worker.js", import.meta.url), { type: "module" });
//   worker.onmessage = (event) => console.log(event.data);
//   worker.postMessage(file); // a File from an <input type="file"> or a drop
${IMPORT}

const ready = mediaInfoFactory(${factoryArgument(options)});

${READ_CHUNK_OF_FILE}

// Send one file at a time: an instance analyses one file after the other.
self.onmessage = async (event) => {
  const file = event.data;
  const mediainfo = await ready;
  self.postMessage(await mediainfo.analyzeData(file.size, readChunkOf(file)));
};
`;
}

function node(options: SnippetOptions): string {
  const analysis = "await mediainfo.analyzeData(size, readChunk)";
  const shown = options.format === "object" ? `JSON.stringify(${analysis}, null, 2)` : analysis;
  return `import { open } from "node:fs/promises";
${IMPORT}

const mediainfo = await mediaInfoFactory(${factoryArgument(options)});
const file = await open(process.argv[2], "r");
try {
  const { size } = await file.stat();
  const readChunk = async (chunkSize, offset) => {
    const buffer = new Uint8Array(chunkSize);
    const { bytesRead } = await file.read(buffer, 0, chunkSize, offset);
    return buffer.subarray(0, bytesRead);
  };
  console.log(${shown});
} finally {
  await file.close();
  mediainfo.close();
}
`;
}

const TEMPLATES: Record<SnippetTarget, (options: SnippetOptions) => string> = {
  browser,
  worker,
  node,
};

export const SNIPPET_TARGETS = Object.keys(TEMPLATES) as SnippetTarget[];

/** The snippet for `target` that analyses a file with `options`. */
export const snippetFor = (target: SnippetTarget, options: SnippetOptions): string =>
  TEMPLATES[target](options);
