// Data flows one way (the site config → page data → templates → the browser code), and the import
// graph says so: browser code never reaches a build half, a build half never reaches Eleventy or
// the scripts, a part's browser code knows no other part, no folder imports one above it, and no
// files import each other in a circle. Read from the source text of the whole tree.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { importCircles, importEdges, importsOf, roomOf, sourceFiles } from "./import-graph.ts";

/**
 * How high each folder stands: a folder may import its own or lower ones. Parts' build halves are
 * Node code read by Eleventy, the site's data and the scripts; the browser halves stand below them.
 * The bench's and the tests' tools (tools/<name>/, installed on demand) drive the scripts, never the
 * reverse.
 */
const RANK: Record<string, number> = {
  tools: 8,
  scripts: 7,
  ".eleventy.js": 6,
  site: 5,
  eleventy: 4,
  build: 3,
  components: 3,
  config: 2,
  part: 2,
  runtime: 1,
  contract: 0,
};

/** The kind of a folder from its name (roomOf): a part's browser or build half, or a top folder. */
const kindOf = (room: string) => (room.endsWith("/build") ? "build" : room in RANK ? room : "part");
const isBrowser = (room: string) => ["part", "runtime", "components"].includes(kindOf(room));
const partOf = (room: string) => room.replace(/\/build$/, "");

const edges = importEdges();
const crossing = edges.filter(({ from, to }) => roomOf(from) !== roomOf(to));
const list = (found: { from: string; to: string }[]) =>
  found.map(({ from, to }) => `${from} → ${to}`).join("\n");

test("the scanner reads the whole tree", () => {
  assert.ok(sourceFiles().length > 250, `${sourceFiles().length} source files`);
  assert.ok(edges.length > 450, `${edges.length} imports`);
  assert.ok(crossing.length > 100, `${crossing.length} imports between folders`);
});

test("the scanner finds static, type-only, re-exported and lazy imports, not ones in comments", () => {
  const found = importsOf(
    [
      `import { a } from "./a.js";`,
      `import type { B } from "../b";`,
      `export * from "./c.js";`,
      `const d = () => import("./d");`,
      `import "./e.css";`,
      `// import { f } from "./f.js";`,
      `/** @type {import("./g.js").G} */`,
    ].join("\n"),
  );
  assert.equal(
    found.map(({ specifier, typeOnly }) => `${specifier}${typeOnly ? " (type)" : ""}`),
    ["./a.js", "../b (type)", "./c.js", "./e.css", "./d"],
  );
});

test("browser code never imports a build half", () => {
  const wrong = crossing.filter(
    ({ from, to }) => isBrowser(roomOf(from)) && kindOf(roomOf(to)) === "build",
  );
  assert.is(list(wrong), "");
});

test("a build half never imports Eleventy, the site's data or the scripts", () => {
  const wrong = crossing.filter(
    ({ from, to }) =>
      kindOf(roomOf(from)) === "build" &&
      ["eleventy", "site", "scripts", ".eleventy.js"].includes(roomOf(to)),
  );
  assert.is(list(wrong), "");
});

test("a build half reads its own part's browser code only through plain .js modules", () => {
  const wrong = crossing.filter(
    ({ from, to }) => kindOf(roomOf(from)) === "build" && !to.endsWith(".js"),
  );
  assert.is(list(wrong), "");
});

test("a part's browser code imports its own folder, runtime/ and contract/ only", () => {
  const wrong = crossing.filter(
    ({ from, to }) =>
      kindOf(roomOf(from)) === "part" &&
      !["runtime", "contract"].includes(roomOf(to)) &&
      partOf(roomOf(to)) !== roomOf(from),
  );
  assert.is(list(wrong), "");
});

test("no folder imports a folder above it", () => {
  const wrong = crossing.filter(
    ({ from, to }) => RANK[kindOf(roomOf(to))] > RANK[kindOf(roomOf(from))],
  );
  assert.is(list(wrong), "");
});

test("no files import each other in a circle, not even for types", () => {
  assert.equal(importCircles(edges), []);
});

test.run();
