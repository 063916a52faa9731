// The demo's dedicated worker: runs the real mediainfo.js (its WASM found with `locateFile`) and
// reads the file in File.slice chunks, so big files never sit in memory or block the page. The
// build makes one worker per documented release, each calling `serve` with its own package's
// factory (scripts/build-bundles.js).
import type { default as MediaInfoFactory, MediaInfo } from "mediainfo.js";
import type { FailureStage, FromWorker, ToWorker } from "./worker-protocol";
import type { OutputFormat } from "./queue";
import { LIBRARY_DEFAULTS } from "../options/analysis-options";

type Engine = MediaInfo<OutputFormat>;
const PROGRESS_EVERY_MS = 100;
const engines = new Map<string, Promise<Engine>>();
let mediaInfoFactory: typeof MediaInfoFactory;
const post = (message: FromWorker) => (self as unknown as Worker).postMessage(message);
const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : String(error ?? "unknown error");

type EngineOptions = Pick<
  Extract<ToWorker, { type: "analyse" }>,
  "format" | "full" | "coverData" | "chunkSize"
>;

/** One engine per set of options (they are fixed when an instance is made). */
function engineFor(options: EngineOptions, wasmUrl: string): Promise<Engine> {
  const { format, full, coverData = false, chunkSize } = options;
  // The library's own chunk size named or left out makes the same engine: the warm-up's serves
  // the first analysis with default options instead of loading the WASM a second time.
  const key = `${format}:${full}:${coverData}:${chunkSize ?? LIBRARY_DEFAULTS.chunkSize}`;
  let engine = engines.get(key);
  if (!engine) {
    const chosen = { format, full, coverData, ...(chunkSize ? { chunkSize } : {}) };
    engine = mediaInfoFactory<OutputFormat>({ ...chosen, locateFile: () => wasmUrl });
    engine.catch(() => engines.delete(key));
    engines.set(key, engine);
  }
  return engine;
}

async function analyse(message: Extract<ToWorker, { type: "analyse" }>): Promise<void> {
  const { jobId, file } = message;
  const fail = (stage: FailureStage, error: unknown) =>
    post({ type: "failed", jobId, stage, message: messageOf(error) });
  let engine: Engine;
  try {
    engine = await engineFor(message, message.wasmUrl);
  } catch (error) {
    return fail("load", error);
  }
  let position = 0;
  let lastPost = 0;
  let readError: unknown = null;
  const readChunk = async (size: number, offset: number): Promise<Uint8Array> => {
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(await file.slice(offset, offset + size).arrayBuffer());
      position = Math.max(position, offset + bytes.length);
    } catch (error) {
      readError = error;
      throw error;
    }
    const now = performance.now();
    if (now - lastPost >= PROGRESS_EVERY_MS) {
      lastPost = now;
      post({ type: "progress", jobId, position, size: file.size });
    }
    return bytes;
  };
  const started = performance.now();
  // The engine is ready: the page's watchdog counts silence from here, not from the download.
  lastPost = started;
  post({ type: "progress", jobId, position, size: file.size });
  try {
    const result = await engine.analyzeData(file.size, readChunk);
    post({ type: "done", jobId, result, ms: performance.now() - started });
  } catch (error) {
    fail(readError ? "read" : "analyse", readError ?? error);
  }
}

/** Answers the page's messages with `factory`, the mediainfo.js release this worker was built for. */
export function serve(factory: typeof MediaInfoFactory): void {
  mediaInfoFactory = factory;
  self.onmessage = onMessage;
}

const onMessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === "warm") {
    engineFor({ format: "object", full: false }, message.wasmUrl).then(
      () => post({ type: "ready" }),
      (error) => post({ type: "failed", jobId: null, stage: "load", message: messageOf(error) }),
    );
  } else if (message.type === "analyse") {
    void analyse(message);
  }
};
