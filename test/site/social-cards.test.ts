// Every built page names its own social card (og:image and a large Twitter card), and every card
// the build wrote decodes as a 1200×630 PNG under 60 KB with its page's title drawn.
import fs from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import plainConfig from "../../config/site.js";
import { validSiteConfig } from "../../config/check.js";
import { SITE_DIR, builtPages } from "../helpers/built-site.ts";
import { decodePng } from "../../components/social-card/build/png.js";
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  TITLE_AREA,
} from "../../components/social-card/build/card-svg.js";
import { CARDS_PATH } from "../../components/social-card/build/plugin.js";

const siteConfig = validSiteConfig(plainConfig);
const meta = (document: Document, selector: string) =>
  document.querySelector(selector)?.getAttribute("content") ?? null;

/** The page's card, read from the built site. */
function cardOf(page: ReturnType<typeof builtPages>[number]) {
  const image = meta(page.document, 'meta[property="og:image"]');
  assert.ok(image, `${page.route} has no og:image`);
  const url = new URL(image!);
  assert.is(url.origin, new URL(siteConfig.url).origin);
  assert.ok(url.pathname.startsWith(CARDS_PATH), image!);
  return { name: url.pathname, png: fs.readFileSync(path.join(SITE_DIR, url.pathname)) };
}

test("every page names its own card, one card per page", () => {
  const pages = builtPages();
  const names = new Set<string>();
  for (const page of pages) {
    const { name } = cardOf(page);
    assert.is(meta(page.document, 'meta[name="twitter:card"]'), "summary_large_image");
    assert.is(
      meta(page.document, 'meta[name="twitter:image"]'),
      meta(page.document, 'meta[property="og:image"]'),
    );
    names.add(name);
  }
  assert.is(names.size, pages.length, "no two pages share a card");
  assert.is(fs.readdirSync(path.join(SITE_DIR, CARDS_PATH)).length, pages.length);
});

test("every card is a 1200×630 PNG under 60 KB with a title drawn in its title area", () => {
  let bytes = 0;
  let largest = 0;
  for (const page of builtPages()) {
    const { png } = cardOf(page);
    const { width, height, channels, pixels } = decodePng(png);
    assert.equal([width, height], [CARD_WIDTH, CARD_HEIGHT], page.route);
    assert.ok(png.length < 60 * 1024, `${page.route}: ${png.length} bytes`);
    let dark = 0;
    for (let y = TITLE_AREA.y; y < TITLE_AREA.y + TITLE_AREA.height; y++)
      for (let x = TITLE_AREA.x; x < TITLE_AREA.x + TITLE_AREA.width; x++)
        if (pixels[(y * width + x) * channels] < 100) dark += 1;
    assert.ok(dark > 500, `${page.route}: no title drawn (${dark} dark pixels)`);
    bytes += png.length;
    largest = Math.max(largest, png.length);
  }
  console.log(
    `social cards: ${builtPages().length}, ${Math.round(bytes / 1024)} KB in all, largest ${Math.round(largest / 1024)} KB`,
  );
});

test.run();
