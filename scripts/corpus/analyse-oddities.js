// The Odd results page's scenarios, run on every corpus file by scripts/corpus/analyse-corpus.js
// (so under Node.js 22 and in Chromium alike): what a result says when analyzeData is told a size
// smaller than the file, and when the reader stops handing out bytes before the end. Plain
// JavaScript without imports, like the runner that calls it.

/** How much of each file the scenarios let the library see. */
export const SEEN_FRACTION = 0.6;

/** What the page compares: the track types and the General track's extra.IsTruncated. */
const summary = (/** @type {any} */ result) => ({
  tracks: result.media.track.map((/** @type {any} */ track) => track["@type"]),
  isTruncated: result.media.track[0].extra?.IsTruncated ?? null,
});

/**
 * For each file: `smallerSize`, analyzeData given 60 % of the size (the reader keeps to it), and
 * `readerStops`, the real size but a reader that returns nothing past 60 % of the file.
 * @param {(options?: Record<string, unknown>) => Promise<any>} factory
 * @param {{ name: string, data: Uint8Array }[]} files
 */
export async function analyseOddities(factory, files) {
  const mediainfo = await factory();
  /** @type {Record<string, { smallerSize: object, readerStops: object }>} */
  const byFile = {};
  try {
    for (const { name, data } of files) {
      const seen = Math.floor(data.length * SEEN_FRACTION);
      const upToSeen = async (/** @type {number} */ size, /** @type {number} */ offset) =>
        data.subarray(offset, Math.min(offset + size, seen));
      const smallerSize = summary(await mediainfo.analyzeData(seen, upToSeen));
      const readerStops = summary(await mediainfo.analyzeData(data.length, upToSeen));
      byFile[name] = { smallerSize, readerStops };
    }
  } finally {
    mediainfo.close();
  }
  return byFile;
}
