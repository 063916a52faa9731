// Runs one docs example: under Node.js (Node.js 22 from tools/node22 by explicit path, or another
// binary) as an ES module, or in Chromium on a page whose requests are answered from the installed
// mediainfo.js and the media fixtures.
import { execFile } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { BrowserContext } from "playwright-core";
import { answer, type FirefoxPage } from "./firefox.ts";
import { poll, type WebKitSite } from "./webkit.ts";
import { node22Path } from "../../scripts/tools.js";
import { CORPUS_DIR } from "./corpus.ts";
import {
  FIXTURE,
  LIBRARY_DIR,
  WRAPPER_VERSION,
  mediaFileOf,
  type Example,
  type Report,
} from "./examples.ts";
import { waitUntil } from "./wait.ts";
import { scratchDir } from "./scratch.ts";

const NODE_22 = node22Path();
const INSTRUMENT = path.resolve("test/helpers/example-instrument.js");
const IMPORT_LINE = /from "mediainfo\.js";/g;

const MEDIA_DIR = path.resolve("test/fixtures/media");
/** The files a Node.js example is given: the fixture, or those its args="…" names in MEDIA_DIR. */
const argumentsOf = (example: Example) =>
  example.attrs.args?.split(" ").map((name) => path.join(MEDIA_DIR, name)) ?? [
    mediaFileOf(example),
  ];

/**
 * Node.js (Node.js 22 unless `node` names another binary): the example's `mediainfo.js` import is
 * pointed at an instrumented re-export.
 */
export async function runInNode(example: Example, node: string = NODE_22): Promise<Report> {
  const dir = scratchDir("example-");
  const wrapper = path.join(dir, "mediainfo-instrumented.mjs");
  const library = pathToFileURL(path.join(LIBRARY_DIR, "dist/esm/index.js")).href;
  fs.writeFileSync(
    wrapper,
    [
      `import ${JSON.stringify(pathToFileURL(INSTRUMENT).href)};`,
      `import * as real from ${JSON.stringify(library)};`,
      `export * from ${JSON.stringify(library)};`,
      "export const mediaInfoFactory = globalThis.__instrumentFactory(real.mediaInfoFactory);",
      "export default mediaInfoFactory;",
    ].join("\n"),
  );
  const script = path.join(dir, "example.mjs");
  fs.writeFileSync(
    script,
    example.code.replace(IMPORT_LINE, 'from "./mediainfo-instrumented.mjs";'),
  );
  const reportFile = path.join(dir, "report.json");
  await new Promise<void>((resolve, reject) => {
    execFile(
      node,
      [script, ...argumentsOf(example)],
      { env: { ...process.env, EXAMPLE_REPORT: reportFile }, timeout: 60_000 },
      (error, _stdout, stderr) =>
        error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(),
    );
  });
  return JSON.parse(fs.readFileSync(reportFile, "utf8"));
}

/**
 * The command line: `npx mediainfo.js@VERSION ARGS FILE` runs the installed package's bin under
 * Node.js 22 on the fixture, so VERSION must be the installed one.
 */
export async function runCommand(example: Example): Promise<Report> {
  const [, version, args] = example.code.trim().match(/^npx mediainfo\.js@(\S+) (.*) \S+$/) ?? [];
  if (args === undefined)
    throw new Error(`not a single "npx mediainfo.js@VERSION … FILE" command: ${example.code}`);
  if (version !== WRAPPER_VERSION)
    throw new Error(`npx names mediainfo.js@${version}, the installed one is ${WRAPPER_VERSION}`);
  const bin = path.resolve("node_modules/.bin/mediainfo.js");
  const stdout = await new Promise<string>((resolve, reject) => {
    execFile(
      NODE_22,
      [bin, ...args.split(/\s+/), FIXTURE],
      { timeout: 60_000 },
      (error, out, stderr) =>
        error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(out),
    );
  });
  return { created: 0, resolved: 0, closed: 0, logs: [[stdout]] };
}

export type CliRun = { stdout: string; stderr: string; status: number };

/**
 * Runs the package's command (what `npx mediainfo.js@VERSION` runs; the installed one unless `bin`
 * names another) under `node` (Node.js 22 unless given) in `cwd` with `args`, with the output
 * piped, and resolves to what it printed and its exit status.
 */
export function runCli(
  args: string[],
  cwd: string,
  { node = NODE_22, bin = path.resolve("node_modules/.bin/mediainfo.js") } = {},
): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(node, [bin, ...args], { cwd, timeout: 60_000 }, (error, stdout, stderr) =>
      resolve({ stdout, stderr, status: error ? Number(error.code ?? -1) : 0 }),
    );
  });
}

export const EXAMPLE_ORIGIN = "http://examples.test";
const CDN_PREFIXES = [
  `https://cdn.jsdelivr.net/npm/mediainfo.js@${WRAPPER_VERSION}/`,
  `https://unpkg.com/mediainfo.js@${WRAPPER_VERSION}/`,
];
const MIME: Record<string, string> = {
  ".js": "text/javascript",
  ".wasm": "application/wasm",
  ".html": "text/html",
  ".mp4": "video/mp4",
};

/** The file a request is answered with: the package for CDN URLs and /assets/, else null. */
function fileFor(url: string): string | null {
  const cdn = CDN_PREFIXES.find((prefix) => url.startsWith(prefix));
  if (cdn) return path.join(LIBRARY_DIR, url.slice(cdn.length));
  const { pathname } = new URL(url);
  if (pathname.startsWith("/mediainfo/"))
    return path.join(LIBRARY_DIR, pathname.slice("/mediainfo/".length));
  if (pathname === "/assets/MediaInfoModule.wasm")
    return path.join(LIBRARY_DIR, "dist/MediaInfoModule.wasm");
  if (pathname === "/__examples/instrument.js") return INSTRUMENT;
  if (pathname === "/__examples/media.mp4") return FIXTURE;
  // The file a given="file" example gets: the fixture, or the corpus file its fence names.
  if (pathname.startsWith("/__examples/given/"))
    return path.join(CORPUS_DIR, path.basename(pathname));
  return null;
}

const BROWSER_WRAPPER = [
  'import "/__examples/instrument.js";',
  'import * as real from "/mediainfo/dist/esm-bundle/index.js";',
  'export * from "/mediainfo/dist/esm-bundle/index.js";',
  "export const mediaInfoFactory = globalThis.__instrumentFactory(real.mediaInfoFactory);",
  "export default mediaInfoFactory;",
].join("\n");

/** The page an example runs on: HTML examples as written, JS in a module with an import map. */
function pageFor(example: Example): string {
  if (example.lang === "html") return `<!doctype html><html><body>\n${example.code}</body></html>`;
  const name = example.attrs.corpus ? path.basename(mediaFileOf(example)) : "media.mp4";
  const source = example.attrs.corpus ? `/__examples/given/${name}` : "/__examples/media.mp4";
  const type = MIME[path.extname(name)] ?? "";
  const given =
    example.attrs.given === "file"
      ? `const file = new File([await (await fetch("${source}")).blob()], "${name}", { type: "${type}" });\n`
      : "";
  return `<!doctype html><html><head>
<script type="importmap">{"imports":{"mediainfo.js":"/__examples/wrapper.js"}}</script>
</head><body><input type="file">
<script type="module">\n${given}${example.code}</script></body></html>`;
}

// The UMD build assigns `globalThis.MediaInfo = {}`, then that object's mediaInfoFactory. (A string,
// not a function: tsx would add helpers the page does not have.)
const WRAP_UMD_FACTORY = `(() => {
  let exports;
  Object.defineProperty(globalThis, "MediaInfo", {
    configurable: true,
    get: () => exports,
    set(value) {
      exports = value;
      let factory;
      Object.defineProperty(value, "mediaInfoFactory", {
        configurable: true, enumerable: true, get: () => factory,
        set(real) { factory = globalThis.__instrumentFactory(real); },
      });
    },
  });
})();`;

type Answer = {
  status: number;
  contentType: string;
  body: string | Buffer;
  headers: Record<string, string>;
};
// The CDNs answer with this header; Firefox enforces it for the cross-origin WebAssembly fetch.
const CORS = { "Access-Control-Allow-Origin": "*" };

/** The answer to any request an example page makes: everything is served locally. */
function answerFor(example: Example, url: string): Answer {
  if (url === `${EXAMPLE_ORIGIN}/`)
    return {
      status: 200,
      contentType: "text/html; charset=utf-8",
      body: pageFor(example),
      headers: {},
    };
  if (url === `${EXAMPLE_ORIGIN}/__examples/wrapper.js`)
    return { status: 200, contentType: "text/javascript", body: BROWSER_WRAPPER, headers: {} };
  const file = fileFor(url);
  if (file && fs.existsSync(file))
    return {
      status: 200,
      contentType: MIME[path.extname(file)] ?? "application/octet-stream",
      body: fs.readFileSync(file),
      headers: CORS,
    };
  return { status: 404, contentType: "text/plain", body: "not found", headers: {} };
}

/** What a browser lane provides to run an example page. */
type ExamplePage = {
  evaluate(expression: string): Promise<unknown>;
  waitFor(expression: string): Promise<void>;
  pickFile(selector: string, file: string): Promise<void>;
  errors: string[];
};

/** Waits for the example to create (and, unless it only makes an instance, log), then reports. */
async function collectReport(example: Example, page: ExamplePage): Promise<Report> {
  const report = () => page.evaluate("globalThis.__exampleReport") as Promise<Report>;
  const settled = (wanted: "resolved" | "logs") =>
    page
      .waitFor(`globalThis.__exampleReport.${wanted}${wanted === "logs" ? ".length" : ""} > 0`)
      .catch(() => {});
  await settled("resolved");
  // An example that waits for the reader to pick a file gets its media file (the fixture unless it names a corpus file).
  if (
    example.attrs.expect !== "instance" &&
    (await report()).logs.length === 0 &&
    example.code.includes("input[type=file]")
  ) {
    await page.pickFile("input[type=file]", mediaFileOf(example));
  }
  if (example.attrs.expect !== "instance") await settled("logs");
  if (page.errors.length > 0) throw new Error(`page errors: ${page.errors.join("; ")}`);
  return report();
}

/** Chromium: answers every request locally; UMD scripts get their factory wrapped on assignment. */
export async function runInBrowser(context: BrowserContext, example: Example): Promise<Report> {
  await context.route("**/*", (route) => route.fulfill(answerFor(example, route.request().url())));
  await context.addInitScript({ path: INSTRUMENT });
  await context.addInitScript({ content: WRAP_UMD_FACTORY });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`${EXAMPLE_ORIGIN}/`);
  return collectReport(example, {
    evaluate: (expression) => page.evaluate(expression),
    waitFor: async (expression) =>
      void (await waitUntil(page, expression, null, { timeout: 30_000 })),
    pickFile: (selector, file) => page.setInputFiles(selector, file),
    errors,
  });
}

/** Firefox (puppeteer-core over BiDi): the same page, requests and instrumentation. */
export async function runInFirefox(page: FirefoxPage, example: Example): Promise<Report> {
  await page.setRequestInterception(true);
  const errors: string[] = [];
  page.on("request", (request) =>
    answer(request.respond(answerFor(example, request.url())), (message) => errors.push(message)),
  );
  await page.evaluateOnNewDocument(fs.readFileSync(INSTRUMENT, "utf8"));
  await page.evaluateOnNewDocument(WRAP_UMD_FACTORY);
  page.on("pageerror", (error) => errors.push(String(error)));
  await page.goto(`${EXAMPLE_ORIGIN}/`);
  return collectReport(example, {
    evaluate: (expression) => page.evaluate(expression),
    waitFor: async (expression) =>
      void (await page.waitForFunction(expression, { timeout: 30_000 })),
    pickFile: async (selector, file) => {
      await (await page.$(selector))!.uploadFile(file);
    },
    errors,
  });
}

// Classic WebDriver has no page error events: the page keeps its uncaught errors where the
// driver's scripts can read them.
const RECORD_ERRORS = `(() => {
  const errors = (globalThis.__examplePageErrors = []);
  addEventListener("error", (event) => errors.push(String(event.message)));
  addEventListener("unhandledrejection", (event) => errors.push(String(event.reason)));
})();`;

/**
 * WebKit's stand-in for request interception: a proxy the browser sends its http: requests
 * through, answering each as the other lanes do for the example being run, the page with their
 * init scripts first in it. WebKitGTK proxies no https: URL, so the page asks for the CDN files
 * over http:, and they are answered as their https: addresses.
 */
export async function startExampleProxy() {
  let current: Example | null = null;
  const server = http.createServer((request, response) => {
    const url = request.url ?? "";
    const secure = CDN_PREFIXES.some((prefix) => url.startsWith(prefix.replace("https:", "http:")));
    const found = current
      ? answerFor(current, secure ? url.replace("http:", "https:") : url)
      : { status: 503, contentType: "text/plain", body: "no example", headers: {} };
    let body = found.body;
    if (url === `${EXAMPLE_ORIGIN}/`) {
      const first = [fs.readFileSync(INSTRUMENT, "utf8"), WRAP_UMD_FACTORY, RECORD_ERRORS];
      body = CDN_PREFIXES.reduce(
        (page, prefix) => page.replaceAll(prefix, prefix.replace("https:", "http:")),
        String(body).replace(
          "<html>",
          `<html>${first.map((code) => `<script>${code}</script>`).join("")}`,
        ),
      );
    }
    response.writeHead(found.status, { "Content-Type": found.contentType, ...found.headers });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  return {
    /** host:port, for the session's proxy capability. */
    address: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    serve: (example: Example) => void (current = example),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** WebKitGTK over classic WebDriver, its session started with the proxy above serving `example`. */
export async function runInWebKit(site: WebKitSite, example: Example): Promise<Report> {
  await site.driver.get(`${EXAMPLE_ORIGIN}/`);
  const errors: string[] = [];
  const evaluate = async (expression: string) => {
    const [value, pageErrors] = await site.evaluate<[unknown, string[]]>(
      `return [${expression}, globalThis.__examplePageErrors ?? []];`,
    );
    errors.splice(0, errors.length, ...pageErrors);
    return value;
  };
  return collectReport(example, {
    evaluate,
    waitFor: (expression) =>
      poll(async () => Boolean(await evaluate(expression)), 30_000, expression),
    pickFile: async (selector, file) => {
      await site.driver.findElement(site.webdriver.By.css(selector)).sendKeys(file);
    },
    errors,
  });
}
