// One dark palette: the no-JavaScript dark block of the built stylesheet gets every
// declaration of the scripted dark block, syntax colours included, and a stylesheet without the
// marker or the source block fails the build with a message.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { buildStylesheet } from "../../../eleventy/assets.js";
import { DARK_PALETTE_MARKER, expandDarkPalette } from "../../../eleventy/dark-palette.js";

/** The custom properties set in the first block that follows `opening`, by name. */
function declarationsAfter(css: string, opening: string): Map<string, string> {
  const start = css.indexOf(opening);
  assert.ok(start >= 0, `the stylesheet has ${opening}`);
  const body = css.slice(start + opening.length, css.indexOf("}", start));
  return new Map(
    [...body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((match) => [match[1], match[2].trim()]),
  );
}

test("the built no-JavaScript dark block sets every colour the scripted dark block sets", () => {
  const { css } = buildStylesheet();
  const scripted = declarationsAfter(css, 'html[data-theme="dark"] {');
  const noScript = declarationsAfter(css, "html:not([data-theme]) {");
  assert.ok(scripted.size > 20, "the dark palette is a real palette");
  assert.ok(
    [...scripted.keys()].some((name) => name.startsWith("--syntax-")),
    "syntax colours are part of the palette",
  );
  for (const [name, value] of scripted) assert.is(noScript.get(name), value, name);
  assert.not.ok(css.includes(DARK_PALETTE_MARKER), "the marker is replaced");
});

test("a stylesheet without the marker or the source block fails with a message", () => {
  assert.throws(
    () => expandDarkPalette('html[data-theme="dark"] { --a: 1; }'),
    /marker .* is missing/,
  );
  assert.throws(
    () =>
      expandDarkPalette(
        `@media (prefers-color-scheme: dark) { html:not([data-theme]) { ${DARK_PALETTE_MARKER} } }`,
      ),
    /no html\[data-theme="dark"\] \{ block/,
  );
});

test.run();
