// Dates and the feed in the built site: docs show the date of their source's last commit (from
// git, absent in a shallow clone); every page names the changelog's Atom feed, which stays out of
// the sitemap, the route list and the search index.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { test } from "uvu";
import * as assert from "uvu/assert";
import plainConfig from "../../config/site.js";
import { validSiteConfig } from "../../config/check.js";
import { builtPage, builtPages, sitemapRoutes, SITE_DIR } from "../helpers/built-site.ts";

const site = validSiteConfig(plainConfig);

const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8" }).trim();
const shallow = git("rev-parse", "--is-shallow-repository") !== "false";
const docSources = fs
  .readdirSync("site/docs", { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".md"))
  .map((file) => path.join("site/docs", file));
const routeOfSource = (source: string) => "/" + source.replace(/^site\//, "").replace(/\.md$/, "/");

test("each doc page shows the date of the last commit of its source, as git tells it", () => {
  assert.ok(docSources.length >= 4);
  for (const source of docSources) {
    const time = builtPage(routeOfSource(source)).document.querySelector(
      ".doc-footer__updated time",
    );
    const committed = shallow ? "" : git("log", "-1", "--format=%cI", "--", source);
    if (!committed) {
      assert.is(
        time,
        null,
        `${source}: no date when git has none (shallow clone or uncommitted file)`,
      );
      continue;
    }
    assert.is(time?.getAttribute("datetime"), committed, source);
    const day = new Date(committed);
    assert.match(time!.textContent!, String(day.getUTCFullYear()), source);
    assert.match(time!.parentElement!.textContent!, /^Last updated on /, source);
  }
});

test("generated pages (category indexes, API reference) claim no date", () => {
  for (const route of [
    "/docs/category/getting-started/",
    "/api/",
    "/api/interface/VideoTrack/",
    "/api/changelog/",
  ]) {
    assert.is(builtPage(route).document.querySelector(".doc-footer__updated"), null, route);
  }
});

test("every page names the Atom feed in its head; the changelog links it", () => {
  for (const { route, document } of builtPages()) {
    const link = document.querySelector("link[rel='alternate'][type='application/atom+xml']");
    assert.is(link?.getAttribute("href"), site.changelogFeed.path, route);
    assert.is(link?.getAttribute("title"), site.changelogFeed.title, route);
  }
  const inText = builtPage("/api/changelog/").document.querySelector(
    `.doc-content a[href='${site.changelogFeed.path}']`,
  );
  assert.ok(inText, "the changelog's text links the feed");
  assert.ok(fs.existsSync(path.join(SITE_DIR, site.changelogFeed.path)), "the feed is built");
});

test("the feed is served as Atom by hosts that read _headers, and is in no sitemap, route list or index", () => {
  const headers = fs.readFileSync(path.join(SITE_DIR, "_headers"), "utf8");
  const rule = headers
    .split(/\n(?=\S)/)
    .find((block) => block.startsWith(site.changelogFeed.path + "\n"));
  assert.match(rule ?? "", "Content-Type: application/atom+xml");
  assert.not.ok(sitemapRoutes().some((route) => route.includes("feed")));
  assert.not.match(fs.readFileSync(path.join(SITE_DIR, "routes.json"), "utf8"), "feed");
  const fragments = path.join(SITE_DIR, "pagefind/fragment");
  const urls = fs.readdirSync(fragments).map(
    (file) =>
      JSON.parse(
        zlib
          .gunzipSync(fs.readFileSync(path.join(fragments, file)))
          .toString()
          .replace(/^pagefind_dcd/, ""),
      ).url,
  );
  assert.ok(urls.includes("/api/changelog/"));
  assert.not.ok(urls.some((url: string) => url.includes("feed")));
});

test.run();
