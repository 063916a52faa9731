// Runs the demo's generated snippets as a reader would: the page snippet in a Chromium page and
// the Node.js snippet under Node.js 22 (both through the docs examples' runners), and the worker
// snippet in a module worker started by a page, all on one corpus file with no network.
import fs from "node:fs";
import path from "node:path";
import type { BrowserContext } from "playwright-core";
import { LIBRARY_DIR, type Example } from "../../helpers/examples.ts";
import { runInBrowser, runInNode } from "../../helpers/example-runners.ts";
import { CORPUS_DIR } from "../../helpers/corpus.ts";
import { waitUntil } from "../../helpers/wait.ts";

const ORIGIN = "http://snippets.test";

/** A generated snippet as a docs example run on corpus file `corpusFile`. */
const asExample = (code: string, run: string, corpusFile: string): Example => ({
  source: "demo snippet",
  line: 1,
  lang: "js",
  code,
  // Any expectation but "instance" makes the browser runner pick the file and wait for a log.
  attrs: { run, expect: "tracks:", corpus: corpusFile },
});

/** What the page snippet logs once a file is picked: the result (or its tracks), parsed. */
export async function runPageSnippet(
  context: BrowserContext,
  code: string,
  corpusFile: string,
): Promise<unknown> {
  const report = await runInBrowser(context, asExample(code, "browser", corpusFile));
  return JSON.parse(report.logs.at(-1)![0]);
}

/** What the Node.js snippet prints for the corpus file given as its argument, parsed. */
export async function runNodeSnippet(code: string, corpusFile: string): Promise<unknown> {
  const report = await runInNode(asExample(code, "node", corpusFile));
  return JSON.parse(report.logs.at(-1)![0]);
}

const page = (corpusFile: string) => `<!doctype html><html><body><script type="module">
const worker = new Worker("/media-worker.js", { type: "module" });
worker.onmessage = (event) => (window.__snippetResult = event.data);
worker.onerror = (event) => (window.__snippetResult = { error: String(event.message) });
const blob = await (await fetch("/given/${corpusFile}")).blob();
worker.postMessage(new File([blob], "${corpusFile}"));
</script></body></html>`;

/** What the worker snippet posts back for the corpus file the page sends it. */
export async function runWorkerSnippet(
  context: BrowserContext,
  code: string,
  corpusFile: string,
): Promise<unknown> {
  const worker = code.replace(
    /from "mediainfo\.js";/,
    'from "/mediainfo/dist/esm-bundle/index.js";',
  );
  await context.route(`${ORIGIN}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    const answer = (body: string | Buffer, contentType: string) =>
      route.fulfill({ status: 200, contentType, body });
    if (pathname === "/") return answer(page(corpusFile), "text/html");
    if (pathname === "/media-worker.js") return answer(worker, "text/javascript");
    if (pathname.startsWith("/given/"))
      return answer(fs.readFileSync(path.join(CORPUS_DIR, path.basename(pathname))), "");
    const file = path.join(LIBRARY_DIR, pathname.replace(/^\/mediainfo\//, ""));
    if (pathname.startsWith("/mediainfo/") && fs.existsSync(file))
      return answer(
        fs.readFileSync(file),
        file.endsWith(".wasm") ? "application/wasm" : "text/javascript",
      );
    return route.fulfill({ status: 404, body: "not found" });
  });
  const tab = await context.newPage();
  await tab.goto(`${ORIGIN}/`);
  const handle = await waitUntil(tab, () => (window as any).__snippetResult, null, {
    timeout: 30_000,
  });
  return handle.jsonValue();
}
