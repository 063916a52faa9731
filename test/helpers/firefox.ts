// The Firefox lane: Debian's firefox-esr driven by puppeteer-core over WebDriver BiDi,
// installed on demand from tools/firefox (no browser download). Serves _site on loopback like the
// Chromium helper, answers GitHub's API with the same stub and refuses every other external host.
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { ensureTool } from "../../scripts/tools.js";
import { createStaticServer } from "../../scripts/static-server.js";
import { SITE_DIR } from "./built-site.ts";
import { STUB_REPO } from "./site.ts";
import { HYDRATED_ATTRIBUTE } from "../../contract/index.js";

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

import type { FirefoxBrowser, FirefoxLauncher, FirefoxPage } from "./firefox-types.ts";
export type { FirefoxBrowser, FirefoxPage };

async function loadPuppeteer(): Promise<FirefoxLauncher> {
  const require = createRequire(`${ensureTool("firefox")}/`);
  const module = await import(pathToFileURL(require.resolve("puppeteer-core")).href);
  return module.default;
}

/**
 * Answers an intercepted request. Firefox drops a request whose page navigated or closed before
 * the answer arrived ("no such request"): nothing is waiting for it, so that rejection is expected
 * and ignored; any other failure is reported through `onError` rather than crashing the lane.
 */
export function answer(
  action: Promise<void>,
  onError: (message: string) => void = (message) => console.error(message),
): void {
  action.catch((error: unknown) => {
    const message = String((error as Error)?.message ?? error);
    if (!/no such request/i.test(message)) onError(`request interception failed: ${message}`);
  });
}

/** Resolves once the client has enhanced the page (the marker on <html>). */
export const hydrated = (page: FirefoxPage) =>
  page.waitForFunction(
    (name: string) => document.documentElement.getAttribute(name) === "true",
    {},
    HYDRATED_ATTRIBUTE,
  );

const isLoopback = (url: string) =>
  /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(url) || /^(data|blob|about):/.test(url);

export type PageProblems = { consoleErrors: string[]; cspViolations: string[] };
export type FirefoxSite = {
  origin: string;
  browser: FirefoxBrowser;
  /** Opens `path` in a fresh browser context (own storage); records console errors and CSP violations. */
  open(
    path: string,
    options?: { width?: number; height?: number },
  ): Promise<{ page: FirefoxPage; problems: PageProblems }>;
  /** Stops the server, as a network that went away: only what the browser saved still loads. */
  stopServing(): Promise<void>;
  close(): Promise<void>;
};

/** Starts the static server and one Firefox; `dark` launches it with the system in dark mode. */
export async function startFirefoxSite({ dark = false } = {}): Promise<FirefoxSite> {
  const puppeteer = await loadPuppeteer();
  const server: Server = createStaticServer(SITE_DIR);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX_PATH,
    headless: true,
    // The colour scheme is a system setting in Firefox: it is chosen when the browser starts.
    extraPrefsFirefox: {
      "ui.systemUsesDarkTheme": dark ? 1 : 0,
      "layout.css.prefers-color-scheme.content-override": dark ? 0 : 1,
    },
  });

  async function open(path: string, { width = 1280, height = 800 } = {}) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width, height });
    const problems: PageProblems = { consoleErrors: [], cspViolations: [] };
    page.on("console", (message) => {
      const text = message.text();
      if (text.startsWith("CSP violation")) problems.cspViolations.push(text);
      else if (message.type() === "error") problems.consoleErrors.push(text);
    });
    page.on("pageerror", (error) => problems.consoleErrors.push(String(error)));
    await page.evaluateOnNewDocument(`document.addEventListener("securitypolicyviolation", (event) => {
      console.error("CSP violation: " + event.violatedDirective + " " + event.blockedURI);
    });`);
    await page.setRequestInterception(true);
    page.on("request", (request) => {
      const url = request.url();
      const failed = (message: string) => problems.consoleErrors.push(message);
      if (isLoopback(url)) return answer(request.continue(), failed);
      if (new URL(url).hostname === "api.github.com") {
        return answer(
          request.respond({
            status: 200,
            contentType: "application/json",
            headers: { "Access-Control-Allow-Origin": "*" },
            body: JSON.stringify(STUB_REPO),
          }),
          failed,
        );
      }
      return answer(request.abort("blockedbyclient"), failed);
    });
    await page.goto(origin + path);
    // The page is enhanced in short tasks that may end after `load`: tests start once it is.
    await hydrated(page);
    return { page, problems };
  }

  const stopServing = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve()); // a second call finds it closed: still done
    });

  async function close() {
    await browser.close();
    await stopServing();
  }

  return { origin, browser, open, stopServing, close };
}
