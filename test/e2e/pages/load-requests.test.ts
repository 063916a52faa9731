// How many JavaScript files a page asks for by the time it is enhanced, per kind of page: each
// one more request a phone makes before the page is whole (the start-up code is one chunk behind
// one entry; lazy parts load with the page only where the page shows them).
import * as assert from "uvu/assert";
import { browserSuite } from "../../helpers/browser-suite.ts";
import { hydrated, requestsSettled } from "../../helpers/site.ts";

const load = browserSuite("JavaScript requests at load");

/** Each kind of page, one route of it, and the most script requests its load may make. */
const KINDS: [kind: string, route: string, most: number][] = [
  ["home", "/", 3],
  ["guide", "/docs/getting-started/usage/", 4],
  ["category", "/docs/category/guides/", 3],
  ["API reference", "/api/class/MediaInfo/", 4],
  ["field index", "/api/fields/", 4],
  ["demo", "/demo/", 5],
];

load("a page's load asks for no more script files than its kind needs", async ({ site }) => {
  const ctx = await site.context({ viewport: { width: 375, height: 800 } });
  const problems: string[] = [];
  for (const [kind, route, most] of KINDS) {
    const page = await ctx.newPage();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(site.origin + route);
    await hydrated(page);
    await requestsSettled(page);
    if (scripts.length > most)
      problems.push(`${kind} (${route}): ${scripts.length} > ${most}: ${scripts.join(", ")}`);
    await page.close();
  }
  assert.equal(problems, [], problems.join("\n"));
});

load.run();
