// TOC entries on API pages: inherited members are marked, and an h2 marked `data-toc-brief`
// (interfaces with hundreds of properties) is listed without its member h3s.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { buildToc } from "../../../eleventy/toc.js";

const h = (level: number, id: string, attrs = "") =>
  `<h${level} id="${id}"${attrs} class="anchor">${id} <a class="hash-link" href="#${id}">\u200B</a></h${level}>`;

test("inherited member headings give TOC entries with `inherited`", () => {
  const toc = buildToc(
    h(2, "properties") + h(3, "Format", ' data-inherited=""') + h(3, "FrameRate"),
  );
  assert.equal(
    toc[0].children.map((entry: any) => [entry.id, Boolean(entry.inherited)]),
    [
      ["Format", true],
      ["FrameRate", false],
    ],
  );
});

test("a brief h2 keeps its own entry but not its h3s; the next h2 lists its h3s again", () => {
  const html =
    h(2, "index") +
    h(3, "properties") +
    h(2, "properties-1", ' data-toc-brief=""') +
    h(3, "Format") +
    h(3, "FrameRate") +
    h(2, "hierarchy") +
    h(3, "Base");
  const toc = buildToc(html);
  assert.equal(
    toc.map((entry: any) => [entry.id, entry.children.map((child: any) => child.id)]),
    [
      ["index", ["properties"]],
      ["properties-1", []],
      ["hierarchy", ["Base"]],
    ],
  );
});

test("headings without an id, or with only a data-id, stay out of the TOC", () => {
  assert.equal(buildToc(`<h2 data-id="x">No id</h2><h2>Plain</h2>`), []);
});

test.run();
