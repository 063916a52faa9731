// Analyses every file of the media corpus with the real mediainfo.js in each setting the docs
// describe, and returns what came out, unchanged, for test/docs/corpus/corpus-facts.test.ts to hold the
// pages' claims against. Plain JavaScript, importing only its sibling: the same module runs under
// Node.js 20 and 22 (scripts/corpus/node-facts.js) and in a Chromium page
// (test/docs/corpus/corpus-runs.ts), and the runs must agree. One instance per setting analyses all the files, which keeps it to seconds.

import { analyseOddities } from "./analyse-oddities.js";

/** The chunk sizes the Large files page compares, in KiB; 256 is the library's default. */
export const CHUNK_SIZES_KIB = [64, 256, 1024, 4096];
const STRING_FORMATS = ["JSON", "XML", "HTML", "text"];
/** The chunk size the Troubleshooting page suggests for small files, in KiB. */
export const SMALL_CHUNK_KIB = 16;

/**
 * FNV-1a over UTF-16 code units: a short fingerprint that tells two outputs apart.
 * @param {string} text
 */
export function fingerprint(text) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, "0");
}

/** @typedef {{ name: string, data: Uint8Array }} CorpusInput */
/** @typedef {(options?: Record<string, unknown>) => Promise<any>} Factory */

/**
 * Runs `analyse(mediainfo, file)` for every file on one new instance, then closes it.
 * @param {Factory} factory @param {Record<string, unknown>} options @param {CorpusInput[]} files
 * @param {(mediainfo: any, file: CorpusInput) => Promise<unknown>} analyse
 */
async function onEveryFile(factory, options, files, analyse) {
  const mediainfo = await factory(options);
  /** @type {Record<string, any>} */
  const byFile = {};
  try {
    for (const file of files) byFile[file.name] = await analyse(mediainfo, file);
  } finally {
    mediainfo.close();
  }
  return byFile;
}

/** @param {CorpusInput} file */
const wholeReader =
  ({ data }) =>
  (/** @type {number} */ size, /** @type {number} */ offset) =>
    data.subarray(offset, offset + size);

/**
 * What the library asks for: every readChunk call as [offset, size asked], the bytes returned, and
 * a fingerprint of the result (to compare with the default run).
 * @param {any} mediainfo @param {CorpusInput} file
 */
async function countedAnalysis(mediainfo, file) {
  const read = wholeReader(file);
  /** @type {[number, number][]} */
  const requests = [];
  let bytes = 0;
  const result = await mediainfo.analyzeData(file.data.length, (size, offset) => {
    requests.push([offset, size]);
    const chunk = read(size, offset);
    bytes += chunk.length;
    return chunk;
  });
  return { requests, bytes, result: fingerprint(JSON.stringify(result)) };
}

/** More requests than any corpus file needs: past it, a short-chunk analysis counts as endless. */
const ENDLESS = 1000;

/**
 * A reader that returns at most half of what is asked (at least one byte), as a slow stream may.
 * Asynchronous, so a library that keeps asking loops instead of overflowing the stack; after
 * ENDLESS requests it gets an empty chunk, which ends the analysis.
 * @param {any} mediainfo @param {CorpusInput} file
 */
async function shortChunkAnalysis(mediainfo, file) {
  const read = wholeReader(file);
  /** @type {[number, number][]} */
  const requests = [];
  const result = await mediainfo.analyzeData(file.data.length, async (size, offset) => {
    requests.push([offset, size]);
    return requests.length > ENDLESS
      ? new Uint8Array(0)
      : read(Math.max(1, Math.ceil(size / 2)), offset);
  });
  return {
    endless: requests.length > ENDLESS,
    lastRequests: requests.slice(-4),
    result: fingerprint(JSON.stringify(result)),
  };
}

/**
 * Everything the docs' claims about results are checked on, for each file by name.
 * @param {Factory} factory mediaInfoFactory, with locateFile already set where needed
 * @param {CorpusInput[]} files
 * @param {WebAssembly.Memory[]} memories every instance's memory, for the memory claim
 */
export async function analyseCorpus(factory, files, memories = []) {
  const defaults = await factory();
  const options = { ...defaults.options };
  defaults.close();
  const plain = (/** @type {any} */ mediainfo, /** @type {CorpusInput} */ file) =>
    mediainfo.analyzeData(file.data.length, wholeReader(file));
  /** @type {Record<string, Record<string, any>>} */
  const outputs = { object: await onEveryFile(factory, {}, files, plain) };
  outputs["object+coverData"] = await onEveryFile(factory, { coverData: true }, files, plain);
  for (const format of STRING_FORMATS) {
    outputs[format] = await onEveryFile(factory, { format }, files, plain);
    outputs[`${format}+coverData`] = await onEveryFile(
      factory,
      { format, coverData: true },
      files,
      plain,
    );
  }
  // `full`: whole results, for the fields the Odd results page says it adds; and their names.
  outputs["object+full"] = await onEveryFile(factory, { full: true }, files, plain);
  const fullFields = Object.fromEntries(
    Object.entries(outputs["object+full"]).map(([name, result]) => [
      name,
      result.media.track.map((/** @type {object} */ track) => Object.keys(track)),
    ]),
  );
  // The smallest chunk size, whole results: the Odd results page names what it changes.
  const smallest = { chunkSize: CHUNK_SIZES_KIB[0] * 1024 };
  const smallestName = `object+chunkSize${CHUNK_SIZES_KIB[0]}KiB`;
  outputs[smallestName] = await onEveryFile(factory, smallest, files, plain);
  // Chunks smaller than every file of the corpus but the smallest, so that no single read holds a
  // whole file: the Troubleshooting page's way around values repeated and fields left out then.
  const small = `object+chunkSize${SMALL_CHUNK_KIB}KiB`;
  outputs[small] = await onEveryFile(factory, { chunkSize: SMALL_CHUNK_KIB * 1024 }, files, plain);
  const oddities = await analyseOddities(factory, files);
  // The other passes take the files in reverse order: results must not depend on what came before.
  const reversed = [...files].reverse();
  /** @type {Record<number, Record<string, any>>} */
  const reads = {};
  for (const kib of CHUNK_SIZES_KIB)
    reads[kib] = await onEveryFile(factory, { chunkSize: kib * 1024 }, reversed, countedAnalysis);
  const shortChunks = await onEveryFile(factory, {}, reversed, shortChunkAnalysis);
  const memoryBytes = memories.map((memory) => memory.buffer.byteLength);
  return { options, outputs, fullFields, reads, shortChunks, memoryBytes, oddities };
}
