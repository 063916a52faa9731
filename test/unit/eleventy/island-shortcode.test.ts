// The `island` shortcode renders a host with escaped JSON props and its fallback, and rejects
// bad arguments naming the page.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { renderIsland } from "../../../eleventy/island.js";

test("renders the host, HTML-escaped JSON props and the fallback", () => {
  const html = renderIsland('<a href="/x/">x</a>', "star-count", {
    repo: "buzz/mediainfo.js",
    note: `"<b>&`,
  });
  assert.is(
    html,
    `<div data-island="star-count" data-props="{&quot;repo&quot;:&quot;buzz/mediainfo.js&quot;,&quot;note&quot;:&quot;\\&quot;&lt;b&gt;&amp;&quot;}"><a href="/x/">x</a></div>`,
  );
});

test("omits empty props, keeps tag and class", () => {
  assert.is(renderIsland("", "search"), `<div data-island="search"></div>`);
  assert.is(
    renderIsland("f", "media-demo", {}, { tag: "section", class: "demo" }),
    `<section class="demo" data-island="media-demo">f</section>`,
  );
});

test("a crash display other than small is written on the host", () => {
  assert.is(
    renderIsland("", "search", {}, { boundary: "layout" }),
    `<div data-island="search" data-boundary="layout"></div>`,
  );
  assert.is(
    renderIsland("", "search", {}, { boundary: "small" }),
    `<div data-island="search"></div>`,
  );
});

test("a bad name or crash display fails with the page path", () => {
  assert.throws(
    () => renderIsland("", "StarCount", {}, {}, "./site/index.njk"),
    /\.\/site\/index\.njk: island name must be kebab-case/,
  );
  assert.throws(
    () => renderIsland("", "demo", {}, { boundary: "page" }, "./site/demo.md"),
    /\.\/site\/demo\.md: island "demo" has boundary "page"/,
  );
});

test.run();
