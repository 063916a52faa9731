// Search on the built index, through the search island's own query function, in Node.js: the
// index loads, real queries find the pages that answer them (hit@1 and hit@3 over the everyday
// query set in test/helpers/search-queries.ts, printed), a misspelt query gets a suggestion, and
// an empty or unloadable index fails here, in `npm test`, not only in the browser suite.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { pagefindRuntimeUrl } from "../../scripts/site-output/pagefind-node.js";
import { search } from "../../components/search/pagefind.ts";
import type { PageResult } from "../../components/search/results.ts";
import { QUERIES } from "../helpers/search-queries.ts";
import { SITE_DIR } from "../helpers/built-site.ts";

/** The index's runtime, told that the site is served from `/` as a host would serve it. */
async function runtimeOf(siteDir: string): Promise<string> {
  const url = pagefindRuntimeUrl(siteDir);
  const runtime = await import(url);
  await runtime.options({ baseUrl: "/" }); // before init: the island's later options() add to it
  await runtime.init();
  return url;
}
const url = await runtimeOf(SITE_DIR);
const strip = (address: string) => address.replace(/\?[^#]*/, "");

/** Whether `result` answers a target: the page, the field itself, or one of its sections. */
function answers(result: PageResult, target: string): boolean {
  const [page, hash] = target.split("#");
  const resultUrl = strip(result.url);
  if (!hash) return resultUrl.split("#")[0] === page && !resultUrl.includes("#");
  if (resultUrl === target) return true;
  return resultUrl === page && result.subResults.some((sub) => strip(sub.url) === target);
}

test("everyday queries find the page that answers them: hit@1 at least 90 %, hit@3 at least 95 %", async () => {
  const misses: string[] = [];
  let first = 0;
  let topThree = 0;
  for (const { query, expect } of QUERIES) {
    const results = (await search(url, query))?.results ?? [];
    const rank = results.findIndex((result) => expect.some((target) => answers(result, target)));
    if (rank === 0) first += 1;
    if (rank >= 0 && rank < 3) topThree += 1;
    if (rank !== 0)
      misses.push(
        `  "${query}" → ${
          results
            .slice(0, 3)
            .map((result) => strip(result.url))
            .join(" · ") || "nothing"
        } (wanted ${expect[0]})`,
      );
  }
  const percent = (count: number) => `${((100 * count) / QUERIES.length).toFixed(0)} %`;
  console.log(
    `  search: ${QUERIES.length} queries, hit@1 ${first} (${percent(first)}, target ≥ 90 %), hit@3 ${topThree} (${percent(topThree)})`,
  );
  if (misses.length > 0) console.log(misses.join("\n"));
  assert.ok(QUERIES.length >= 30);
  assert.ok(first / QUERIES.length >= 0.9, `hit@1 ${percent(first)}`);
  assert.ok(topThree / QUERIES.length >= 0.95, `hit@3 ${percent(topThree)}`);
});

test("results carry a title, a site URL and an excerpt with the match marked", async () => {
  const { results } = (await search(url, "locateFile"))!;
  assert.ok(results.length >= 3);
  for (const result of results) {
    assert.ok(
      result.title.length > 0 && result.url.startsWith("/") && !result.url.includes("index.html"),
      JSON.stringify(result),
    );
  }
  assert.ok(
    results.some((result) => result.excerpt.includes("<mark>")),
    "excerpts mark the match",
  );
});

test("scopes keep their results: the API scope returns API pages only", async () => {
  const { results } = (await search(url, "format", "API"))!;
  assert.ok(results.length > 0);
  for (const result of results) assert.match(result.url, /^\/api\//);
});

test.run();
