// The playground's data as the page hands it over, and the choices it derives: which example a
// fragment names, and which sample file an example starts with.

/** One file of an example: a module, a page or a script of a project. */
export type PlaygroundFile = { name: string; lang: string; code: string };

export type PlaygroundExample = {
  id: string;
  version: string;
  title: string;
  page: string;
  /** A module runs in the sandbox's page; a page (its files, the HTML first) becomes that page. */
  kind: "module" | "page";
  /** How the example takes its file: as a File, or by the URL of one of the site's samples. */
  input: "file" | "url";
  files: PlaygroundFile[];
  given: boolean;
  corpus: string | null;
  /** The type information of the library's names, by name, as the docs' popups give it. */
  hints: Record<string, string>;
};
export type PlaygroundRelease = {
  version: string;
  isLatest: boolean;
  /** The library as one ES module, and its UMD build, for a script tag or importScripts. */
  library: string;
  classicLibrary: string;
  wasm: string;
};
export type Sample = { label: string; name: string; url: string };

export type PlaygroundData = {
  examples: PlaygroundExample[];
  releases: PlaygroundRelease[];
  samples: Sample[];
  sandboxUrl: string;
};

/**
 * The example a fragment names (`#usage-analyse-file-js`), or null: also for a fragment that is
 * not valid percent-encoding (`#code=%%`, a damaged link), which names none.
 */
export function exampleOfFragment(
  examples: PlaygroundExample[],
  fragment: string,
): PlaygroundExample | null {
  let id: string;
  try {
    id = decodeURIComponent(fragment.replace(/^#/, ""));
  } catch {
    return null;
  }
  return examples.find((example) => example.id === id) ?? null;
}

/** The sample an example starts with: the corpus file its fence names, or the first video. */
export function sampleFor(example: PlaygroundExample, samples: Sample[]): Sample | null {
  return (
    samples.find((sample) => sample.name === example.corpus) ??
    samples.find((sample) => sample.name.endsWith(".mp4")) ??
    samples[0] ??
    null
  );
}

/** The release an example runs with: its own, else the latest. */
export function releaseFor(
  example: PlaygroundExample,
  releases: PlaygroundRelease[],
): PlaygroundRelease {
  return (
    releases.find((release) => release.version === example.version) ??
    releases.find((release) => release.isLatest) ??
    releases[0]
  );
}
