// The playground's shared links: code and example round-trip through the site's fragment codec,
// and a forged or damaged fragment is refused with its reason before any code reaches the editor.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { encodeValue } from "../../../components/runtime/share-codec.ts";
import {
  CODE_PREFIX,
  MAX_SHARED_CODE,
  SHARED_FAILURES,
  readShared,
  sharedFragment,
} from "../../../components/playground/share-link.ts";

const example = (id: string, names: string[]) => ({
  id,
  version: "2.0.0",
  title: id,
  page: "/",
  kind: names.length > 1 ? ("page" as const) : ("module" as const),
  input: "file" as const,
  files: names.map((name) => ({ name, lang: name.split(".").pop()!, code: "x" })),
  given: false,
  corpus: null,
  hints: {},
});
const EXAMPLES = [
  example("main-js-1", ["main.js"]),
  example("recipe-worker", ["index.html", "main.js", "worker.js"]),
];
const failureOf = async (fragment: string) => {
  const read = await readShared(fragment, EXAMPLES);
  return read.ok ? null : read.failure;
};

test("edited code and its example come back from the link", async () => {
  const code = 'console.log("é ✓", 1);\n'.repeat(40);
  const fragment = await sharedFragment(EXAMPLES[0], [code]);
  assert.ok(fragment.startsWith(CODE_PREFIX));
  assert.ok(fragment.length < code.length, "compressed");
  const read = await readShared(fragment, EXAMPLES);
  assert.ok(read.ok);
  if (read.ok) {
    assert.equal(read.shared.files, [code]);
    assert.is(read.shared.example, EXAMPLES[0]);
  }
});

test("a project's files come back in its order, each with its edit", async () => {
  const texts = ["<!doctype html>", 'import "./x.js";', "self.onmessage = () => {};"];
  const read = await readShared(await sharedFragment(EXAMPLES[1], texts), EXAMPLES);
  assert.ok(read.ok);
  if (read.ok) assert.equal(read.shared.files, texts);
});

test("a link of the first form, one module's code, still opens", async () => {
  const fragment = CODE_PREFIX + (await encodeValue({ example: "main-js-1", code: "old()" }));
  const read = await readShared(fragment, EXAMPLES);
  assert.ok(read.ok);
  if (read.ok) assert.equal(read.shared.files, ["old()"]);
});

test("a forged or damaged link is refused, each with its reason", async () => {
  const forged = async (value: unknown) => CODE_PREFIX + (await encodeValue(value));
  assert.is(await failureOf(`${CODE_PREFIX}not base64!`), "encoding");
  assert.is(await failureOf(`${CODE_PREFIX}${"A".repeat(4_000_000)}`), "too-long");
  assert.is(await failureOf(`${CODE_PREFIX}AAAAAAAA`), "compression");
  assert.is(await failureOf(await forged({ example: "main-js-1" })), "shape");
  assert.is(await failureOf(await forged({ example: "main-js-1", code: 42 })), "shape");
  assert.is(await failureOf(await forged({ example: "nope", code: "x" })), "example");
  // A project's link must carry each of its files, by name, and nothing else.
  const project = (files: unknown) => forged({ example: "recipe-worker", files });
  const three = { "index.html": "a", "main.js": "b", "worker.js": "c" };
  assert.is(await failureOf(await forged({ example: "recipe-worker", code: "x" })), "files");
  assert.is(await failureOf(await project({ ...three, "extra.js": "d" })), "files");
  assert.is(await failureOf(await project({ ...three, "worker.js": 1 })), "files");
  assert.is(await failureOf(await project(["a", "b", "c"])), "files");
  // An own key named like a prototype's member does not stand in for a missing file.
  const proto = JSON.parse('{ "index.html": "a", "main.js": "b", "__proto__": "c" }');
  assert.is(await failureOf(await project(proto)), "files");
  const long = "/".repeat(MAX_SHARED_CODE + 1);
  assert.is(await failureOf(await forged({ example: "main-js-1", code: long })), "code-too-long");
  for (const reason of Object.values(SHARED_FAILURES)) assert.ok(reason.length > 10);
});

test.run();
