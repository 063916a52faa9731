// Built HTML of the docs and content pages: one h1 per route, TOC = the page's h2/h3,
// anchor labels, sidebar order and state, pagination order, JSON-LD, and facts that must match
// the installed mediainfo.js and MDN's compatibility data.
import fs from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import bcd from "@mdn/browser-compat-data" with { type: "json" };
import { builtPage, builtPages } from "../helpers/built-site.ts";
import browserSupport from "../../site/_data/browserSupport.js";
import { later } from "../../eleventy/facts/browser-support.js";

const ROUTES = [
  "/",
  "/demo/",
  "/license/",
  "/credits/",
  "/docs/intro/",
  "/docs/getting-started/installation/",
  "/docs/getting-started/usage/",
  "/docs/development/",
  "/docs/category/getting-started/",
  "/docs/category/examples/",
];
const DOC_ROUTES = ROUTES.filter((route) => route.startsWith("/docs/"));
const READING_ORDER = [
  ["Introduction", "/docs/intro/"],
  ["Getting Started", "/docs/category/getting-started/"],
  ["Installation", "/docs/getting-started/installation/"],
  ["Usage", "/docs/getting-started/usage/"],
  ["Tested runtimes and engines", "/docs/getting-started/support-matrix/"],
  ["Recipes", "/docs/category/recipes/"],
  ["Bundlers", "/docs/recipes/bundlers/"],
  ["Web Workers", "/docs/recipes/web-workers/"],
  ["Remote files over HTTP", "/docs/recipes/remote-files/"],
  ["Node.js", "/docs/recipes/nodejs/"],
  ["Large files and chunk size", "/docs/recipes/large-files/"],
  ["Frameworks", "/docs/category/frameworks/"],
  ["React", "/docs/frameworks/react/"],
  ["Next.js", "/docs/frameworks/nextjs/"],
  ["Angular", "/docs/frameworks/angular/"],
  ["Nuxt", "/docs/frameworks/nuxt/"],
  ["Guides", "/docs/category/guides/"],
  ["Troubleshooting", "/docs/guides/troubleshooting/"],
  ["Memory and instances", "/docs/guides/memory/"],
  ["Upgrading", "/docs/guides/upgrading/"],
  ["Odd results", "/docs/guides/odd-results/"],
  ["Cover art and album art", "/docs/guides/cover-art/"],
  ["Format support", "/docs/guides/format-support/"],
  ["Use with coding agents", "/docs/guides/coding-agents/"],
  ["How do I tell…", "/docs/guides/how-do-i-tell/"],
  ["Examples", "/docs/category/examples/"],
  ["Development", "/docs/development/"],
];
const text = (element: Element | null) =>
  (element?.textContent ?? "").replace(/\u200B/g, "").trim();
const page = (route: string) => builtPage(route).document;

test("every content route exists with exactly one h1", () => {
  for (const route of ROUTES) {
    assert.is(page(route).querySelectorAll("h1").length, 1, `${route} has one h1`);
  }
});

test("the TOC lists exactly the page's h2 and h3 headings, in order", () => {
  for (const route of DOC_ROUTES) {
    const doc = page(route);
    const headings = [...doc.querySelectorAll(".doc-content h2[id], .doc-content h3[id]")]
      .filter((heading) => !heading.closest(".card"))
      .map((heading) => `#${heading.id}`);
    for (const selector of [".toc-desktop__nav", ".toc-mobile__nav"]) {
      const links = [...doc.querySelectorAll(`${selector} a`)].map((link) =>
        link.getAttribute("href"),
      );
      assert.equal(links, headings, `${route} ${selector}`);
    }
  }
});

test("pages without h2/h3 (the category indexes) have no TOC at all", () => {
  for (const route of ["/docs/category/getting-started/", "/docs/category/examples/"]) {
    assert.is(page(route).querySelector(".toc-desktop, .toc-mobile"), null, route);
  }
});

test("every h2–h6 with an id carries the right 'Direct link to' anchor; h1 none", () => {
  let checked = 0;
  for (const { route, document } of builtPages().filter(
    ({ route }) => route.startsWith("/docs/") || ["/credits/", "/license/"].includes(route),
  )) {
    assert.is(document.querySelector("h1 .hash-link"), null, `${route} h1`);
    for (const heading of document.querySelectorAll(".markdown :is(h2, h3, h4, h5, h6)[id]")) {
      const anchor = heading.querySelector(":scope > a.hash-link");
      assert.ok(anchor, `${route} #${heading.id} has an anchor`);
      const clone = heading.cloneNode(true) as Element;
      clone.querySelector("a.hash-link")?.remove();
      const isPlain = clone.children.length === 0;
      const expected = `Direct link to ${isPlain ? text(clone) : heading.id}`;
      assert.is(anchor!.getAttribute("href"), `#${heading.id}`);
      assert.is(anchor!.getAttribute("aria-label"), expected, `${route} #${heading.id}`);
      assert.is(anchor!.getAttribute("title"), expected);
      checked += 1;
    }
  }
  assert.ok(checked > 20, `checked ${checked} headings`);
});

test("the docs sidebar is in order, marks the current page and opens only its category", () => {
  const doc = page("/docs/getting-started/usage/");
  const nav = doc.querySelector('nav[aria-label="Docs sidebar"]')!;
  const topLevel = [...nav.querySelectorAll(":scope > .menu__list > li")].map((item) =>
    text(item.querySelector(".menu__link")),
  );
  assert.equal(topLevel, [
    "Introduction",
    "Getting Started",
    "Recipes",
    "Frameworks",
    "Guides",
    "Examples",
    "Development",
  ]);
  const current = [...nav.querySelectorAll('[aria-current="page"]')];
  assert.equal(
    current.map((link) => [text(link), link.getAttribute("href")]),
    [["Usage", "/docs/getting-started/usage/"]],
  );
  const [gettingStarted, recipes, frameworks, guides, examples] = [
    ...nav.querySelectorAll("details.menu__category"),
  ];
  assert.is(gettingStarted.hasAttribute("open"), true);
  assert.is(recipes.hasAttribute("open"), false);
  assert.is(frameworks.hasAttribute("open"), false);
  assert.is(guides.hasAttribute("open"), false);
  assert.is(examples.hasAttribute("open"), false);
  assert.is(
    gettingStarted.querySelector("summary")!.getAttribute("aria-label"),
    "Collapse sidebar category 'Getting Started'",
  );
  assert.is(
    examples.querySelector("summary")!.getAttribute("aria-label"),
    "Expand sidebar category 'Examples'",
  );
  const exampleLinks = [...examples.querySelectorAll("a")];
  assert.is(exampleLinks.length, 6);
  for (const link of exampleLinks) {
    assert.is(link.getAttribute("target"), "_blank");
    assert.ok(
      link.querySelector('[aria-label="(opens in new tab)"]'),
      `${text(link)} has the new-tab marker`,
    );
  }
});

test("Previous/Next follow the sidebar order from Introduction to Development", () => {
  for (const [index, [label, route]] of READING_ORDER.entries()) {
    const nav = page(route).querySelector('nav.pagination-nav[aria-label="Docs pages"]')!;
    const previous = nav.querySelector(".pagination-nav__link--prev");
    const next = nav.querySelector(".pagination-nav__link--next");
    const before = READING_ORDER[index - 1];
    const after = READING_ORDER[index + 1];
    assert.is(previous?.getAttribute("href") ?? null, before?.[1] ?? null, `${label} previous`);
    assert.is(next?.getAttribute("href") ?? null, after?.[1] ?? null, `${label} next`);
    if (previous) assert.is(text(previous.querySelector(".pagination-nav__sublabel")), "Previous");
    if (next) assert.is(text(next.querySelector(".pagination-nav__label")), after[0]);
  }
});

test("breadcrumbs and the edit link; category pages have no edit link", () => {
  const usage = page("/docs/getting-started/usage/");
  const crumbs = usage.querySelector('nav[aria-label="Breadcrumbs"]')!;
  assert.ok(crumbs.querySelector('a[href="/"][aria-label="Home page"]'));
  assert.equal([...crumbs.querySelectorAll("li")].slice(1).map(text), ["Getting Started", "Usage"]);
  assert.is(
    crumbs.querySelector('a[href="/docs/category/getting-started/"]')?.textContent,
    "Getting Started",
  );
  const edit = usage.querySelector(".doc-footer__edit")!;
  assert.is(
    edit.getAttribute("href"),
    "https://github.com/buzz/mediainfo.js/blob/gh-pages-src/docs/getting-started/usage.md",
  );
  for (const route of ["/docs/category/getting-started/", "/docs/category/examples/"]) {
    assert.is(page(route).querySelector(".doc-footer__edit"), null, route);
  }
});

test("JSON-LD breadcrumbs parse as a BreadcrumbList with slash-less URLs", () => {
  for (const route of DOC_ROUTES) {
    const scripts = page(route).querySelectorAll('script[type="application/ld+json"]');
    assert.is(scripts.length, 1, route);
    const data = JSON.parse(scripts[0].textContent!);
    assert.is(data["@type"], "BreadcrumbList");
    for (const item of data.itemListElement) {
      if (item.item) assert.not.match(item.item, /\/$/, `${route}: ${item.item}`);
    }
  }
  const usage = JSON.parse(
    page("/docs/getting-started/usage/").querySelector('script[type="application/ld+json"]')!
      .textContent!,
  );
  assert.equal(
    usage.itemListElement.map((item: any) => item.item),
    [
      "https://mediainfo.js.org/docs/category/getting-started",
      "https://mediainfo.js.org/docs/getting-started/usage",
    ],
  );
});

test("category pages show the description and one card per item", () => {
  const started = page("/docs/category/getting-started/");
  assert.match(text(started.querySelector(".category-index__description")), /project/);
  const cards = [...started.querySelectorAll("a.card")];
  assert.equal(
    cards.map((card) => [card.getAttribute("href"), text(card.querySelector("h2"))]),
    [
      ["/docs/getting-started/installation/", "📄️ Installation"],
      ["/docs/getting-started/usage/", "📄️ Usage"],
      ["/docs/getting-started/support-matrix/", "📄️ Tested runtimes and engines"],
    ],
  );
  const examples = [...page("/docs/category/examples/").querySelectorAll("a.card")];
  assert.is(examples.length, 6);
  for (const card of examples) {
    assert.match(text(card.querySelector("h2")), /^🔗 /);
    assert.is(card.getAttribute("target"), "_blank");
    assert.ok(text(card.querySelector("p")).length > 20);
  }
});

test("the usage page has the call-method tabs and every factory option with its library default", async () => {
  const usage = page("/docs/getting-started/usage/");
  const group = usage.querySelector('.tabs-container[data-group-id="call-method"]')!;
  const tabs = [...group.querySelectorAll('[role="tab"]')].map((tab) => [
    text(tab),
    tab.getAttribute("data-value"),
  ]);
  assert.equal(tabs, [
    ["Async", "async"],
    ["Promise", "promise"],
    ["Callback", "callback"],
  ]);
  const library = path.resolve("node_modules/mediainfo.js/dist/esm/MediaInfo.js");
  const { DEFAULT_OPTIONS } = await import(library);
  const rows = new Map(
    [...usage.querySelectorAll<HTMLTableRowElement>("#options ~ .table-scroll table tr")].map(
      (row) => [text(row.cells[0]), text(row.cells[2])],
    ),
  );
  for (const [name, value] of Object.entries(DEFAULT_OPTIONS)) {
    assert.ok(
      rows.get(name)?.startsWith(JSON.stringify(value)),
      `${name}: ${rows.get(name)} vs ${JSON.stringify(value)}`,
    );
  }
  assert.ok(rows.has("locateFile"));
});

test("the installation page's browser table comes from @mdn/browser-compat-data", () => {
  // The features found in the installed module; each browser needs the latest of their versions.
  const { features, featureNames } = browserSupport();
  const support = (feature: string, browser: string) =>
    [(bcd.webassembly as any)[feature].__compat.support[browser]].flat()[0].version_added;
  const latest = (browser: string) =>
    features
      .map((feature): string | null => String(support(feature, browser)))
      .reduce((a, b) => later(a, b));
  const installation = page("/docs/getting-started/installation/");
  const rows = [
    ...installation.querySelectorAll<HTMLTableRowElement>(
      "#browsers ~ .table-scroll table tbody tr",
    ),
  ];
  assert.ok(rows.length >= 4);
  const byName = new Map(rows.map((row) => [text(row.cells[0]), text(row.cells[1])]));
  assert.is(byName.get("Chrome"), latest("chrome"));
  assert.is(byName.get("Firefox"), latest("firefox"));
  assert.is(byName.get("Safari"), latest("safari"));
  assert.is(byName.get("Safari on iOS"), latest("safari_ios"));
  // The text names every feature found, not one written down by hand.
  const intro = text(installation.querySelector("#browsers + p"));
  for (const name of featureNames) assert.ok(intro.includes(name), `the text names ${name}`);
});

test("the license page shows the LICENSE.txt of the installed package", () => {
  const license = fs.readFileSync("node_modules/mediainfo.js/LICENSE.txt", "utf8");
  const shown = text(page("/license/").querySelector("main")).replace(/\s+/g, " ");
  for (const line of license.split("\n").filter((line) => line.trim().length > 0)) {
    const words = line
      .replace(/^\*\s*/, "")
      .trim()
      .replace(/\s+/g, " ");
    assert.ok(shown.includes(words), `license line shown: ${words}`);
  }
});

test("the home page has four features and a code sample", () => {
  const home = page("/");
  assert.is(home.querySelectorAll(".feature h3").length, 4);
  assert.ok(home.querySelector('.home-sample pre[tabindex="0"] code'));
  assert.ok(home.querySelector('a[href="/docs/category/getting-started/"]'));
  // Their icons are SVG: an emoji in a label shows as an empty box where no colour emoji font is installed.
  const buttons = [...home.querySelectorAll(".hero__buttons a")];
  assert.equal(
    buttons.map((button) => button.textContent!.trim()),
    ["Getting Started", "Demo"],
  );
  for (const button of buttons) {
    assert.not.match(button.textContent!, /\p{Extended_Pictographic}/u, "no emoji in the label");
    assert.is(button.querySelector("svg")?.getAttribute("aria-hidden"), "true");
  }
  assert.ok(home.querySelector('a[href="/demo/"]'));
});

test.run();
