// Everyday developer queries and the page (or section, or field) that answers each, for the search
// ranking test. Sources: the docs' own questions, the API reference, and what the library's issue
// tracker keeps asking (CSP, Node versions, bundlers, WASM not found, chunk size, cover art).
// A target with a `#` is a section or a field: it counts when it is the result itself or one of
// the first result's sections. Several targets mean any of them answers the query. A query marked
// `latestOnly` asks for a page only the latest release has: the older releases' runs leave it out.

export type SearchQuery = {
  query: string;
  expect: string[];
  from: "docs" | "api" | "tracker";
  latestOnly?: true;
};

const INSTALLATION = "/docs/getting-started/installation/";
const USAGE = "/docs/getting-started/usage/";
const TROUBLESHOOTING = "/docs/guides/troubleshooting/";
const BUNDLERS = "/docs/recipes/bundlers/";
const NODEJS = "/docs/recipes/nodejs/";
const OPTIONS = "/api/interface/MediaInfoFactoryOptions/";
const ODD_RESULTS = "/docs/guides/odd-results/";
const COVER_ART = "/docs/guides/cover-art/";
const REACT = "/docs/frameworks/react/";
const NEXTJS = "/docs/frameworks/nextjs/";
const ANGULAR = "/docs/frameworks/angular/";
const REMOTE = "/docs/recipes/remote-files/";
const TELL = "/docs/guides/how-do-i-tell/";

export const QUERIES: SearchQuery[] = [
  // Acronyms and requirements
  {
    query: "CSP",
    expect: [
      `${INSTALLATION}#content-security-policy`,
      `${TROUBLESHOOTING}#a-content-security-policy-blocks-the-library`,
    ],
    from: "tracker",
  },
  {
    query: "unsafe-eval",
    expect: [
      `${INSTALLATION}#content-security-policy`,
      `${TROUBLESHOOTING}#a-content-security-policy-blocks-the-library`,
    ],
    from: "tracker",
  },
  {
    query: "typed function references",
    expect: [
      `${TROUBLESHOOTING}#a-browser-too-old-for-the-webassembly-module`,
      `${INSTALLATION}#browsers`,
      // Since 0.3.7 the module needs none: the Upgrading page says which releases did.
      "/docs/guides/upgrading/#browsers",
    ],
    from: "docs",
  },
  {
    query: "browser support",
    expect: [
      `${INSTALLATION}#browsers`,
      `${TROUBLESHOOTING}#a-browser-too-old-for-the-webassembly-module`,
      // The engines the tests ran, each with its result; its first lines link to Installation's
      // table for the versions derived from compatibility data.
      "/docs/getting-started/support-matrix/",
    ],
    from: "docs",
  },
  {
    query: "node 20",
    expect: [
      `${TROUBLESHOOTING}#nodejs-20-or-older`,
      `${INSTALLATION}#nodejs`,
      "/docs/recipes/nodejs/",
      `${NODEJS}#on-nodejs-20`,
    ],
    from: "tracker",
  },
  { query: "CDN", expect: [`${INSTALLATION}#load-from-a-cdn`], from: "docs" },
  { query: "install", expect: [INSTALLATION], from: "docs" },
  {
    query: "wasm not found",
    expect: [`${TROUBLESHOOTING}#the-webassembly-file-was-not-found`],
    from: "tracker",
  },
  {
    query: "expected magic word",
    expect: [`${TROUBLESHOOTING}#expected-magic-word-an-html-page-instead-of-the-webassembly-file`],
    from: "tracker",
  },
  {
    query: "magic word",
    expect: [`${TROUBLESHOOTING}#expected-magic-word-an-html-page-instead-of-the-webassembly-file`],
    from: "tracker",
  },
  { query: "exit code", expect: [`${NODEJS}#exit-code-0-even-on-errors`], from: "tracker" },
  {
    query: "mediainfo.js cli",
    expect: [`${NODEJS}#the-command-line-program-cli`, "/docs/intro/#library-or-command-line"],
    from: "tracker",
  },
  {
    query: "cannot start a new analysis while another is in progress",
    expect: [`${TROUBLESHOOTING}#cannot-start-a-new-analysis-while-another-is-in-progress`],
    from: "tracker",
  },
  // Fields asked for in plain words
  { query: "frame rate", expect: ["/api/fields/#FrameRate"], from: "api" },
  { query: "duration", expect: ["/api/fields/#Duration"], from: "api" },
  { query: "bit rate", expect: ["/api/fields/#BitRate"], from: "api" },
  { query: "sampling rate", expect: ["/api/interface/AudioTrack/#SamplingRate"], from: "api" },
  { query: "channel layout", expect: ["/api/interface/AudioTrack/#ChannelLayout"], from: "api" },
  { query: "aspect ratio", expect: ["/api/fields/#DisplayAspectRatio"], from: "api" },
  { query: "rotation", expect: ["/api/interface/VideoTrack/#Rotation"], from: "tracker" },
  { query: "HDR", expect: ["/api/fields/#HDR_Format"], from: "api" },
  { query: "codec id", expect: ["/api/fields/#CodecID"], from: "api" },
  {
    query: "FrameRate_Mode",
    expect: ["/api/interface/VideoTrack/#FrameRate_Mode", "/api/fields/#FrameRate_Mode"],
    from: "api",
  },
  // Track kinds and output formats
  {
    query: "subtitles",
    expect: ["/api/interface/TextTrack/", `${USAGE}#track-types`],
    from: "tracker",
  },
  { query: "audio track", expect: ["/api/interface/AudioTrack/"], from: "api" },
  { query: "XML output", expect: [`${USAGE}#result-formats`, `${OPTIONS}#format`], from: "docs" },
  { query: "JSON output", expect: [`${USAGE}#result-formats`, `${OPTIONS}#format`], from: "docs" },
  // The API by name and by task
  { query: "mediaInfoFactory", expect: ["/api/function/mediaInfoFactory/"], from: "api" },
  { query: "analyzeData", expect: ["/api/class/MediaInfo/#analyzeData"], from: "api" },
  { query: "isTrackType", expect: ["/api/function/isTrackType/"], from: "api" },
  {
    query: "locateFile",
    expect: [`${OPTIONS}#locateFile`, `${BUNDLERS}#why-locatefile-is-needed`],
    from: "tracker",
  },
  { query: "chunkSize", expect: [`${OPTIONS}#chunkSize`], from: "api" },
  {
    query: "cover art",
    expect: [COVER_ART, `${OPTIONS}#coverData`, "/api/interface/GeneralTrack/#Cover_Data"],
    from: "tracker",
  },
  { query: "album art", expect: [COVER_ART, `${OPTIONS}#coverData`], from: "tracker" },
  { query: "General only", expect: [`${ODD_RESULTS}#only-a-general-track`], from: "tracker" },
  { query: "IsTruncated", expect: [`${ODD_RESULTS}#istruncated`], from: "tracker" },
  { query: "truncated", expect: [`${ODD_RESULTS}#istruncated`], from: "tracker" },
  { query: "supported formats", expect: ["/docs/guides/format-support/"], from: "tracker" },
  {
    query: "chunk size",
    expect: ["/docs/recipes/large-files/#choosing-a-chunk-size", `${OPTIONS}#chunkSize`],
    from: "docs",
  },
  {
    query: "close instance",
    expect: [
      "/api/class/MediaInfo/#close",
      `${USAGE}#reuse-reset-and-close`,
      "/docs/guides/memory/#nothing-disposes-of-an-instance",
    ],
    from: "docs",
  },
  { query: "error handling", expect: [`${USAGE}#error-handling`], from: "docs" },
  // Recipes and guides
  { query: "webpack", expect: [`${BUNDLERS}#webpack-5`], from: "tracker" },
  { query: "vite", expect: [`${BUNDLERS}#vite`], from: "tracker" },
  { query: "nuxt", expect: ["/docs/frameworks/nuxt/"], from: "tracker" },
  { query: "vue", expect: ["/docs/frameworks/nuxt/"], from: "tracker" },
  { query: "angular", expect: [ANGULAR], from: "tracker" },
  { query: "ng serve", expect: [`${ANGULAR}#the-dev-server`], from: "tracker" },
  { query: "angular.json", expect: [ANGULAR, `${ANGULAR}#the-project-files`], from: "tracker" },
  { query: "web worker", expect: ["/docs/recipes/web-workers/"], from: "docs" },
  { query: "range requests", expect: [REMOTE], from: "tracker" },
  {
    query: "CORS",
    expect: [`${REMOTE}#what-the-server-must-allow-cors`],
    from: "tracker",
  },
  { query: "pre-signed URL", expect: [`${REMOTE}#pre-signed-urls`], from: "tracker" },
  {
    query: "Authorization header",
    expect: [`${REMOTE}#private-files-an-authorization-header`],
    from: "tracker",
  },
  { query: "abort analysis", expect: [`${REMOTE}#aborting-a-slow-analysis`], from: "tracker" },
  { query: "timeout", expect: [`${REMOTE}#aborting-a-slow-analysis`], from: "tracker" },
  { query: "retry", expect: [`${REMOTE}#retrying-failed-requests`], from: "tracker" },
  {
    query: "files over 4 GB",
    expect: ["/docs/recipes/large-files/#files-over-4-gib"],
    from: "tracker",
  },
  { query: "memory usage", expect: ["/docs/guides/memory/"], from: "tracker" },
  { query: "upgrade from 0.2", expect: ["/docs/guides/upgrading/#from-02x-to-030"], from: "docs" },
  { query: "changelog", expect: ["/api/changelog/"], from: "docs" },
  {
    query: "nearly empty result",
    expect: [`${TROUBLESHOOTING}#the-result-is-nearly-empty`],
    from: "docs",
  },
  { query: "language", expect: ["/api/fields/#Language"], from: "api" },
  { query: "width", expect: ["/api/fields/#Width"], from: "api" },
  { query: "channels", expect: ["/api/interface/AudioTrack/#Channels"], from: "api" },
  { query: "bit depth", expect: ["/api/fields/#BitDepth"], from: "api" },
  { query: "track types", expect: [`${USAGE}#track-types`], from: "docs" },
  {
    query: "readChunk",
    expect: ["/api/class/MediaInfo/#analyzeData", "/api/#ReadChunkFunc"],
    from: "api",
  },
  {
    query: "reset",
    expect: ["/api/class/MediaInfo/#reset", `${USAGE}#reuse-reset-and-close`],
    from: "api",
  },
  { query: "inform", expect: ["/api/class/MediaInfo/#inform"], from: "api" },
  {
    query: "UMD",
    expect: [`${BUNDLERS}#the-umd-script`, "/docs/guides/upgrading/#the-umd-global-is-an-object"],
    from: "tracker",
  },
  { query: "import map", expect: [`${BUNDLERS}#an-import-map`], from: "docs" },
  { query: "rollup", expect: [`${BUNDLERS}#rollup`], from: "tracker" },
  { query: "esbuild", expect: [`${BUNDLERS}#esbuild`], from: "tracker" },
  { query: "license", expect: ["/license/"], from: "docs" },
  { query: "blob", expect: [`${USAGE}#in-the-browser-a-file-or-blob`], from: "docs" },
  {
    query: "file handle",
    expect: ["/docs/recipes/nodejs/#a-file-on-disk", `${USAGE}#in-nodejs-a-file-on-disk`],
    from: "docs",
  },
  {
    query: "cancel analysis",
    expect: ["/docs/recipes/web-workers/#what-a-cancelled-analysis-returns"],
    from: "tracker",
  },
  {
    query: "server rendering",
    expect: [`${BUNDLERS}#server-rendering-frameworks`, NEXTJS, "/docs/frameworks/nuxt/"],
    from: "tracker",
  },
  // Frameworks
  { query: "react", expect: [REACT], from: "tracker" },
  { query: "StrictMode", expect: [`${REACT}#a-component-and-strictmode`, REACT], from: "tracker" },
  { query: "next.js", expect: [NEXTJS], from: "tracker" },
  { query: "nextjs", expect: [NEXTJS], from: "tracker" },
  { query: "release notes", expect: ["/api/changelog/"], from: "docs" },
  {
    query: "full option",
    expect: [`${OPTIONS}#full`, `${ODD_RESULTS}#what-full-true-adds`],
    from: "api",
  },
  // Questions asked of a file's metadata, answered by the task guide (latest release only)
  { query: "how do I tell", expect: [TELL], from: "docs", latestOnly: true },
  { query: "is it HDR", expect: [`${TELL}#hdr-and-which-kind`], from: "tracker", latestOnly: true },
  {
    query: "variable frame rate",
    expect: [`${TELL}#variable-frame-rate`],
    from: "tracker",
    latestOnly: true,
  },
  { query: "rotated video", expect: [`${TELL}#rotation`], from: "tracker", latestOnly: true },
  {
    query: "is the video interlaced",
    expect: [`${TELL}#interlacing`],
    from: "tracker",
    latestOnly: true,
  },
  {
    query: "duration in milliseconds",
    expect: [`${TELL}#duration-in-milliseconds`],
    from: "tracker",
    latestOnly: true,
  },
  { query: "has subtitles", expect: [`${TELL}#subtitles-present`], from: "docs", latestOnly: true },
  {
    query: "streamable MP4",
    expect: [`${TELL}#fast-start-streamable-mp4`],
    from: "tracker",
    latestOnly: true,
  },
];
