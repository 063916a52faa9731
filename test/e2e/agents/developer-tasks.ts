// Twenty things developers ask while writing mediainfo.js code, each with the pages or fields of
// the latest release that answer it (a route, a route with its section, or a field's entry in the
// field index or on its track type's page): the docs server's search must put one of them in its
// first three results.

/** A field's two entries: in the field index and on the page of the track type asked about. */
const field = (name: string, track: string) => [
  `/api/fields/#${name}`,
  `/api/interface/${track}Track/#${name}`,
];
export const DEVELOPER_TASKS: { task: string; query: string; answers: string[] }[] = [
  {
    task: "Tell a Vite app where MediaInfoModule.wasm is served",
    query: "locateFile vite",
    answers: ["/docs/recipes/bundlers/"],
  },
  {
    task: "Fix webpack's build error about the WebAssembly file",
    query: "webpack can't resolve MediaInfoModule.wasm",
    answers: ["/docs/recipes/bundlers/", "/docs/guides/troubleshooting/"],
  },
  {
    task: "Read a file from disk in a Node.js script",
    query: "analyse a file in node.js",
    answers: ["/docs/recipes/nodejs/", "/docs/getting-started/usage/"],
  },
  {
    task: "Read the metadata of a file on a server without downloading it",
    query: "http range requests remote file",
    answers: ["/docs/recipes/remote-files/"],
  },
  {
    task: "Understand an error thrown by a second call",
    query: "cannot start a new analysis while another is in progress",
    answers: ["/docs/guides/troubleshooting/"],
  },
  { task: "Show a video's frame rate", query: "frame rate", answers: field("FrameRate", "Video") },
  { task: "Show how long a file plays", query: "duration", answers: field("Duration", "General") },
  {
    task: "Show an audio track's sample rate",
    query: "sampling rate",
    answers: field("SamplingRate", "Audio"),
  },
  {
    task: "Show the display aspect ratio",
    query: "aspect ratio",
    answers: field("DisplayAspectRatio", "Video"),
  },
  { task: "Tell HDR videos apart", query: "HDR format", answers: field("HDR_Format", "Video") },
  {
    task: "Extract the cover art of an MP3",
    query: "cover art",
    answers: ["/docs/guides/cover-art/"],
  },
  {
    task: "Know what one instance costs in memory",
    query: "memory per instance",
    answers: ["/docs/guides/memory/"],
  },
  {
    task: "Move the analysis off the main thread",
    query: "web worker",
    answers: ["/docs/recipes/web-workers/"],
  },
  {
    task: "Write a Content Security Policy for a page that runs the library",
    query: "content security policy",
    answers: ["/docs/getting-started/installation/#content-security-policy"],
  },
  {
    task: "Upgrade a project from an older release",
    query: "upgrade from an older release",
    answers: ["/docs/guides/upgrading/"],
  },
  {
    task: "Pick a chunk size for very large files",
    query: "chunk size large files",
    answers: ["/docs/recipes/large-files/"],
  },
  {
    task: "Use the library in a React component",
    query: "react",
    answers: ["/docs/frameworks/react/"],
  },
  {
    task: "Use the library in a Next.js app",
    query: "next.js",
    answers: ["/docs/frameworks/nextjs/"],
  },
  {
    task: "Get the result as XML instead of an object",
    query: "result format xml",
    answers: [
      "/docs/getting-started/usage/#result-formats",
      "/api/interface/MediaInfoFactoryOptions/#format",
    ],
  },
  {
    task: "Narrow a track to its type in TypeScript",
    query: "isTrackType",
    answers: ["/api/function/isTrackType/"],
  },
];
