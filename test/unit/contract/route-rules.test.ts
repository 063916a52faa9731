// The route-cleaning rules as one table: every case the preview server, the client
// router, the 404 page's redirect and search results handle, and the files that pass untouched.
import fs from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanHtmlPath, cleanPath, cleanUrl } from "../../../contract/routes.js";
import { redirectFor } from "../../../scripts/static-server.js";
import { cleanRoute } from "../../../components/not-found/redirect.ts";
import { cleanUrl as cleanResultUrl } from "../../../components/search/pagefind.ts";
import { scratchDir } from "../../helpers/scratch.ts";

// [address, clean route, clean route where a path without a dot may be a file (the router)]
const PATHS: [string, string, string][] = [
  ["/", "/", "/"],
  ["/docs/intro/", "/docs/intro/", "/docs/intro/"],
  ["/index.html", "/", "/"],
  ["/docs/intro/index.html", "/docs/intro/", "/docs/intro/"],
  ["/docs/intro.html", "/docs/intro/", "/docs/intro/"],
  ["/docs/intro", "/docs/intro/", "/docs/intro"],
  ["/404.html", "/404.html", "/404.html"],
  // Files pass through untouched: the Markdown twins, llms.txt, the sitemap and the feed.
  ["/docs/intro.md", "/docs/intro.md", "/docs/intro.md"],
  ["/docs/intro/index.html.md", "/docs/intro/index.html.md", "/docs/intro/index.html.md"],
  ["/index.html.md", "/index.html.md", "/index.html.md"],
  ["/llms.txt", "/llms.txt", "/llms.txt"],
  ["/sitemap.xml", "/sitemap.xml", "/sitemap.xml"],
  ["/feed.atom", "/feed.atom", "/feed.atom"],
  ["/assets/site.css", "/assets/site.css", "/assets/site.css"],
];

// [search result or link address with a query or fragment, clean address]
const URLS: [string, string][] = [
  ["/docs/intro/index.html#options", "/docs/intro/#options"],
  ["/docs/intro.html#options", "/docs/intro/#options"],
  ["/api/#Extra", "/api/#Extra"],
  ["/docs/intro/index.html?q=a#b", "/docs/intro/?q=a#b"],
  ["/docs/intro?q=index.html", "/docs/intro/?q=index.html"],
  ["/docs/intro.md#top", "/docs/intro.md#top"],
  ["/feed.atom?x=1", "/feed.atom?x=1"],
];

test("cleanPath and, for the router, cleanHtmlPath follow the table", () => {
  for (const [address, clean, router] of PATHS) {
    assert.is(cleanPath(address), clean, address);
    assert.is(cleanHtmlPath(address), router, `${address} (router)`);
  }
});

test("cleanUrl keeps the query and the fragment and cleans only the path", () => {
  for (const [address, clean] of URLS) assert.is(cleanUrl(address), clean, address);
});

test("the 404 redirect and search results use the table (the router calls cleanHtmlPath itself)", () => {
  for (const [address, clean] of PATHS) {
    assert.is(cleanRoute(address), clean === address ? null : clean, `404 page ${address}`);
    assert.is(cleanResultUrl(address), clean, `search ${address}`);
  }
  for (const [address, clean] of URLS)
    assert.is(cleanResultUrl(address), clean, `search ${address}`);
});

test("the server redirects to a clean route only when its index.html exists", () => {
  const root = scratchDir("routes-");
  for (const [, clean] of PATHS) {
    if (clean.endsWith("/")) fs.mkdirSync(path.join(root, clean), { recursive: true });
    if (clean.endsWith("/")) fs.writeFileSync(path.join(root, clean, "index.html"), "");
  }
  for (const [address, clean] of PATHS)
    assert.is(redirectFor(address, root), clean === address ? null : clean, `server ${address}`);
  assert.is(redirectFor("/docs/missing", root), null);
  assert.is(redirectFor("/docs/missing.html", root), null);
  assert.is(
    redirectFor("/docs/missing/index.html", root),
    null,
    "no redirect to a route that is not there",
  );
});

test.run();
