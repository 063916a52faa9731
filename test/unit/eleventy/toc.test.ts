// Table of contents from rendered HTML: h2–h3 only, nested, with plain heading text.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { buildToc, headingText } from "../../../eleventy/toc.js";
import { createMarkdown } from "../../../eleventy/markdown.js";

const md = createMarkdown();

test("lists h2 and h3 in order, h3 nested under the h2 before it", () => {
  const html = md.render("# Title\n\n## One\n\n### One A\n\n#### Deep\n\n### One B\n\n## Two\n");
  const toc = buildToc(html, { minHeadingLevel: 2, maxHeadingLevel: 3 });
  assert.equal(
    toc.map((entry) => [entry.id, entry.text, entry.children.map((child) => child.id)]),
    [
      ["one", "One", ["one-a", "one-b"]],
      ["two", "Two", []],
    ],
  );
});

test("is empty when a page has no h2 or h3", () => {
  assert.equal(buildToc(md.render("# Only a title\n\nText.\n\n#### Small\n")), []);
});

test("an h3 before any h2 stays at the top level", () => {
  const toc = buildToc(md.render("### Early\n\n## Later\n"));
  assert.equal(
    toc.map((entry) => entry.id),
    ["early", "later"],
  );
});

test("heading text leaves out the anchor link, tags and entities", () => {
  const html = md.render("## Use `close()` & <b>friends</b>\n");
  const [entry] = buildToc(html);
  assert.is(entry.text, "Use close() & friends");
  assert.is(
    headingText('Tom &amp; Jerry <a class="hash-link" href="#x">\u200B</a>'),
    "Tom & Jerry",
  );
});

test("follows the configured levels", () => {
  const html = md.render("## Two\n\n### Three\n\n#### Four\n");
  const toc = buildToc(html, { minHeadingLevel: 2, maxHeadingLevel: 4 });
  assert.is(toc[0].children[0].children[0].id, "four");
});

test.run();
