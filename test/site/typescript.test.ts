// TypeScript as readers use it: every `ts` fence of the docs is compiled against the installed
// mediainfo.js in a project laid out like a reader's, with the tsconfig.json the Installation page
// prints, under moduleResolution "bundler" and "nodenext". The two flaws of the package's own
// declaration files the page describes are compiled too, so a release that fixes them fails here.
import fs from "node:fs";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { LIBRARY_DIR, allFences, label, type Example } from "../helpers/examples.ts";
import {
  RESOLUTIONS,
  describe,
  readerProject,
  typeCheck,
  type Problem,
  type Resolution,
} from "./reader-project.ts";
import { recipes } from "../helpers/recipes.ts";

const INSTALLATION = "site/docs/getting-started/installation.md";
const fences = allFences();
const tsconfigFence = fences.find(
  (fence) => fence.source === INSTALLATION && fence.attrs.title === "tsconfig.json",
);
if (!tsconfigFence) throw new Error(`${INSTALLATION} has no json fence titled tsconfig.json`);
const printedOptions: Record<string, unknown> = JSON.parse(tsconfigFence.code).compilerOptions;
// The small programs below need neither the DOM nor Node.js types: leaving them out keeps a
// check with skipLibCheck false (which checks every declaration file) under a second.
const LEAN = { types: [], lib: ["es2022"] };
const optionsFor = (resolution: Resolution, changes: Record<string, unknown> = {}) => ({
  ...printedOptions,
  ...RESOLUTIONS[resolution],
  ...changes,
});
/** The Installation page's TypeScript section, as Markdown with its line breaks closed up. */
const section = fs
  .readFileSync(INSTALLATION, "utf8")
  .split(/^##+ TypeScript$/m)[1]
  .split(/^## /m)[0]
  .replace(/\s+/g, " ");

// A recipe built with its own tools (toolset="…") is compiled there, by its framework's compiler
// against the framework's types, which this reader project does not have.
const ownToolchain = new Set(
  [...recipes(fences).values()]
    .filter((recipe) => recipe.check.attrs.toolset)
    .flatMap((recipe) => recipe.files.map((file) => file.fence)),
);
const examples = fences.filter(
  (fence) => ["ts", "typescript", "tsx"].includes(fence.lang) && !ownToolchain.has(fence),
);
const fileOf = (example: Example) =>
  `examples/${example.source.replace(/\W+/g, "-")}-${example.line}.ts`;
// Each fence is its own module (`export {}` keeps one without imports from sharing globals).
const examplesProject = readerProject(
  Object.fromEntries(examples.map((example) => [fileOf(example), `${example.code}\nexport {};\n`])),
);
const examplesChecked = Object.fromEntries(
  Object.keys(RESOLUTIONS).map((resolution) => [
    resolution,
    typeCheck(examplesProject, optionsFor(resolution as Resolution)),
  ]),
);

/** Whether a fence must compile under a setting, from its typecheck= attribute. */
function shouldCompile(example: Example, resolution: Resolution): boolean {
  const { typecheck } = example.attrs;
  if (typecheck === undefined) return true;
  if (typecheck === "bundler") return RESOLUTIONS[resolution].moduleResolution === "bundler";
  if (typecheck === "fails") return false;
  throw new Error(`${label(example)}: unknown typecheck="${typecheck}"`);
}

test("the Installation page prints a tsconfig.json that is strict and skips library checks", () => {
  assert.is(printedOptions.strict, true);
  assert.is(printedOptions.skipLibCheck, true);
  assert.is(printedOptions.moduleResolution, "nodenext");
});

for (const resolution of Object.keys(RESOLUTIONS) as Resolution[]) {
  const { module, moduleResolution } = RESOLUTIONS[resolution];
  test(`every TypeScript example compiles as its fence says: ${module} + ${moduleResolution}`, () => {
    assert.ok(examples.length >= 3, `found ${examples.length} TypeScript fences`);
    assert.ok(
      examples.every((example) => example.lang !== "tsx"),
      "a tsx fence needs a jsx setting",
    );
    const problems = examplesChecked[resolution];
    for (const example of examples) {
      const own = problems.filter((problem) => problem.file === fileOf(example));
      if (shouldCompile(example, resolution))
        assert.is(describe(own), "none", `${label(example)} under ${resolution}`);
      else assert.ok(own.length > 0, `${label(example)} is marked as failing under ${resolution}`);
    }
    const elsewhere = problems.filter((problem) => !problem.file.startsWith("examples/"));
    assert.is(describe(elsewhere), "none", "problems outside the examples");
  });
}

// The smallest programs that show each flaw: an instance, and a field read after isTrackType.
const FACTORY = `import { mediaInfoFactory } from "mediainfo.js";\nawait mediaInfoFactory();\n`;
const NARROWING = `import { isTrackType, type Track } from "mediainfo.js";
export const width = (track: Track) => (isTrackType(track, "Video") ? track.Width : undefined);
`;
const flawProject = readerProject({ "factory.ts": FACTORY, "narrowing.ts": NARROWING });
const DIST = "node_modules/mediainfo.js/dist";
const problem = (file: string, line: number, code: number, message: string): Problem => ({
  file,
  line,
  code,
  message,
});
/** The line of the installed declaration file that first names `name` (its place moves between releases). */
const lineNaming = (file: string, name: string) =>
  fs
    .readFileSync(file, "utf8")
    .split("\n")
    .findIndex((line) => new RegExp(`\\b${name}\\b`).test(line)) + 1;
const MODULE_TYPES = `${DIST}/MediaInfoModule.d.ts`;
const MISSING_EMSCRIPTEN = ["EmscriptenModule", "EmscriptenModuleFactory"].map((name) =>
  problem(MODULE_TYPES, lineNaming(MODULE_TYPES, name), 2304, `Cannot find name '${name}'.`),
);
const EXTENSIONLESS_IMPORT = problem(`${DIST}/typeGuard.d.ts`, 1, 2834, "");
const NOT_NARROWED = problem(
  "narrowing.ts",
  2,
  2339,
  "Property 'Width' does not exist on type 'Track'.",
);
// The extensionless import's message is long: its code and place are what matter.
const withoutLongMessage = (problems: Problem[]) =>
  problems.map((found) => (found.code === 2834 ? { ...found, message: "" } : found));

test("with the printed tsconfig.json both small programs compile under bundler", () => {
  assert.equal(typeCheck(flawProject, optionsFor("bundler", LEAN)), []);
});

test("skipLibCheck false: the missing Emscripten types fail the build, as the page says", () => {
  assert.equal(
    withoutLongMessage(
      typeCheck(flawProject, optionsFor("bundler", { ...LEAN, skipLibCheck: false })),
    ),
    MISSING_EMSCRIPTEN,
  );
  assert.equal(
    withoutLongMessage(
      typeCheck(flawProject, optionsFor("nodenext", { ...LEAN, skipLibCheck: false })),
    ),
    [NOT_NARROWED, ...MISSING_EMSCRIPTEN, EXTENSIONLESS_IMPORT],
  );
  assert.ok(section.includes('"skipLibCheck": false'), "the page names the failing setting");
  assert.ok(section.includes(MISSING_EMSCRIPTEN[0].message), "the page quotes the error");
  assert.ok(
    section.includes(`TS${EXTENSIONLESS_IMPORT.code}`),
    "the page names the import's error",
  );
  const library = JSON.parse(fs.readFileSync(`${LIBRARY_DIR}/package.json`, "utf8"));
  assert.not.ok("@types/emscripten" in (library.dependencies ?? {}), "the package installs it");
});

test("nodenext: isTrackType does not narrow and reading a field fails, as the page says", () => {
  assert.equal(typeCheck(flawProject, optionsFor("nodenext", LEAN)), [NOT_NARROWED]);
  assert.ok(section.includes(NOT_NARROWED.message), "the page quotes the error");
  assert.ok(section.includes("./MediaInfoResult"), "the page names the extensionless import");
});

test.after(() => {
  for (const dir of [examplesProject, flawProject]) fs.rmSync(dir, { recursive: true });
});

test.run();
