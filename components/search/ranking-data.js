// What search knows about the words developers use, kept as data: the index build writes it into
// /pagefind/ranking.json beside the index and the search box applies it to every query. Nothing
// here names a page: synonyms rewrite a query into the words the docs use, weights say how much a
// kind of match counts, and the common fields break ties between fields that match equally well.

/** The files the index build writes beside Pagefind's in /pagefind/, and the search box reads. */
export const SEARCH_DATA_FILES = { ranking: "ranking.json", vocabulary: "vocabulary.json" };

/**
 * Words and acronyms a reader types → the words the docs and MediaInfoLib use for the same thing.
 * Keys are lower case; a key may be a phrase. Each alternative is searched beside the query.
 * @type {Record<string, string[]>}
 */
export const SYNONYMS = {
  csp: ["content security policy"],
  cors: ["access-control-allow-origin"],
  cdn: ["jsdelivr", "unpkg"],
  wasm: ["webassembly"],
  fps: ["frame rate"],
  hdr: ["hdr format"],
  subtitles: ["text track"],
  subtitle: ["text track"],
  captions: ["text track"],
  chapters: ["menu track"],
  output: ["format"],
  "sample rate": ["sampling rate"],
  "node 20": ["node.js 20"],
  "node 18": ["node.js 18"],
  "node 22": ["node.js 22"],
  "cover art": ["cover data", "coverdata"],
  "album art": ["cover data", "coverdata"],
  usage: ["costs"],
  dispose: ["close"],
  destroy: ["close"],
};

/** How much each kind of match counts against the query as typed (1). */
export const WEIGHTS = {
  /** A synonym's results: almost as good as the words typed. */
  synonym: 0.9,
  /** Pages that hold the query's words in the order typed rank above pages that only hold them. */
  phrase: 2,
  /** The section of a page that holds most of the matches, relative to the page as a whole. */
  section: 0.5,
  /** An API symbol named exactly or by its start ranks this much above a field matched as well. */
  symbol: 0.5,
};

/**
 * Fields most applications read; among fields that match a query equally well, these come first
 * (a search for "aspect ratio" means DisplayAspectRatio before PixelAspectRatio).
 */
export const COMMON_FIELDS = [
  "Duration",
  "Format",
  "CodecID",
  "Format_Commercial_IfAny",
  "Width",
  "Height",
  "DisplayAspectRatio",
  "FrameRate",
  "FrameRate_Mode",
  "BitRate",
  "OverallBitRate",
  "Channels",
  "ChannelLayout",
  "SamplingRate",
  "Language",
  "Title",
  "Rotation",
  "HDR_Format",
  "Cover",
  "FileSize",
  "BitDepth",
  "ScanType",
];
