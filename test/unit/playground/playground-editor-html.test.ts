// The editor's HTML highlighting (a page example's files): the marks the scanner gives a page, with
// the JavaScript of its script tags marked by the JavaScript grammar, and a page cut anywhere
// still scanned to its end without an error.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { tags, type Tag } from "@lezer/highlight";
import { htmlMarks } from "../../../components/playground/editor-html.ts";

const NAMES = new Map<Tag, string>([
  [tags.comment, "comment"],
  [tags.meta, "meta"],
  [tags.angleBracket, "bracket"],
  [tags.tagName, "tag"],
  [tags.attributeName, "attribute"],
  [tags.attributeValue, "value"],
  [tags.keyword, "keyword"],
  [tags.string, "string"],
]);
/** A highlighter that names the tags it knows, and their children (a keyword's kinds). */
const highlighter = {
  style: (list: readonly Tag[]) =>
    list
      .flatMap((tag) => tag.set)
      .map((tag) => NAMES.get(tag))
      .find((name) => name !== undefined) ?? null,
};
const marked = (text: string) =>
  htmlMarks(text, highlighter).map(({ from, to, style }) => [style, text.slice(from, to)]);

test("a page's doctype, comments, tags and attributes are marked, and its script as JavaScript", () => {
  const page = `<!doctype html>
<!-- a note -->
<script type="module" src='main.js'></script>
<input type=file disabled>
<script>
  const ready = "yes";
</script>
<p>a < b</p>`;
  assert.equal(marked(page), [
    ["meta", "<!doctype html>"],
    ["comment", "<!-- a note -->"],
    ["bracket", "<"],
    ["tag", "script"],
    ["attribute", "type"],
    ["value", '"module"'],
    ["attribute", "src"],
    ["value", "'main.js'"],
    ["bracket", ">"],
    ["bracket", "</"],
    ["tag", "script"],
    ["bracket", ">"],
    ["bracket", "<"],
    ["tag", "input"],
    ["attribute", "type"],
    ["value", "file"],
    ["attribute", "disabled"],
    ["bracket", ">"],
    ["bracket", "<"],
    ["tag", "script"],
    ["bracket", ">"],
    ["keyword", "const"],
    ["string", '"yes"'],
    ["bracket", "</"],
    ["tag", "script"],
    ["bracket", ">"],
    ["bracket", "<"],
    ["tag", "p"],
    ["bracket", ">"],
    ["bracket", "</"],
    ["tag", "p"],
    ["bracket", ">"],
  ]);
});

test("a page cut at any point is scanned to its end, its marks in order and inside the text", () => {
  const page = `<!doctype html><html lang="en"><!-- x --><script>let a = "<b>";</script><p id='q'>t</p>`;
  for (let end = 0; end <= page.length; end += 1) {
    const text = page.slice(0, end);
    const marks = htmlMarks(text, highlighter);
    marks.forEach((mark, index) => {
      assert.ok(mark.from < mark.to && mark.to <= text.length, `${end}: ${mark.from}-${mark.to}`);
      if (index > 0) assert.ok(mark.from >= marks[index - 1].to, `${end}: overlapping marks`);
    });
  }
});

test.run();
