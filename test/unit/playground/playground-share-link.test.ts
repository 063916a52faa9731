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

const EXAMPLES = [
  {
    id: "main-js-1",
    version: "2.0.0",
    title: "main.js",
    code: "x",
    page: "/",
    given: false,
    corpus: null,
    hints: {},
  },
];
const failureOf = async (fragment: string) => {
  const read = await readShared(fragment, EXAMPLES);
  return read.ok ? null : read.failure;
};

test("edited code and its example come back from the link", async () => {
  const code = 'console.log("é ✓", 1);\n'.repeat(40);
  const fragment = await sharedFragment(EXAMPLES[0], code);
  assert.ok(fragment.startsWith(CODE_PREFIX));
  assert.ok(fragment.length < code.length, "compressed");
  const read = await readShared(fragment, EXAMPLES);
  assert.ok(read.ok);
  if (read.ok) {
    assert.is(read.shared.code, code);
    assert.is(read.shared.example, EXAMPLES[0]);
  }
});

test("a forged or damaged link is refused, each with its reason", async () => {
  const forged = async (value: unknown) => CODE_PREFIX + (await encodeValue(value));
  assert.is(await failureOf(`${CODE_PREFIX}not base64!`), "encoding");
  assert.is(await failureOf(`${CODE_PREFIX}${"A".repeat(4_000_000)}`), "too-long");
  assert.is(await failureOf(`${CODE_PREFIX}AAAAAAAA`), "compression");
  assert.is(await failureOf(await forged({ example: "main-js-1" })), "shape");
  assert.is(await failureOf(await forged({ example: "main-js-1", code: 42 })), "shape");
  assert.is(await failureOf(await forged({ example: "nope", code: "x" })), "example");
  const long = "/".repeat(MAX_SHARED_CODE + 1);
  assert.is(await failureOf(await forged({ example: "main-js-1", code: long })), "code-too-long");
  for (const reason of Object.values(SHARED_FAILURES)) assert.ok(reason.length > 10);
});

test.run();
