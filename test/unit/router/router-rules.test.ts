// The client router's rules: which clicks it takes, hash-only changes, prefetch gating and budget,
// and what a swap replaces (on fixture HTML).
import { test } from "uvu";
import * as assert from "uvu/assert";
import { Window } from "happy-dom";
import { isHashOnlyChange, routedUrl } from "../../../components/router/link-rules.ts";
import { canPrefetch } from "../../../contract/prefetch.js";
import {
  PrefetchBudget,
  PREFETCH_BUDGET_BYTES,
  PREFETCH_HOVER_ONLY_BYTES,
} from "../../../components/router/prefetch-rules.ts";
import { swapHead, swapMain, swapNavbarState } from "../../../components/router/swap.ts";
import { NAVBAR_ID } from "../../../contract/index.js";

const CURRENT = new URL("https://mediainfo.js.org/docs/intro/");
const click = (extra = {}) => ({
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
  ...extra,
});

function anchor(attributes: Record<string, string>): HTMLAnchorElement {
  const window = new Window();
  const a = window.document.createElement("a");
  for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
  return a as unknown as HTMLAnchorElement;
}

test("plain clicks on same-origin page links are routed", () => {
  assert.is(routedUrl(click(), anchor({ href: "/api/" }), CURRENT)?.pathname, "/api/");
  assert.is(
    routedUrl(click(), anchor({ href: "../getting-started/usage/#options" }), CURRENT)?.href,
    "https://mediainfo.js.org/docs/getting-started/usage/#options",
  );
  assert.is(
    routedUrl(click(), anchor({ href: "/docs/development.html" }), CURRENT)?.pathname,
    "/docs/development/",
  );
});

test("modified clicks, other origins, targets, downloads, files and the demo load normally", () => {
  for (const extra of [
    { metaKey: true },
    { ctrlKey: true },
    { shiftKey: true },
    { altKey: true },
    { button: 1 },
    { defaultPrevented: true },
  ]) {
    assert.is(
      routedUrl(click(extra), anchor({ href: "/api/" }), CURRENT),
      null,
      JSON.stringify(extra),
    );
  }
  assert.is(
    routedUrl(click(), anchor({ href: "https://github.com/buzz/mediainfo.js" }), CURRENT),
    null,
  );
  assert.is(routedUrl(click(), anchor({ href: "/api/", target: "_blank" }), CURRENT), null);
  assert.is(routedUrl(click(), anchor({ href: "/api/", download: "" }), CURRENT), null);
  assert.is(routedUrl(click(), anchor({ href: "/sitemap.xml" }), CURRENT), null);
  assert.is(routedUrl(click(), anchor({ href: "/demo/" }), CURRENT), null);
  assert.is(
    routedUrl(click(), anchor({ href: "/docs/intro/" }), new URL("https://mediainfo.js.org/demo/")),
    null,
  );
  assert.is(routedUrl(click(), anchor({ href: "mailto:a@b.c" }), CURRENT), null);
});

test("hash-only changes are recognised", () => {
  assert.ok(isHashOnlyChange(new URL("https://mediainfo.js.org/docs/intro/#x"), CURRENT));
  assert.not.ok(isHashOnlyChange(new URL("https://mediainfo.js.org/api/#x"), CURRENT));
});

test("prefetch is off on 2g and with data saving", () => {
  assert.ok(canPrefetch(undefined));
  assert.ok(canPrefetch({ effectiveType: "4g" }));
  assert.not.ok(canPrefetch({ effectiveType: "slow-2g" }));
  assert.not.ok(canPrefetch({ effectiveType: "2g" }));
  assert.not.ok(canPrefetch({ effectiveType: "4g", saveData: true }));
});

test("visible-link prefetch: 40 KB gzip per page view, small pages only, each once, sizes known", () => {
  assert.is(PREFETCH_BUDGET_BYTES, 40 * 1024);
  const budget = new PrefetchBudget();
  assert.ok(budget.take("/a/", 5000));
  assert.not.ok(budget.take("/a/", 5000), "once per page view");
  assert.not.ok(
    budget.take("/big/", PREFETCH_HOVER_ONLY_BYTES + 1),
    "big pages wait for hover or focus",
  );
  assert.not.ok(budget.take("/unknown/", undefined), "a page of unknown size waits too");
  assert.ok(budget.take("/edge/", PREFETCH_HOVER_ONLY_BYTES), "a page at the threshold is small");
  for (let i = 0; i < 20; i += 1) budget.take(`/p${i}/`, 6000);
  assert.ok(budget.spentBytes <= PREFETCH_BUDGET_BYTES, `${budget.spentBytes} bytes`);
  assert.ok(budget.spentBytes > PREFETCH_BUDGET_BYTES - 6000, "the budget is used, not left idle");
  assert.ok(
    budget.take("/tiny/", PREFETCH_BUDGET_BYTES - budget.spentBytes),
    "what still fits is taken",
  );
});

const PAGE = (
  title: string,
  path: string,
  sidebarItems: string,
  active: string,
) => `<!DOCTYPE html><html data-page-kind="${path.startsWith("/api") ? "api" : "doc"}"><head>
<title>${title} | mediainfo.js</title><meta name="description" content="About ${title}"><link rel="canonical" href="https://mediainfo.js.org${path}">
<meta property="og:title" content="${title}"><script type="application/ld+json">{"name":"${title}"}</script></head><body>
<nav class="navbar" id="${NAVBAR_ID}"><a class="navbar__link${active === "Docs" ? " navbar__link--active" : ""}" href="/docs/intro/"${active === "Docs" ? ' aria-current="page"' : ""}>Docs</a><a class="navbar__link${active === "API" ? " navbar__link--active" : ""}" href="/api/"${active === "API" ? ' aria-current="page"' : ""}>API</a></nav>
<div class="main-wrapper"><div class="doc-sidebar" data-sidebar="${sidebarItems}"><nav class="doc-sidebar__menu">${sidebarItems}</nav></div><main><h1>${title}</h1></main></div><footer>f</footer></body></html>`;

test("a swap replaces title, metadata, page attributes, main region and navbar marks, nothing else", () => {
  const window = new Window({ url: "https://mediainfo.js.org/docs/intro/" });
  const current = window.document as unknown as Document;
  current.write(PAGE("Introduction", "/docs/intro/", "docsSidebar", "Docs"));
  const navbar = current.querySelector(".navbar");
  const footer = current.querySelector("footer");
  const next = new window.DOMParser().parseFromString(
    PAGE("VideoTrack", "/api/interface/VideoTrack/", "api", "API"),
    "text/html",
  ) as unknown as Document;
  swapHead(current, next);
  swapNavbarState(current, next);
  swapMain(current, next);
  assert.is(current.title, "VideoTrack | mediainfo.js");
  assert.is(
    current.querySelector("link[rel='canonical']")?.getAttribute("href"),
    "https://mediainfo.js.org/api/interface/VideoTrack/",
  );
  assert.is(current.querySelectorAll("meta[name='description']").length, 1);
  assert.is(
    current.querySelector("meta[name='description']")?.getAttribute("content"),
    "About VideoTrack",
  );
  assert.match(
    current.querySelector("script[type='application/ld+json']")!.textContent!,
    "VideoTrack",
  );
  assert.is(current.documentElement.getAttribute("data-page-kind"), "api");
  assert.is(current.querySelector("main h1")?.textContent, "VideoTrack");
  assert.is(current.querySelector("[aria-current='page']")?.textContent, "API");
  assert.ok(current.querySelector(".navbar") === navbar, "navbar node kept");
  assert.ok(current.querySelector("footer") === footer, "footer node kept");
});

test("the sidebar keeps its scroll position when the next page shows the same sidebar", () => {
  const window = new Window({ url: "https://mediainfo.js.org/docs/intro/" });
  const current = window.document as unknown as Document;
  current.write(PAGE("Introduction", "/docs/intro/", "docsSidebar", "Docs"));
  current.querySelector<HTMLElement>(".doc-sidebar__menu")!.scrollTop = 120;
  const same = new window.DOMParser().parseFromString(
    PAGE("Usage", "/docs/getting-started/usage/", "docsSidebar", "Docs"),
    "text/html",
  ) as unknown as Document;
  swapMain(current, same);
  assert.is(current.querySelector<HTMLElement>(".doc-sidebar__menu")!.scrollTop, 120);
  const other = new window.DOMParser().parseFromString(
    PAGE("API", "/api/", "api", "API"),
    "text/html",
  ) as unknown as Document;
  swapMain(current, other);
  assert.is(current.querySelector<HTMLElement>(".doc-sidebar__menu")!.scrollTop, 0);
});

test.run();
