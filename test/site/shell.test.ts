// The page shell in the built HTML: head metadata, navbar, footer, sitemap, robots, 404.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { createRequire } from "node:module";
import { test } from "uvu";
import * as assert from "uvu/assert";
import plainConfig from "../../config/site.js";
import { validSiteConfig } from "../../config/check.js";
import { builtPage, builtPages, sitemapRoutes, SITE_DIR } from "../helpers/built-site.ts";
import { mediaInfoLibVersion } from "../../scripts/upgrade/versions.js";

const site = validSiteConfig(plainConfig);

const require = createRequire(import.meta.url);
const pages = builtPages().filter((page) => page.route !== "/404.html");
const meta = (doc: Document, selector: string) =>
  doc.querySelector(selector)?.getAttribute("content");

test("titles follow `{Page} | mediainfo.js`, the home page is just the site title", () => {
  assert.is(builtPage("/").document.title, "mediainfo.js");
  assert.is(builtPage("/docs/intro/").document.title, "Introduction | mediainfo.js");
  assert.is(builtPage("/demo/").document.title, "Demo | mediainfo.js");
  assert.is(builtPage("/api/").document.title, "API | mediainfo.js");
  assert.is(builtPage("/api/changelog/").document.title, "Changelog | API | mediainfo.js");
  assert.is(builtPage("/404.html").document.title, "Page Not Found | mediainfo.js");
});

test("every page has lang, dir, description, canonical, Open Graph, Twitter and hreflang tags", () => {
  for (const { route, document } of pages) {
    const html = document.documentElement;
    assert.is(html.getAttribute("lang"), "en");
    assert.is(html.getAttribute("dir"), "ltr");
    // An older release's page names the latest's copy (here always the same route) as canonical.
    const older = route.match(/^\/\d+\.\d+\.\d+(\/.*)$/);
    const canonical = `${site.url}${older ? older[1] : route}`;
    assert.is(
      document.querySelector("link[rel='canonical']")?.getAttribute("href"),
      canonical,
      route,
    );
    assert.ok(
      (meta(document, "meta[name='description']") ?? "").length > 10,
      `${route} description`,
    );
    assert.is(meta(document, "meta[property='og:url']"), canonical);
    assert.is(
      document.querySelector("meta[name='robots']")?.getAttribute("content") ?? null,
      older ? "noindex" : null,
      `${route}: only an older release's pages are noindex`,
    );
    assert.is(meta(document, "meta[property='og:title']"), document.title);
    // Each page's own card (test/site/social-cards.test.ts checks the images).
    assert.match(meta(document, "meta[property='og:image']") ?? "", `${site.url}/img/cards/`);
    assert.is(meta(document, "meta[name='twitter:card']"), "summary_large_image");
    const langs = [...document.querySelectorAll("link[rel='alternate'][hreflang]")].map((el) =>
      el.getAttribute("hreflang"),
    );
    assert.equal(langs, ["en", "x-default"]);
  }
});

test("the navbar marks the active section with aria-current", () => {
  const current = (route: string) =>
    [...builtPage(route).document.querySelectorAll(".navbar__link[aria-current='page']")].map(
      (el) => el.textContent,
    );
  assert.equal(current("/docs/getting-started/usage/"), ["Docs"]);
  assert.equal(current("/docs/category/examples/"), ["Docs"]);
  assert.equal(current("/api/"), ["API"]);
  assert.equal(current("/demo/"), ["Demo"]);
  assert.equal(current("/"), []);
});

test("the navbar has the brand, Docs, API, Demo, GitHub and a disabled colour toggle", () => {
  const { document } = builtPage("/");
  const links = [...document.querySelectorAll(".navbar__link")].map((el) => [
    el.textContent,
    el.getAttribute("href"),
  ]);
  assert.equal(links, [
    ["Docs", "/docs/intro/"],
    ["API", "/api/"],
    ["Demo", "/demo/"],
  ]);
  assert.is(document.querySelector(".navbar__brand")?.getAttribute("href"), "/");
  assert.is(
    document.querySelector(".navbar .star-count__link")?.getAttribute("href"),
    "https://github.com/buzz/mediainfo.js",
  );
  const toggle = document.querySelector(".navbar .theme-toggle__button")!;
  assert.ok(toggle.hasAttribute("disabled"));
  assert.is(
    toggle.getAttribute("aria-label"),
    "Switch between dark and light mode (currently system mode)",
  );
  assert.is(
    document.querySelector(".navbar__toggle")?.getAttribute("aria-label"),
    "Toggle navigation bar",
  );
});

test("the footer has every link of the three columns and the copyright", () => {
  const { document } = builtPage("/docs/intro/");
  const columns = [...document.querySelectorAll(".footer__column")].map((column) => ({
    title: column.querySelector(".footer__title")?.textContent,
    links: [...column.querySelectorAll("a")].map((a) => a.getAttribute("href")),
  }));
  assert.equal(columns, [
    { title: "Docs", links: ["/docs/intro/", "/docs/category/getting-started/", "/api/"] },
    {
      title: "Resources",
      links: [
        "/demo/",
        "/playground/",
        "/license/",
        "/credits/",
        "/accessibility/",
        "/api/changelog/",
        "/llms.txt",
        "/llms-full.txt",
      ],
    },
    {
      title: "Links",
      links: [
        "https://stackoverflow.com/search?q=mediainfo.js",
        "https://github.com/buzz/mediainfo.js",
        "https://mediaarea.net/MediaInfo",
      ],
    },
  ]);
  for (const a of document.querySelectorAll(".footer a[target='_blank']")) {
    assert.is(a.getAttribute("rel"), "noopener noreferrer");
    assert.ok(a.querySelector("[aria-label='(opens in new tab)']"), "external marker");
  }
  const copyright = document.querySelector(".footer__copyright")!;
  assert.match(copyright.textContent!, /©.*buzz.*2025/s);
  assert.is(copyright.querySelector("a")?.getAttribute("href"), "https://github.com/buzz");
});

test("the home page shows the installed wrapper version and the MediaInfoLib version its WebAssembly states", () => {
  const text = builtPage("/").document.querySelector(".hero__versions")?.textContent ?? "";
  const installed = require("mediainfo.js/package.json").version;
  const wasm = fs.readFileSync(require.resolve("mediainfo.js/MediaInfoModule.wasm"));
  assert.is(installed, site.docs.versions.find((version: any) => version.isLast)?.name);
  assert.match(text, `mediainfo.js v${installed}`);
  assert.match(text, `MediaInfoLib v${mediaInfoLibVersion(wasm)}`);
});

test("the sitemap lists every page of the latest release and the shared pages with a trailing slash, 404 excluded, home last", () => {
  const routes = sitemapRoutes();
  const isOlder = (route: string) => /^\/\d+\.\d+\.\d+\//.test(route);
  const pageRoutes = pages
    .map((page) => page.route)
    .filter((route) => !route.startsWith("/test") && !isOlder(route));
  assert.equal([...routes].sort(), [...pageRoutes].sort());
  assert.ok(
    pages.some((page) => isOlder(page.route)),
    "an older release's pages are built",
  );
  assert.ok(routes.every((route) => route.endsWith("/")));
  assert.is(routes.at(-1), "/");
  for (const route of [
    "/",
    "/demo/",
    "/license/",
    "/credits/",
    "/accessibility/",
    "/docs/intro/",
    "/docs/getting-started/installation/",
    "/docs/getting-started/usage/",
    "/docs/development/",
    "/docs/category/getting-started/",
    "/docs/category/examples/",
    "/api/",
    "/api/changelog/",
  ]) {
    assert.ok(routes.includes(route), `sitemap lacks ${route}`);
  }
});

test("robots.txt allows everything and names the sitemap; CNAME and .nojekyll exist", () => {
  const robots = fs.readFileSync(path.join(SITE_DIR, "robots.txt"), "utf8");
  assert.match(robots, /^User-agent: \*\nDisallow:\n/);
  assert.match(robots, `Sitemap: ${site.url}/sitemap.xml`);
  assert.is(fs.readFileSync(path.join(SITE_DIR, "CNAME"), "utf8").trim(), "mediainfo.js.org");
  assert.ok(fs.existsSync(path.join(SITE_DIR, ".nojekyll")));
  for (const file of ["img/favicon.ico", "img/mediainfo-social-card.jpg"])
    assert.ok(fs.existsSync(path.join(SITE_DIR, file)), file);
  const logo = builtPage("/").document.querySelector(".navbar__logo")!.getAttribute("src")!;
  assert.match(logo, /^\/assets\/img\/logo\.[0-9a-f]{10}\.svg$/);
  assert.ok(fs.existsSync(path.join(SITE_DIR, logo)));
});

test("the 404 page links to the docs, the API and home; the route list holds each page's gzip size", () => {
  const { document } = builtPage("/404.html");
  const hrefs = [...document.querySelectorAll("main a")].map((a) => a.getAttribute("href"));
  for (const href of ["/", "/docs/intro/", "/api/"]) assert.ok(hrefs.includes(href), href);
  const routes = JSON.parse(fs.readFileSync(path.join(SITE_DIR, "routes.json"), "utf8"));
  // Every page the client router and the 404 page may meet: the sitemap's and older releases'.
  const everyRoute = pages.map((page) => page.route).filter((route) => route.endsWith("/"));
  assert.equal([...Object.keys(routes)].sort(), [...everyRoute].sort());
  for (const route of sitemapRoutes()) assert.ok(Object.hasOwn(routes, route), route);
  for (const route of Object.keys(routes)) {
    const html = fs.readFileSync(path.join(SITE_DIR, route, "index.html"));
    assert.is(routes[route].gzipBytes, zlib.gzipSync(html).length, `${route}: gzip size`);
  }
});

test("search indexes the main content of every page but the 404, never the chrome", () => {
  for (const { route, document } of builtPages()) {
    const bodies = [...document.querySelectorAll("[data-pagefind-body]")];
    if (route === "/404.html") {
      assert.is(bodies.length, 0);
      continue;
    }
    assert.is(bodies.length, 1, `${route} has ${bodies.length} indexed regions`);
    assert.not.ok(
      bodies[0].closest("nav, footer, .doc-sidebar, .toc-desktop"),
      `${route} indexes chrome`,
    );
    assert.is(
      bodies[0].querySelectorAll(".navbar, .footer, .doc-sidebar, .breadcrumbs, .pagination-nav")
        .length,
      0,
      route,
    );
  }
  assert.ok(
    fs.existsSync(path.join(SITE_DIR, "pagefind/pagefind.js")),
    "the index is part of _site",
  );
});

test.run();
