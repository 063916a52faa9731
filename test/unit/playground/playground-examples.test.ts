// Which docs fences open in the playground and under which id: the build half that writes the
// "Run" links and the playground's list, and the browser half that reads a fragment back.
import crypto from "node:crypto";
import { test } from "uvu";
import * as assert from "uvu/assert";
import {
  exampleId,
  isPlayable,
  playableExamples,
  runLink,
} from "../../../components/playground/build/examples.js";
import { libraryHints } from "../../../components/playground/build/hints.js";
import {
  exampleOfFragment,
  releaseFor,
  sampleFor,
} from "../../../components/playground/examples.ts";

const CODE = 'import { mediaInfoFactory } from "mediainfo.js";\nconsole.log(1);\n';
const hash = crypto.createHash("sha256").update(CODE.trim()).digest("hex").slice(0, 8);

test("only executed browser modules open in the playground", () => {
  assert.ok(isPlayable("js", { run: "browser", expect: "instance" }));
  assert.not.ok(isPlayable("html", { run: "browser" }), "HTML pages load the library from a CDN");
  assert.not.ok(isPlayable("js", { run: "node" }));
  assert.not.ok(isPlayable("js", { norun: "a fragment" }));
  assert.not.ok(isPlayable("js", { run: "browser", recipe: "vite" }));
});

test("an example's id is its title and code, with the older release's folder in front", () => {
  const latest = exampleId({
    inputPath: "./site/docs/a/usage.md",
    title: "analyse.js",
    code: CODE,
  });
  assert.is(latest, `analyse-js-${hash}`);
  const moved = exampleId({
    inputPath: "site/_api-examples/x.md",
    title: "analyse.js",
    code: CODE,
  });
  assert.is(moved, latest, "the page it sits on does not change it");
  const older = exampleId({ inputPath: "./site/0.3.6/docs/a/usage.md", title: null, code: CODE });
  assert.is(older, `0.3.6-example-${hash}`);
  assert.match(runLink(latest), `href="/playground/#${latest}"`);
});

test("the playground's list keeps page order and refuses two examples with one id", () => {
  const fence = (code: string, title: string | null = "main.js") => ({
    lang: "js",
    attrs: { run: "browser", expect: "instance", given: "file", corpus: "a.mkv" },
    title,
    code,
  });
  const pages = [
    { inputPath: "./site/docs/a.md", url: "/docs/a/", fences: [fence(CODE), fence("x", null)] },
    { inputPath: "./site/docs/b.md", url: "/docs/b/", fences: [{ ...fence("y"), lang: "bash" }] },
  ];
  const examples = playableExamples(pages, "9.9.9");
  assert.equal(
    examples.map(({ id, version, page, given, corpus, title }) => ({
      id,
      version,
      page,
      given,
      corpus,
      title,
    })),
    [
      {
        id: `main-js-${hash}`,
        version: "9.9.9",
        page: "/docs/a/",
        given: true,
        corpus: "a.mkv",
        title: "main.js",
      },
      {
        id: examples[1].id,
        version: "9.9.9",
        page: "/docs/a/",
        given: true,
        corpus: "a.mkv",
        title: "Example",
      },
    ],
  );
  const twice = [{ ...pages[0], fences: [fence(CODE), fence(CODE)] }];
  assert.throws(() => playableExamples(twice, "9.9.9"), /two playground examples/);
});

const example = (id: string, version: string, corpus: string | null = null) => ({
  id,
  version,
  title: id,
  code: "",
  page: "/",
  given: false,
  corpus,
  hints: {},
});
const SAMPLES = [
  { label: "PNG", name: "still.png", url: "/s.png" },
  { label: "MP4", name: "moov-at-end.mp4", url: "/m.mp4" },
  { label: "MKV", name: "subs.mkv", url: "/k.mkv" },
];
const RELEASES = [
  { version: "2.0.0", isLatest: true, library: "/l2.js", wasm: "/w2.wasm" },
  { version: "1.0.0", isLatest: false, library: "/l1.js", wasm: "/w1.wasm" },
];

test("a fragment names an example; each starts on its corpus file or a video, with its release", () => {
  const examples = [example("a", "2.0.0"), example("b", "1.0.0", "subs.mkv")];
  assert.is(exampleOfFragment(examples, "#b")?.id, "b");
  assert.is(exampleOfFragment(examples, "#code=xyz"), null);
  assert.is(exampleOfFragment(examples, ""), null);
  assert.is(sampleFor(examples[0], SAMPLES)?.name, "moov-at-end.mp4");
  assert.is(sampleFor(examples[1], SAMPLES)?.name, "subs.mkv");
  assert.is(sampleFor(examples[0], []), null);
  assert.is(releaseFor(examples[1], RELEASES).library, "/l1.js");
  assert.is(releaseFor(example("c", "0.0.1"), RELEASES).version, "2.0.0", "unknown: the latest");
});

test("the editor's hover texts are the compiler's, for the library's names only", () => {
  const code = "const mediainfo = await mediaInfoFactory();\nconst n = 1;";
  const at = (name: string) => code.indexOf(name);
  const hints = libraryHints({
    code,
    hovers: [
      { start: at("mediainfo"), length: 9, text: 'const mediainfo: MediaInfo<"object">' },
      {
        start: at("mediaInfoFactory"),
        length: 16,
        text: "function mediaInfoFactory(): Promise<MediaInfo>",
      },
      { start: at("n ="), length: 1, text: "const n: 1" },
    ],
  });
  assert.equal(Object.keys(hints), ["mediainfo", "mediaInfoFactory"]);
  assert.is(hints.mediainfo, 'const mediainfo: MediaInfo<"object">');
});

test.run();
