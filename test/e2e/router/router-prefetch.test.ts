// The prefetch budget: after load, the pages prefetched for visible links weigh at
// most 40 KB gzip of decoded HTML per page view; pages over the size threshold wait for hover or
// focus; nothing is prefetched on 2g or with Save-Data.
import zlib from "node:zlib";
import * as assert from "uvu/assert";
import { browserSuite } from "../../helpers/browser-suite.ts";
import type { Page } from "playwright-core";
import { PREFETCH_HOVER_ONLY_BYTES } from "../../../components/router/prefetch-rules.ts";

/** The budget: 40 KB gzip of decoded HTML bodies per page view. */
const BUDGET_BYTES = 40 * 1024;

const prefetch = browserSuite("prefetch budget");

type Prefetched = Map<string, Promise<number | null>>;

/** Records every same-origin page the page fetches, with the gzip size of its decoded body. */
function recordPageFetches(page: Page, origin: string): Prefetched {
  const fetched: Prefetched = new Map();
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.resourceType() !== "fetch" || url.origin !== origin || !url.pathname.endsWith("/"))
      return;
    const size = request.response().then(async (response) => {
      if (!response || !(response.headers()["content-type"] ?? "").includes("text/html"))
        return null;
      return zlib.gzipSync(await response.body()).length;
    });
    fetched.set(url.pathname, size);
  });
  return fetched;
}

/** The recorded pages that were HTML, with their gzip sizes, once all have arrived. */
async function htmlSizes(fetched: Prefetched): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  for (const [path, size] of fetched) {
    const bytes = await size;
    if (bytes !== null) sizes.set(path, bytes);
  }
  return sizes;
}

/**
 * Loads `route` and waits for the network to go quiet (the route sizes, then the prefetches they
 * allow), then scrolls to the end and waits for the links that came into view: their observer
 * reports after a frame, and their prefetches start in idle callbacks queued before ours.
 */
async function loadAndScroll(page: Page, origin: string, route: string): Promise<void> {
  await page.goto(origin + route, { waitUntil: "networkidle" });
  await page.evaluate(async () => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    for (let frames = 0; frames < 2; frames += 1)
      await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => requestIdleCallback(resolve));
  });
}

async function routeSizes(
  page: Page,
  origin: string,
): Promise<Record<string, { gzipBytes: number }>> {
  return (await page.request.get(origin + "/routes.json")).json();
}

for (const route of ["/api/", "/docs/intro/", "/docs/getting-started/usage/"]) {
  prefetch(
    `${route}: visible links prefetch at most 40 KB gzip, none over the hover-only size`,
    async ({ site }) => {
      const page = await (await site.context()).newPage();
      const fetched = recordPageFetches(page, site.origin);
      await loadAndScroll(page, site.origin, route);
      const bodies = await htmlSizes(fetched);
      const total = [...bodies.values()].reduce((sum, bytes) => sum + bytes, 0);
      console.log(
        `  ${route}: ${bodies.size} pages prefetched, ${(total / 1024).toFixed(1)} KB gzip`,
      );
      assert.ok(total <= BUDGET_BYTES, `${route} prefetched ${total} B gzip`);
      assert.ok(bodies.size > 0, "visible links still prefetch");
      const sizes = await routeSizes(page, site.origin);
      for (const [path, gzipBytes] of bodies) {
        assert.is(
          sizes[path]?.gzipBytes,
          gzipBytes,
          `${path}: the routes data holds its gzip size`,
        );
        assert.ok(
          gzipBytes <= PREFETCH_HOVER_ONLY_BYTES,
          `${path} (${gzipBytes} B) waits for hover`,
        );
      }
    },
  );
}

prefetch("a page over the size threshold is prefetched on hover and on focus", async ({ site }) => {
  const page = await (await site.context()).newPage();
  const fetched = recordPageFetches(page, site.origin);
  await loadAndScroll(page, site.origin, "/api/");
  const sizes = await routeSizes(page, site.origin);
  for (const path of ["/api/interface/VideoTrack/", "/api/interface/GeneralTrack/"]) {
    assert.ok(sizes[path].gzipBytes > PREFETCH_HOVER_ONLY_BYTES, `${path} is a big page`);
    assert.not.ok(fetched.has(path), `${path} not prefetched while only visible`);
  }
  const arrived = (path: string) =>
    page.waitForResponse((response) => new URL(response.url()).pathname === path);
  const content = page.getByRole("article");
  await Promise.all([
    arrived("/api/interface/VideoTrack/"),
    content.getByRole("link", { name: "VideoTrack", exact: true }).first().hover(),
  ]);
  await Promise.all([
    arrived("/api/interface/GeneralTrack/"),
    content.getByRole("link", { name: "GeneralTrack", exact: true }).first().focus(),
  ]);
});

for (const connection of [
  { effectiveType: "2g" },
  { effectiveType: "slow-2g" },
  { effectiveType: "4g", saveData: true },
]) {
  prefetch(
    `nothing is prefetched after load with ${JSON.stringify(connection)}`,
    async ({ site }) => {
      const page = await (await site.context()).newPage();
      await page.addInitScript(
        (value) => Object.defineProperty(navigator, "connection", { value }),
        connection,
      );
      const fetched = recordPageFetches(page, site.origin);
      await loadAndScroll(page, site.origin, "/docs/getting-started/usage/");
      assert.equal([...(await htmlSizes(fetched)).keys()], []);
    },
  );
}

prefetch.run();
