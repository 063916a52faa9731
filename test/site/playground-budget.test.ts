// The playground's byte budgets: it adds at most 0.5 KB gzip to the JavaScript every docs page
// loads at start (its island's entry in the island list; the "Run" links are plain links), and
// its editor and runner, loaded when the playground opens, stay within 150 KB gzip. Both are
// measured on the client bundle as the build makes it, with and without the playground's island.
import fs from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import type * as esbuildTypes from "esbuild";
import { gzipSize } from "../helpers/assets.ts";
import { builtPage } from "../helpers/built-site.ts";
import { BUNDLES } from "../../scripts/build-bundles.js";

const KB = 1024;
const ISLANDS = path.resolve("components/islands.ts");
const PLAYGROUND_ENTRY = "components/playground/Playground.tsx";

type Output = { contents: Uint8Array; imports: { path: string; kind: string }[]; inputs: string[] };

/** The client bundle in memory: each output's bytes, imports and inputs, by path. */
async function clientBundle(withPlayground: boolean): Promise<Map<string, Output>> {
  const esbuild = await import("esbuild");
  const client = BUNDLES.find((bundle) => bundle.manifest === "client")!;
  const options = client.options({
    siteDir: fs.mkdtempSync("/tmp/playground-budget-"),
    dev: false,
  });
  // Without the playground: the island list as it was before it, one line fewer.
  const withoutIsland: esbuildTypes.Plugin = {
    name: "without-playground",
    setup(build) {
      build.onLoad({ filter: /components\/islands\.ts$/ }, () => ({
        contents: fs
          .readFileSync(ISLANDS, "utf8")
          .split("\n")
          .filter((line) => !line.includes("./playground/"))
          .join("\n"),
        loader: "ts",
        resolveDir: path.dirname(ISLANDS),
      }));
    },
  };
  const result = await esbuild.build({
    ...options,
    write: false,
    // First: the start-up chunk plugin would otherwise load the island list itself.
    plugins: [...(withPlayground ? [] : [withoutIsland]), ...(options.plugins ?? [])],
  });
  const outputs = new Map<string, Output>();
  for (const file of result.outputFiles) {
    const meta = result.metafile.outputs[path.relative(process.cwd(), file.path)];
    if (!meta) continue;
    outputs.set(path.relative(process.cwd(), file.path), {
      contents: file.contents,
      imports: meta.imports.map((imp) => ({ path: imp.path, kind: imp.kind })),
      inputs: Object.keys(meta.inputs),
    });
  }
  return outputs;
}

/** The outputs `start` loads statically, itself included. */
function staticClosure(outputs: Map<string, Output>, start: string): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !outputs.has(file)) continue;
    seen.add(file);
    for (const imp of outputs.get(file)!.imports)
      if (imp.kind === "import-statement") queue.push(imp.path);
  }
  return seen;
}

const gzipOf = (outputs: Map<string, Output>, files: Set<string>) =>
  [...files].reduce((sum, file) => sum + gzipSize(Buffer.from(outputs.get(file)!.contents)), 0);

const entryOf = (outputs: Map<string, Output>, source: string) =>
  [...outputs.keys()].find((file) => outputs.get(file)!.inputs.includes(source))!;

test("the playground adds at most 0.5 KB gzip to the JavaScript a docs page loads at start", async () => {
  const [withIt, without] = await Promise.all([clientBundle(true), clientBundle(false)]);
  const startOf = (outputs: Map<string, Output>) =>
    gzipOf(outputs, staticClosure(outputs, entryOf(outputs, "components/client.tsx")));
  const added = startOf(withIt) - startOf(without);
  console.log(
    `  JavaScript at start: ${startOf(without)} B gzip without the playground, ${startOf(withIt)} B with it (+${added} B)`,
  );
  assert.ok(added <= 0.5 * KB, `+${added} B gzip`);
  // None of the playground's own modules is in what loads at start.
  const start = staticClosure(withIt, entryOf(withIt, "components/client.tsx"));
  for (const file of start)
    assert.not.ok(
      withIt.get(file)!.inputs.some((input) => input.startsWith("components/playground/")),
      `${file} loads at start and holds playground code`,
    );
  // A docs page's "Run" link is a plain link: the page's scripts are the same as without it.
  const usage = builtPage("/docs/getting-started/usage/");
  assert.ok(usage.document.querySelector(".code-block__run a[href^='/playground/#']"));
});

test("the editor and runner, loaded when the playground opens, stay within 150 KB gzip", async () => {
  const outputs = await clientBundle(true);
  const start = staticClosure(outputs, entryOf(outputs, "components/client.tsx"));
  const chunk = entryOf(outputs, PLAYGROUND_ENTRY);
  assert.ok(chunk, "the playground is a chunk of its own");
  const firstUse = new Set([...staticClosure(outputs, chunk)].filter((file) => !start.has(file)));
  const size = gzipOf(outputs, firstUse);
  const sandbox = gzipSize(fs.readFileSync("_site/playground/sandbox.html"));
  console.log(
    `  playground on first use: ${size} B gzip in ${firstUse.size} chunk(s), plus the sandbox document's ${sandbox} B`,
  );
  assert.ok(size + sandbox <= 150 * KB, `${size + sandbox} B gzip`);
  assert.ok(
    [...firstUse].some((file) =>
      outputs.get(file)!.inputs.some((input) => input.includes("@codemirror/view")),
    ),
    "the editor is in what the playground loads",
  );
});

test.run();
