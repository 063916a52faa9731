// The `island` shortcode renders a host with escaped JSON props and its fallback, and rejects
// bad arguments naming the page.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { renderIsland } from "../../eleventy/island.js";

test("renders the host, HTML-escaped JSON props and the fallback", () => {
  const html = renderIsland("<a href=\"/x/\">x</a>", "star-count", { repo: "buzz/mediainfo.js", note: `"<b>&` });
  assert.is(html, `<div data-island="star-count" data-props="{&quot;repo&quot;:&quot;buzz/mediainfo.js&quot;,&quot;note&quot;:&quot;\\&quot;&lt;b&gt;&amp;&quot;}"><a href="/x/">x</a></div>`);
});

test("omits empty props and eager loading, keeps other load modes, tag and class", () => {
  assert.is(renderIsland("", "navbar"), `<div data-island="navbar"></div>`);
  assert.is(renderIsland("f", "media-demo", {}, { load: "visible", tag: "section", class: "demo" }), `<section class="demo" data-island="media-demo" data-load="visible">f</section>`);
});

test("bad names and load modes fail with the page path", () => {
  assert.throws(() => renderIsland("", "StarCount", {}, {}, "./site/index.njk"), /\.\/site\/index\.njk: island name must be kebab-case/);
  assert.throws(() => renderIsland("", "demo", {}, { load: "later" }, "./site/demo.md"), /\.\/site\/demo\.md: island "demo" has load "later"/);
});

test.run();
