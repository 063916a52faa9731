// Every corpus file's tracks as mediainfo.js gives them in the object format, once plainly and once
// with `full: true` (which adds the display strings beside the numbers), at the default chunk
// size; and once more with `full` in 16 KiB chunks, smaller than every corpus file but the
// smallest, where the library does not read a file it was handed whole a second time and repeat
// its display strings ("26 ms / 26 / 26 ms"), which leaves them unmeasurable. What the field
// pages' units and formats are measured on. Plain JavaScript with no imports, so the same module runs
// under Node.js (test/docs/corpus/corpus-tracks.mjs) and in a Chromium page
// (test/docs/corpus/corpus-runs.ts), and the runs can be compared.

/** The small chunk size of the third run, in bytes. */
export const SMALL_CHUNK = 16 * 1024;

/**
 * @param {(options?: Record<string, unknown>) => Promise<any>} factory
 * @param {{ name: string, data: Uint8Array }[]} files
 * @returns {Promise<{ file: string, full: boolean, chunkSize?: number, tracks: Record<string, unknown>[] }[]>}
 */
export async function analyseTracks(factory, files) {
  const runs = [];
  /** @type {{ full: boolean, chunkSize?: number }[]} */
  const settings = [{ full: false }, { full: true }, { full: true, chunkSize: SMALL_CHUNK }];
  for (const setting of settings) {
    const mediainfo = await factory({ format: "object", ...setting });
    try {
      for (const { name, data } of files) {
        const result = await mediainfo.analyzeData(data.length, (size, offset) =>
          data.subarray(offset, offset + size),
        );
        runs.push({ file: name, ...setting, tracks: result.media?.track ?? [] });
      }
    } finally {
      mediainfo.close();
    }
  }
  return runs;
}
