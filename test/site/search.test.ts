// Search on the built index, through the search island's own query function, in Node.js: the
// index loads, real queries find the pages that answer them (hit@1 and hit@3 over the everyday
// query set in test/site/search-queries.ts, printed), a misspelt query gets a suggestion, and
// an empty or unloadable index fails here, in `npm test`, not only in the browser suite.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { pagefindRuntimeUrl } from "../../components/search/build/pagefind-node.js";
import { search } from "../../components/search/pagefind.ts";
import type { PageResult } from "../../components/search/results.ts";
import { QUERIES } from "./search-queries.ts";
import { SITE_DIR } from "../helpers/built-site.ts";
import { documentedReleases } from "../../eleventy/releases.js";
import { inRelease } from "../../eleventy/route-data.js";
import { validSiteConfig } from "../../config/check.js";
import plainSite from "../../config/site.js";

const RELEASES = documentedReleases(validSiteConfig(plainSite) as any);

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

for (const release of RELEASES) {
  test(`everyday queries on ${release.version}'s pages find that release's page that answers them: hit@1 at least 90 %, hit@3 at least 95 %`, async () => {
    const misses: string[] = [];
    let first = 0;
    let topThree = 0;
    const elsewhere = new Set<string>();
    const queries = QUERIES.filter(({ latestOnly }) => !latestOnly || release.isLatest);
    for (const { query, expect: latestTargets } of queries) {
      const expect = latestTargets.map((target) => inRelease(target, release.prefix));
      const results = (await search(url, query, "", 8, release))?.results ?? [];
      for (const result of results)
        if (
          !RELEASES.every(
            (other) =>
              other === release || !other.prefix || !result.url.startsWith(`${other.prefix}/`),
          ) ||
          (release.prefix && /^\/(docs|api)\/(?!changelog\/|changes\/)/.test(result.url))
        )
          elsewhere.add(result.url);
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
    const percent = (count: number) => `${((100 * count) / queries.length).toFixed(0)} %`;
    console.log(
      `  search on ${release.version}: ${queries.length} queries, hit@1 ${first} (${percent(first)}, target ≥ 90 %), hit@3 ${topThree} (${percent(topThree)})`,
    );
    if (misses.length > 0) console.log(misses.join("\n"));
    assert.equal([...elsewhere], [], "results from another release");
    assert.ok(queries.length >= 30);
    assert.ok(first / queries.length >= 0.9, `hit@1 ${percent(first)}`);
    assert.ok(topThree / queries.length >= 0.95, `hit@3 ${percent(topThree)}`);
  });
}

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

test("scopes keep their results: the API scope returns API pages only, each release's own", async () => {
  for (const release of RELEASES) {
    const { results } = (await search(url, "format", "API", 8, release))!;
    assert.ok(results.length > 0);
    for (const result of results)
      assert.match(result.url, new RegExp(`^${release.prefix}/api/`), release.version);
  }
});

test.run();
