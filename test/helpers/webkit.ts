// The WebKit lane: Debian's WebKitWebDriver (WebKitGTK's MiniBrowser) under its own Xvfb display,
// driven by selenium-webdriver over classic WebDriver, installed on demand from tools/webkit. Classic
// WebDriver has no request interception and no console events, so the site is served through a
// small front server that (1) adds to each page, first in its head, a same-origin script recording console errors, uncaught errors and CSP violations into sessionStorage, and
// (2) points the star count at a same-origin stub of GitHub's API instead of the network.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import { ensureTool } from "../../scripts/tools.js";
import { createStaticServer } from "../../scripts/static-server.js";
import { SITE_DIR } from "./built-site.ts";
import { STUB_REPO } from "./site.ts";
import { HYDRATED_ATTRIBUTE } from "../../contract/index.js";
import { WAIT_POLLING_MS } from "../../scripts/chromium.js";

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER ?? "/usr/bin/WebKitWebDriver";
export const MINIBROWSER =
  process.env.WEBKIT_BROWSER ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
const GITHUB_API = "https://api.github.com";
const GITHUB_STUB = "/__github-api";
const PROBLEMS_KEY = "__webkitLaneProblems";

/** Runs first on every page, as a same-origin script the page's script-src allows. */
const RECORDER_SOURCE = `(() => {
  const key = ${JSON.stringify(PROBLEMS_KEY)};
  const push = (kind, text) => {
    const all = JSON.parse(sessionStorage.getItem(key) || '{"consoleErrors":[],"cspViolations":[]}');
    all[kind].push(location.pathname + " " + text);
    sessionStorage.setItem(key, JSON.stringify(all));
  };
  const error = console.error.bind(console);
  console.error = (...args) => { push("consoleErrors", args.map(String).join(" ")); error(...args); };
  addEventListener("error", (event) => push("consoleErrors", String(event.message)));
  addEventListener("unhandledrejection", (event) => push("consoleErrors", String(event.reason)));
  document.addEventListener("securitypolicyviolation", (event) =>
    push("cspViolations", event.violatedDirective + " " + event.blockedURI));
  // The colour mode in force when the body starts: proof that it was set before the first paint
  // (kept in sessionStorage: WebKit runs WebDriver's scripts in a world apart from the page's).
  new MutationObserver((_, observer) => {
    if (!document.body) return;
    sessionStorage.setItem("__themeAtBody", document.documentElement.dataset.theme);
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
})();`;
const RECORDER_PATH = "/__webkit-lane-recorder.js";

export type PageProblems = { consoleErrors: string[]; cspViolations: string[] };
/** selenium-webdriver's WebDriver, typed loosely: the package is installed on demand. */
export type WebKitDriver = any;

export type WebKitSite = {
  origin: string;
  driver: WebKitDriver;
  /** The selenium-webdriver module (By, Key, until). */
  webdriver: any;
  /** WebKitGTK's version, as the browser reports it. */
  version: string;
  /** Loads `path` in the browser's one window and waits for the client's enhancement. */
  open(path: string): Promise<void>;
  /** Evaluates `fn` (a function's source, run with `args`) in the page and returns its result. */
  evaluate<T>(fn: string | ((...args: any[]) => T), ...args: unknown[]): Promise<Awaited<T>>;
  /** The first element matching `css` whose computed ARIA role and accessible name are these. */
  byRole(css: string, role: string, name: string | RegExp): Promise<any>;
  /** Polls `fn` in the page until it returns a truthy value. */
  waitFor(fn: (...args: any[]) => unknown, ...args: unknown[]): Promise<void>;
  /** What the recorder collected since the last call (console errors and CSP violations). */
  problems(): Promise<PageProblems>;
  /** Stops the server, as a network that went away: only what the browser saved still loads. */
  stopServing(): Promise<void>;
  close(): Promise<void>;
};

async function loadSelenium(): Promise<any> {
  const require = createRequire(`${ensureTool("webkit")}/`);
  return import(pathToFileURL(require.resolve("selenium-webdriver")).href);
}

/** Starts an Xvfb on the first free display it finds; resolves with the display and the process. */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  return new Promise((resolve, reject) => {
    // -displayfd: Xvfb picks a free display and writes its number to the given descriptor.
    const xvfb = spawn(
      "Xvfb",
      ["-displayfd", "3", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
      {
        stdio: ["ignore", "ignore", "pipe", "pipe"],
      },
    );
    let number = "";
    xvfb.stdio[3]!.on("data", (chunk) => {
      number += chunk;
      if (number.includes("\n")) resolve({ display: `:${number.trim()}`, process: xvfb });
    });
    xvfb.on("error", reject);
    xvfb.on("exit", (code) => reject(new Error(`Xvfb exited (${code}) before it was ready`)));
  });
}

/** The front server: the static site, with the recorder added to pages and GitHub's API stubbed. */
async function startFrontServer(backOrigin: string) {
  const server = http.createServer((request, response) => {
    if (request.url === RECORDER_PATH) {
      response.writeHead(200, { "Content-Type": "text/javascript" });
      response.end(RECORDER_SOURCE);
      return;
    }
    if (request.url?.startsWith(GITHUB_STUB)) {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify(STUB_REPO));
      return;
    }
    const headers = { ...request.headers };
    delete headers["accept-encoding"]; // the pages are rewritten: ask for them uncompressed
    const upstream = http.request(
      `${backOrigin}${request.url}`,
      { method: request.method, headers },
      (answer) => {
        const type = String(answer.headers["content-type"] ?? "");
        if (!type.startsWith("text/html")) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        let html = "";
        answer.setEncoding("utf8");
        answer.on("data", (chunk) => (html += chunk));
        answer.on("end", () => {
          const origin = `http://${request.headers.host}`;
          html = html
            .replace(/<head>/i, `<head><script src="${RECORDER_PATH}"></script>`)
            .replaceAll(GITHUB_API, origin + GITHUB_STUB);
          const { "content-length": _length, ...rest } = answer.headers;
          response.writeHead(answer.statusCode ?? 502, rest);
          response.end(html);
        });
      },
    );
    upstream.on("error", () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  return server;
}

/**
 * Resolves once `condition()` is truthy, checked every WAIT_POLLING_MS ms, or fails after `timeout`
 * naming `what`: a text, or a function asked at that moment (to say what the page showed instead).
 */
export async function poll(
  condition: () => Promise<boolean>,
  timeout: number,
  what: string | (() => Promise<string>),
) {
  const end = Date.now() + timeout;
  while (!(await condition())) {
    if (Date.now() > end)
      throw new Error(`Timed out waiting for ${typeof what === "string" ? what : await what()}`);
    await new Promise((resolve) => setTimeout(resolve, WAIT_POLLING_MS));
  }
}

const origin = (server: http.Server) =>
  `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/**
 * Starts the servers, an Xvfb display, WebKitWebDriver and one MiniBrowser session; `proxy`
 * (host:port) sends the browser's plain-HTTP requests for other hosts through that proxy.
 */
export async function startWebKitSite({
  dark = false,
  proxy,
}: { dark?: boolean; proxy?: string } = {}): Promise<WebKitSite> {
  if (!fs.existsSync(WEBKIT_DRIVER))
    throw new Error(`${WEBKIT_DRIVER} is missing: apt-get install webkit2gtk-driver xvfb`);
  const webdriver = await loadSelenium();
  const back = createStaticServer(SITE_DIR);
  await new Promise<void>((resolve) => back.listen(0, "127.0.0.1", () => resolve()));
  const front = await startFrontServer(origin(back));
  const xvfb = await startXvfb();

  const port = await new Promise<number>((resolve) => {
    const probe = http.createServer().listen(0, "127.0.0.1", () => {
      const free = (probe.address() as AddressInfo).port;
      probe.close(() => resolve(free));
    });
  });
  const driverProcess = spawn(WEBKIT_DRIVER, [`--port=${port}`, "--host=127.0.0.1"], {
    stdio: "ignore",
    env: {
      ...process.env,
      DISPLAY: xvfb.display,
      // WebKitGTK follows GTK's theme for prefers-color-scheme.
      GTK_THEME: dark ? "Adwaita:dark" : "Adwaita",
    },
  });
  const server = `http://127.0.0.1:${port}`;
  await poll(
    () =>
      fetch(`${server}/status`)
        .then((answer) => answer.ok)
        .catch(() => false),
    15_000,
    "WebKitWebDriver answers",
  );
  const capabilities = new webdriver.Capabilities();
  capabilities.set("browserName", "MiniBrowser");
  capabilities.set("webkitgtk:browserOptions", { binary: MINIBROWSER, args: ["--automation"] });
  // WebKitGTK takes the manual proxy for http: URLs only (its sslProxy is not used for https:).
  if (proxy) capabilities.set("proxy", { proxyType: "manual", httpProxy: proxy });
  const driver = await new webdriver.Builder()
    .usingServer(server)
    .withCapabilities(capabilities)
    .build();
  await driver.manage().setTimeouts({ script: 60_000, pageLoad: 60_000 });
  const version: string = (await driver.getCapabilities()).get("browserVersion");
  const siteOrigin = origin(front);

  // A string is run as a script (as axe's source is); a function is called with `args`, and a
  // promise it returns is awaited by the driver.
  const evaluate = (fn: string | ((...args: any[]) => unknown), ...args: unknown[]) =>
    driver.executeScript(
      typeof fn === "string" ? fn : `return (${fn.toString()})(...arguments)`,
      ...args,
    );
  const waitFor = async (fn: (...args: any[]) => unknown, ...args: unknown[]) => {
    await poll(
      async () => Boolean(await evaluate(fn, ...args)),
      60_000,
      `the page: ${fn.toString().slice(0, 200)}`,
    );
  };

  // Selection as a reader perceives it: the browser's own computed role and accessible name
  // (WebDriver's Get Computed Role and Label), among the elements `css` narrows to.
  async function byRole(css: string, role: string, name: string | RegExp) {
    const wanted = (label: string) =>
      typeof name === "string" ? label.trim() === name : name.test(label);
    let found: any;
    await poll(
      async () => {
        for (const element of await driver.findElements(webdriver.By.css(css))) {
          const ok =
            (await element.getAriaRole().catch(() => "")) === role &&
            wanted(await element.getAccessibleName().catch(() => ""));
          if (ok && (await element.isDisplayed())) return Boolean((found = element));
        }
        return false;
      },
      15_000,
      `a ${role} named ${name} (${css})`,
    );
    return found;
  }

  async function open(path: string) {
    await driver.get(siteOrigin + path);
    await waitFor(
      (name: string) => document.documentElement.getAttribute(name) === "true",
      HYDRATED_ATTRIBUTE,
    );
  }

  async function problems(): Promise<PageProblems> {
    const recorded = await evaluate((key: string) => {
      const value = sessionStorage.getItem(key);
      sessionStorage.removeItem(key);
      return value;
    }, PROBLEMS_KEY);
    return recorded ? JSON.parse(recorded) : { consoleErrors: [], cspViolations: [] };
  }

  const stopServing = async () => {
    for (const each of [front, back])
      await new Promise<void>((resolve) => {
        each.closeAllConnections();
        each.close(() => resolve());
      });
  };

  async function close() {
    await driver.quit().catch(() => {});
    driverProcess.kill();
    xvfb.process.kill();
    await stopServing();
  }

  return {
    origin: siteOrigin,
    driver,
    webdriver,
    version,
    open,
    byRole,
    evaluate: evaluate as WebKitSite["evaluate"],
    waitFor,
    problems,
    stopServing,
    close,
  };
}
