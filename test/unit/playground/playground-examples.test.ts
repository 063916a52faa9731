// Which docs fences open in the playground and under which id: the build half that writes the
// "Run" links and the playground's list, and the browser half that reads a fragment back.
import crypto from "node:crypto";
import { test } from "uvu";
import * as assert from "uvu/assert";
import {
  exampleId,
  isPlayable,
  playableExamples,
  playableRecipesOf,
  recipeFiles,
  recipeId,
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

test("executed browser modules and pages open in the playground, and recipes served as printed", () => {
  assert.ok(isPlayable("js", { run: "browser", expect: "instance" }));
  assert.ok(isPlayable("html", { run: "browser" }), "a page that loads the library from a CDN");
  assert.not.ok(isPlayable("ts", { run: "browser" }));
  assert.not.ok(isPlayable("js", { run: "node" }));
  assert.not.ok(isPlayable("js", { norun: "a fragment" }));
  assert.not.ok(isPlayable("js", { run: "browser", recipe: "vite" }));
  assert.equal(playableRecipesOf({ recipe: "a b", check: "static" }), ["a", "b"]);
  assert.equal(playableRecipesOf({ recipe: "r", check: "remote" }), ["r"], "read over HTTP");
  assert.equal(playableRecipesOf({ recipe: "vite", check: "build" }), [], "a build step");
  assert.equal(playableRecipesOf({ recipe: "x", check: "toString" }), [], "own checks only");
  assert.equal(playableRecipesOf({ recipe: "x", file: "main.js" }), [], "not its check");
});

test("a recipe's files come page first; one with a file the sandbox cannot serve is not offered", () => {
  const fence = (file: string, lang: string, recipe = "w") => ({
    lang,
    attrs: { recipe, file },
    title: file,
    code: `// ${file}`,
  });
  const fences = [
    fence("main.js", "js", "w other"),
    fence("index.html", "html", "w"),
    fence("worker.js", "js", "w"),
    fence("index.html", "html", "other"),
    fence("vite.config.ts", "ts", "built"),
    fence("index.html", "html", "built"),
  ];
  assert.equal(
    recipeFiles(fences, "w")?.map((file) => file.name),
    ["index.html", "main.js", "worker.js"],
  );
  assert.equal(
    recipeFiles(fences, "other")?.map((file) => file.name),
    ["index.html", "main.js"],
  );
  assert.is(recipeFiles(fences, "built"), null, "TypeScript needs a build");
  assert.is(recipeFiles([fence("main.js", "js")], "w"), null, "no page");
  assert.is(
    recipeId("./site/docs/recipes/web-workers.md", "module-worker"),
    "recipe-module-worker",
  );
  assert.is(recipeId("./site/0.3.6/docs/recipes/x.md", "umd"), "0.3.6-recipe-umd");
  assert.match(runLink("recipe-umd", "recipe"), ">Run this recipe in the playground</a>");
});

test("the playground's list holds each recipe once, under its check, as a page with its files", () => {
  const pages: Parameters<typeof playableExamples>[0] = [
    {
      inputPath: "./site/docs/recipes/web-workers.md",
      url: "/docs/recipes/web-workers/",
      fences: [
        { lang: "html", attrs: { recipe: "w", file: "index.html" }, title: null, code: "<p>" },
        {
          lang: "js",
          attrs: { recipe: "w", file: "worker.js", check: "static", expect: "tracks: General" },
          title: null,
          code: "self.onmessage = () => {};",
        },
        {
          lang: "html",
          attrs: { run: "browser", expect: "instance" },
          title: null,
          code: "<script></script>",
        },
      ],
    },
  ];
  const [recipe, page] = playableExamples(pages, "9.9.9");
  assert.is(recipe.id, "recipe-w");
  assert.is(recipe.kind, "page");
  assert.is(recipe.input, "file");
  assert.equal(
    recipe.files.map((file) => file.name),
    ["index.html", "worker.js"],
  );
  assert.is(page.kind, "page");
  assert.equal(page.files, [{ name: "index.html", lang: "html", code: "<script></script>" }]);
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
  kind: "module" as const,
  input: "file" as const,
  files: [{ name: "example.js", lang: "js", code: "" }],
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
  {
    version: "2.0.0",
    isLatest: true,
    library: "/l2.js",
    classicLibrary: "/u2.js",
    wasm: "/w2.wasm",
  },
  {
    version: "1.0.0",
    isLatest: false,
    library: "/l1.js",
    classicLibrary: "/u1.js",
    wasm: "/w1.wasm",
  },
];

test("a fragment names an example; each starts on its corpus file or a video, with its release", () => {
  const examples = [example("a", "2.0.0"), example("b", "1.0.0", "subs.mkv")];
  assert.is(exampleOfFragment(examples, "#b")?.id, "b");
  assert.is(exampleOfFragment(examples, "#code=xyz"), null);
  assert.is(exampleOfFragment(examples, ""), null);
  // A damaged link, not valid percent-encoding, names no example rather than throwing.
  assert.is(exampleOfFragment(examples, "#code=%%%garbage"), null);
  assert.is(exampleOfFragment(examples, "#%E0%A4%A"), null);
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
