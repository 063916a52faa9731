// End-to-end setup: serves _site on 127.0.0.1 at a random port, drives Debian's Chromium with
// playwright-core, and answers every non-loopback request locally so no test reaches the internet.
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type ElementHandle,
  type Locator,
  type Page,
  type Route,
} from "playwright-core";
import { createStaticServer } from "../../scripts/static-server.js";
import { SITE_DIR } from "./built-site.ts";
import { HYDRATED_ATTRIBUTE } from "../../contract/index.js";

import { launchChromium } from "../../scripts/chromium.js";
import { waitUntil } from "./wait.ts";

export { launchChromium };

/** The GitHub API answer tests get unless they route their own. */
export const STUB_REPO = { stargazers_count: 1234 };

export type ExternalHandler = (route: Route) => Promise<void> | void;

/** Answers GitHub's API with STUB_REPO and refuses every other external host. */
export const defaultExternal: ExternalHandler = (route) => {
  const url = new URL(route.request().url());
  if (url.hostname === "api.github.com") {
    return route.fulfill({
      status: 200,
      contentType: "application/json",
      headers: { "access-control-allow-origin": "*" },
      body: JSON.stringify(STUB_REPO),
    });
  }
  return route.abort("blockedbyclient");
};

export type Site = {
  origin: string;
  browser: Browser;
  /** A fresh context (own storage) with external requests intercepted. */
  context(
    options?: BrowserContextOptions & { external?: ExternalHandler },
  ): Promise<BrowserContext>;
  /** Opens `path` in a fresh context; records console errors and CSP violations. */
  open(
    path: string,
    options?: BrowserContextOptions & { external?: ExternalHandler },
  ): Promise<Page>;
  close(): Promise<void>;
};

const isLoopback = (url: string) =>
  /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\//.test(url);

/** Starts the server and the browser for one suite. */
export async function startSite(
  root = SITE_DIR,
  serverOptions: { redirects?: boolean } = {},
): Promise<Site> {
  if (!fs.existsSync(`${root}/index.html`))
    throw new Error(`${root} is not built: run "npm run build"`);
  const server: Server = createStaticServer(root, serverOptions);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await launchChromium();
  const contexts: BrowserContext[] = [];

  async function context(options: BrowserContextOptions & { external?: ExternalHandler } = {}) {
    const { external = defaultExternal, ...contextOptions } = options;
    const ctx = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      // The offline worker would cache what other suites measure: only its own suite allows it.
      serviceWorkers: "block",
      ...contextOptions,
    });
    await ctx.route((url) => !isLoopback(url.href), external);
    contexts.push(ctx);
    return ctx;
  }

  async function open(
    path: string,
    options: BrowserContextOptions & { external?: ExternalHandler } = {},
  ) {
    const ctx = await context(options);
    const page = await ctx.newPage();
    watchPage(page);
    await page.goto(origin + path);
    // The first page is enhanced in short tasks that may end after `load`; tests act on the
    // enhanced page, as a reader does once it is ready.
    if (options.javaScriptEnabled !== false) await hydrated(page);
    return page;
  }

  async function close() {
    for (const ctx of contexts) await ctx.close().catch(() => {});
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }

  return { origin, browser, context, open, close };
}

export type PageProblems = { consoleErrors: string[]; cspViolations: string[] };
const problems = new WeakMap<Page, PageProblems>();

/** Starts recording console errors, page errors and CSP violations of `page`. */
export function watchPage(page: Page): PageProblems {
  const found: PageProblems = { consoleErrors: [], cspViolations: [] };
  problems.set(page, found);
  page.on("console", (message) => {
    if (message.type() === "error") found.consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => found.consoleErrors.push(String(error)));
  page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on("console", (message) => {
    if (message.text().startsWith("CSP violation")) found.cspViolations.push(message.text());
  });
  return found;
}

/** What `watchPage` has recorded for `page`. */
export function problemsOf(page: Page): PageProblems {
  return problems.get(page) ?? { consoleErrors: [], cspViolations: [] };
}

/**
 * Resolves once the page has rendered two more frames: by then it has handled every event sent
 * before (scroll, input), so a "nothing happened" check is a real one, not a guess at a delay.
 */
export function nextFrames(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/**
 * Resolves once the page's network requests issued so far have been reported: a marker request
 * sent now arrives after them (requests are reported in order).
 */
export async function requestsSettled(page: Page): Promise<void> {
  const marker = `/robots.txt?marker=${Date.now()}`;
  await Promise.all([
    page.waitForRequest((request) => request.url().endsWith(marker)),
    page.evaluate((url) => fetch(url).then(() => undefined), marker),
  ]);
}

/** Resolves once every island of the page has mounted (the marker on <html>). */
export const hydrated = (page: Page) =>
  waitUntil(
    page,
    (name) => document.documentElement.getAttribute(name) === "true",
    HYDRATED_ATTRIBUTE,
  );

/** The first link named `name` that a sighted user can see (the mobile panel holds hidden copies). */
export const visibleLink = (page: Page, name: string) =>
  page.getByRole("link", { name, exact: true }).filter({ visible: true }).first();

/** The navbar landmark, and the accessible names of the controls many tests reach through it. */
export const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
export const THEME_TOGGLE = /^Switch between dark and light mode/;
export const GITHUB_LINK = /^GitHub repository/;
export const DROP_ZONE = /^Drop a media file here/;

/**
 * Waits in the page until `predicate` holds for the element that `locator` (a role or label
 * locator) finds: a state check on an element selected the way a user finds it.
 */
export async function untilElement<E extends Element = HTMLElement>(
  locator: Locator,
  predicate: (element: E) => boolean,
): Promise<void> {
  const element = (await locator.elementHandle()) as unknown as ElementHandle<E>;
  try {
    await waitUntil(locator.page(), predicate, element);
  } finally {
    await element.dispose();
  }
}

/** Waits for a condition the test process can see (collected console messages, counters). */
export async function until(
  condition: () => boolean,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
