// The corpus figures of the Large files page (site/_data/corpusReads.json, `npm run corpus-reads`),
// computed from what scripts/corpus/analyse-corpus.js measured; the test re-measures and compares.
import { CHUNK_SIZES_KIB, fingerprint } from "./analyse-corpus.js";

/**
 * The Large files page's corpus figures, from analyseCorpus's facts: per chunk size, the reads and
 * bytes of every file, which files were read more than once, asked for 0 bytes at their end, or
 * came out different from the default run; and what a reader of short chunks did.
 * @param {Awaited<ReturnType<typeof import("./analyse-corpus.js").analyseCorpus>>} facts
 * @param {{ name: string, size: number }[]} files
 */
export function corpusFigures(facts, files) {
  const plain = Object.fromEntries(
    files.map(({ name }) => [name, fingerprint(JSON.stringify(facts.outputs.object[name]))]),
  );
  const names = (/** @type {(file: { name: string, size: number }) => boolean} */ test) =>
    files.filter(test).map((file) => file.name);
  const rows = CHUNK_SIZES_KIB.map((kib) => {
    const of = (/** @type {string} */ name) => facts.reads[kib][name];
    const counts = files.map((file) => of(file.name).requests.length);
    const row = {
      minReads: Math.min(...counts),
      maxReads: Math.max(...counts),
      oneReadFiles: counts.filter((count) => count === 1).length,
      bytesRead: files.reduce((sum, file) => sum + of(file.name).bytes, 0),
      readAgainFiles: names((file) => of(file.name).bytes > file.size),
      emptyRequestFiles: names((file) => of(file.name).requests.some(([, size]) => size === 0)),
      changedFiles: names((file) => of(file.name).result !== plain[file.name]),
      perFile: Object.fromEntries(
        files.map(({ name }) => [name, { reads: of(name).requests.length, bytes: of(name).bytes }]),
      ),
    };
    return [kib, row];
  });
  const short = facts.shortChunks;
  return {
    files: files.length,
    corpusBytes: files.reduce((sum, file) => sum + file.size, 0),
    defaultChunkKiB: Number(facts.options.chunkSize) / 1024,
    /** Chunk size in KiB → figures (integer keys keep their order). */
    rows: Object.fromEntries(rows),
    shortChunks: {
      endlessFiles: names((file) => short[file.name].endless),
      changedFiles: names(
        (file) => !short[file.name].endless && short[file.name].result !== plain[file.name],
      ),
    },
  };
}

/**
 * The Format support page's table, one row per corpus file: the container as the General track
 * names it (with its profile, which tells QuickTime from MP4), the other tracks' types, and
 * their formats, each once, in the order the library reports them.
 * @param {Awaited<ReturnType<typeof import("./analyse-corpus.js").analyseCorpus>>} facts
 * @param {{ name: string }[]} files
 */
export function corpusFormats(facts, files) {
  return files.map(({ name }) => {
    const [general, ...others] = facts.outputs.object[name].media.track;
    const profile = general.Format_Profile ? ` (${general.Format_Profile})` : "";
    const once = (/** @type {string[]} */ list) => [...new Set(list)];
    return {
      file: name,
      container: general.Format ? `${general.Format}${profile}` : null,
      tracks: others.map((/** @type {any} */ track) => track["@type"]),
      formats: once(others.map((/** @type {any} */ track) => track.Format).filter(Boolean)),
    };
  });
}
