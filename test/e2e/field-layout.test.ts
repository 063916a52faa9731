// The field reference reads at every width: on the field index and the track pages, at phone and
// desktop widths, in both colour schemes, with and without JavaScript, every visible entry's
// description lies inside the viewport and the page never scrolls sideways.
import * as assert from "uvu/assert";
import { browserSuite } from "../helpers/browser-suite.ts";

const layout = browserSuite("field reference layout");

/** Each route with the selector of its entries' descriptions. */
const ROUTES = {
  "/api/fields/": ".field-list > li > p",
  "/api/interface/VideoTrack/": ".doc-content > section > p",
  "/api/interface/GeneralTrack/": ".doc-content > section > p",
};

for (const [route, descriptions] of Object.entries(ROUTES)) {
  layout(`${route}: descriptions inside the viewport, no sideways scrolling`, async ({ site }) => {
    for (const width of [375, 1280, 1920])
      for (const colorScheme of ["light", "dark"] as const)
        for (const javaScriptEnabled of [true, false]) {
          const viewport = { width, height: 800 };
          const page = await site.open(route, { viewport, colorScheme, javaScriptEnabled });
          const label = `${width} px, ${colorScheme}, JavaScript ${javaScriptEnabled ? "on" : "off"}`;
          // With JavaScript, the index's entries get their copy-link buttons first.
          if (javaScriptEnabled && route === "/api/fields/")
            await page.waitForSelector(".field-copy");
          const found = await page.evaluate((selector) => {
            const shown = [...document.querySelectorAll(selector)].filter(
              (element) => element.getClientRects().length > 0,
            );
            const outside = shown
              .filter((element) => element.getBoundingClientRect().right > innerWidth)
              .map((element) => element.closest("[id], section")?.textContent?.slice(0, 40));
            const { scrollWidth } = document.documentElement;
            return { shown: shown.length, outside, scrollWidth, innerWidth };
          }, descriptions);
          assert.ok(found.shown > 100, `${label}: ${found.shown} descriptions`);
          assert.equal(found.outside, [], label);
          assert.ok(found.scrollWidth <= found.innerWidth, `${label}: ${JSON.stringify(found)}`);
          await page.context().close();
        }
  });
}

layout.run();
