// A page's social card as the build draws it: 1200×630 PNG under 60 KB, the title really drawn
// (two titles differ in the title area and nowhere else), the same card the same bytes, and a
// card drawn once is read from the cache afterwards.
import fs from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  TITLE_AREA,
  cardSvg,
  titleLines,
} from "../../../components/social-card/build/card-svg.js";
import { cachedCard, renderCard } from "../../../components/social-card/build/render.js";
import { decodePng } from "../../../components/social-card/build/png.js";
import { cardName, cardSection } from "../../../components/social-card/build/plugin.js";
import { scratchDir } from "../../helpers/scratch.ts";

const logoSvg = fs.readFileSync("site/img/logo.svg", "utf8");
const svgOf = (title: string) =>
  cardSvg({
    title,
    section: "Docs › Getting started",
    siteName: "mediainfo.js",
    address: "mediainfo.js.org",
    release: "mediainfo.js 0.3.8",
    logoSvg,
  });

/** How many pixels differ inside and outside the title area. */
function differences(a: Buffer, b: Buffer) {
  const one = decodePng(a);
  const two = decodePng(b);
  let inside = 0;
  let outside = 0;
  for (let y = 0; y < one.height; y++)
    for (let x = 0; x < one.width; x++) {
      const at = (y * one.width + x) * one.channels;
      if (one.pixels.compare(two.pixels, at, at + 3, at, at + 3) === 0) continue;
      const inTitle =
        x >= TITLE_AREA.x &&
        x < TITLE_AREA.x + TITLE_AREA.width &&
        y >= TITLE_AREA.y &&
        y < TITLE_AREA.y + TITLE_AREA.height;
      if (inTitle) inside += 1;
      else outside += 1;
    }
  return { inside, outside };
}

test("a card is a 1200×630 PNG under 60 KB, even with the longest title", () => {
  const long =
    "Analysing large files in chunks from a file handle or over HTTP Range requests in Node.js and browsers";
  for (const title of ["Introduction", long]) {
    const png = renderCard(svgOf(title));
    const { width, height } = decodePng(png);
    assert.equal([width, height], [CARD_WIDTH, CARD_HEIGHT]);
    assert.ok(png.length < 60 * 1024, `${png.length} bytes`);
  }
  assert.ok(titleLines(long).lines.length <= 3);
});

test("the title is drawn: another title changes the title area and nothing else", () => {
  const usage = renderCard(svgOf("Usage"));
  const memory = renderCard(svgOf("Memory and instances"));
  const { inside, outside } = differences(usage, memory);
  assert.ok(inside > 1000, `${inside} pixels differ in the title area`);
  assert.is(outside, 0);
});

test("the same card gives the same bytes, and a warm cache draws nothing", () => {
  const svg = svgOf("Usage");
  assert.ok(renderCard(svg).equals(renderCard(svg)));
  const cache = scratchDir("social-card-");
  const cold = cachedCard(svg, cache);
  const warm = cachedCard(svg, cache);
  assert.equal([cold.drawn, warm.drawn], [true, false]);
  assert.ok(cold.png.equals(warm.png));
  assert.is(fs.readdirSync(cache).length, 1);
});

test("titles with markup characters are drawn as text", () => {
  assert.match(svgOf('<script> & "quotes"'), "&#60;script&#62; &#38; &#34;quotes&#34;");
});

test("each page gets its own card name and a section from its place in the site", () => {
  assert.is(cardName("/"), "index.png");
  assert.is(cardName("/docs/intro/"), "docs-intro.png");
  assert.is(cardName("/0.3.6/api/"), "0.3.6-api.png");
  assert.is(cardName("/404.html"), "404.html.png");
  assert.is(
    cardSection("/docs/getting-started/usage/", [
      { label: "Getting started", isCurrent: false },
      { label: "Usage", isCurrent: true },
    ]),
    "Docs › Getting started",
  );
  assert.is(cardSection("/api/interface/VideoTrack/", []), "API");
});

test.run();
