// GitHub-style heading slugs.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { githubSlug } from "../../../eleventy/slug.js";

test("lower-cases and joins words with hyphens", () => {
  assert.is(githubSlug("Create an instance"), "create-an-instance");
  assert.is(githubSlug("Reuse, reset and close"), "reuse-reset-and-close");
});

test("drops punctuation but keeps hyphens, underscores, digits and letters", () => {
  assert.is(githubSlug("In the browser: a File or Blob"), "in-the-browser-a-file-or-blob");
  assert.is(
    githubSlug("Factory function: `mediaInfoFactory()`"),
    "factory-function-mediainfofactory",
  );
  assert.is(githubSlug("open_buffer_init & Node.js 22"), "open_buffer_init--nodejs-22");
  assert.is(githubSlug("Größe und Ünïcode"), "größe-und-ünïcode");
});

test("keeps one hyphen per space, as GitHub does", () => {
  assert.is(githubSlug("a  b"), "a--b");
  assert.is(githubSlug("  padded  "), "padded");
});

test("strips tags from rendered heading text", () => {
  assert.is(githubSlug("<code>analyzeData</code> options"), "analyzedata-options");
});

test.run();
