// The authors' loop from a fresh clone: clones HEAD into a temporary folder, runs
// `npm ci` and `npm run dev`, fetches /docs/intro/, then edits a component, a Markdown page, a
// stylesheet, a data file, a template, the demo worker and the demo's snippets, and sees each
// change served and the open page reload, with no restart; build errors are printed while the server keeps serving;
// search works. It lives in the e2e suite, not in `npm test`: the install alone outlasts npm
// test's 40 s budget on two cores. It tests what is committed (it clones HEAD).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { Browser, Page } from "playwright-core";
import { CLIENT_ENTRY, WORKER_ENTRY } from "../../scripts/build-bundles.js";
import { savedToReload } from "../../tools/bench/dev-reload.js";
import { startDevChild, type DevChild } from "../../scripts/dev/child.js";
import {
  launchChromium,
  defaultExternal,
  mainNav,
  problemsOf,
  watchPage,
} from "../helpers/site.ts";
import { scratchDir } from "../helpers/scratch.ts";

type Context = { dir: string; dev: DevChild; browser: Browser; page: Page; installedMB: number };
const devLoop = suite<Context>("npm run dev from a fresh clone");
const ROOT = process.cwd();
const git = (dir: string, ...args: string[]) =>
  execFileSync("git", ["-C", dir, ...args], { stdio: "pipe" });

devLoop.before(async (context) => {
  context.dir = scratchDir("fresh-clone-");
  git(ROOT, "clone", "--quiet", "--no-checkout", ROOT, context.dir);
  git(context.dir, "fetch", "--quiet", ROOT, "HEAD");
  git(context.dir, "checkout", "--quiet", "FETCH_HEAD");
  // --include=dev: the dev loop needs the devDependencies whatever NODE_ENV this process has.
  execFileSync("npm", ["ci", "--no-audit", "--no-fund", "--prefer-offline", "--include=dev"], {
    cwd: context.dir,
    stdio: "pipe",
  });
  context.installedMB =
    Number(
      execFileSync("du", ["-sk", "node_modules"], { cwd: context.dir, encoding: "utf8" }).split(
        "\t",
      )[0],
    ) / 1024;
  context.dev = await startDevChild(context.dir);
  context.browser = await launchChromium();
  const browserContext = await context.browser.newContext({
    viewport: { width: 1280, height: 800 },
  });
  await browserContext.route((url) => !url.href.startsWith(context.dev.origin), defaultExternal);
  context.page = await browserContext.newPage();
  watchPage(context.page);
});
devLoop.after(async (context) => {
  await context.browser?.close();
  await context.dev?.stop();
  if (context.dir) fs.rmSync(context.dir, { recursive: true, force: true });
});

const fetchText = async (url: string) => {
  const response = await fetch(url);
  assert.is(response.status, 200, url);
  return response.text();
};
/**
 * The client entry's code: the entry file and the chunks it imports statically, where the
 * start-up code sits (the entry itself is a line of imports).
 */
const bundleText = async (url: string) => {
  const entry = await fetchText(url);
  const chunks = [...entry.matchAll(/(?:import|from)\s*"(\.[^"]+)"/g)].map(([, specifier]) =>
    fetchText(new URL(specifier, url).href),
  );
  return [entry, ...(await Promise.all(chunks))].join("\n");
};
/** Saves a changed file in one step (a temporary file renamed over it), as editors do: a watcher never reads half a file. */
const edit = (dir: string, file: string, change: (text: string) => string) => {
  const target = path.join(dir, file);
  fs.writeFileSync(`${target}.saving`, change(fs.readFileSync(target, "utf8")));
  fs.renameSync(`${target}.saving`, target);
};
/** Fetches `url` until its text contains `wanted`: a rebuild may be reported before its last write lands. */
async function untilServed(url: string, wanted: string, read = fetchText, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const text = await read(url);
    if (text.includes(wanted)) return text;
    if (Date.now() > deadline) throw new Error(`${url} never contained "${wanted}"`);
    await new Promise((resolve) => setTimeout(resolve, 100)); // next poll
  }
}
const bundleOf = (html: string) =>
  html.match(/<script type="module" src="(\/assets\/js\/[^"]+)"/)![1];

devLoop("npm ci installs under 275 MB", ({ installedMB }) => {
  assert.ok(installedMB < 275, `node_modules is ${installedMB.toFixed(0)} MB`);
});

devLoop("search works in dev: the index is built at start", async ({ dev, page }) => {
  // First, before any edit: later tests' rebuilds reload the page and refresh the index under it.
  await page.goto(`${dev.origin}/docs/intro/`);
  await page.waitForSelector(".navbar [data-island='search'][data-island-ready]");
  await mainNav(page).getByRole("button", { name: "Search" }).click();
  await page.getByRole("searchbox", { name: "Search docs and API" }).fill("FrameRate");
  await page
    .getByRole("link", { name: /VideoTrack/ })
    .first()
    .waitFor();
});

devLoop(
  "serves /docs/intro/ and, after a component edit, the new bundle without a restart",
  async ({ dev, dir, page }) => {
    const html = await fetchText(`${dev.origin}/docs/intro/`);
    assert.match(html, /<h1[^>]*>Introduction/);
    const bundle = `${dev.origin}${bundleOf(html)}`;
    assert.not.match(await bundleText(bundle), "fresh-clone-probe");
    const from = dev.output().length;
    // The page the search test left open reloads with the new bundle; awaited here, as a reload that
    // lands during the next test's first save would take that save's reload message with it.
    const reloaded = page.waitForEvent("console", {
      predicate: (message) => message.text() === "fresh-clone-probe",
    });
    edit(dir, CLIENT_ENTRY, (text) => `${text}\nconsole.info("fresh-clone-probe");\n`);
    await dev.waitForOutput(/✓ client bundle rebuilt/, from);
    assert.match(await bundleText(bundle), "fresh-clone-probe");
    await reloaded;
    assert.ok(dev.isRunning(), "the same dev server is still running");
  },
);

devLoop(
  "the open page reloads itself after each kind of edit and shows the change",
  async ({ dev, dir, page }) => {
    const connected = page.waitForEvent("console", {
      predicate: (message) => message.text().includes("Connected"),
    });
    await page.goto(`${dev.origin}/docs/intro/`);
    await connected;
    const pagesIn = (text: string) => text.split("\n---\n").length;
    const llmsBefore = await fetchText(`${dev.origin}/llms-full.txt`);
    await savedToReload(
      page,
      () =>
        edit(
          dir,
          "site/docs/intro.md",
          (text) => `${text}\nA paragraph added while the server runs.\n`,
        ),
      (expected) => document.querySelector("main")!.textContent!.includes(expected),
      "A paragraph added while the server runs.",
    );
    // Only the saved page is rendered again; the text versions still hold every page.
    const llms = await untilServed(
      `${dev.origin}/llms-full.txt`,
      "A paragraph added while the server runs.",
    );
    assert.is(pagesIn(llms), pagesIn(llmsBefore), "llms-full.txt keeps every page");
    assert.match(
      await fetchText(`${dev.origin}/docs/intro/index.html.md`),
      "A paragraph added while the server runs.",
    );
    await savedToReload(
      page,
      () =>
        edit(
          dir,
          CLIENT_ENTRY,
          (text) => `${text}\ndocument.documentElement.dataset.devProbe = "component";\n`,
        ),
      (expected) => document.documentElement.dataset.devProbe === expected,
      "component",
    );
    const lastSheet = fs
      .readdirSync(path.join(dir, "site/css"))
      .filter((name) => name.endsWith(".css"))
      .sort()
      .at(-1)!;
    await savedToReload(
      page,
      () =>
        // Inside the sheet's cascade layer, where the build requires every rule to be.
        edit(dir, `site/css/${lastSheet}`, (text) =>
          text.replace(/\}\s*$/, "  :root { --dev-probe: 7; }\n}\n"),
        ),
      (expected) =>
        getComputedStyle(document.documentElement).getPropertyValue("--dev-probe").trim() ===
        expected,
      "7",
    );
    const layout = fs
      .readdirSync(path.join(dir, "site/_includes"), { recursive: true, encoding: "utf8" })
      .map((file) => `site/_includes/${file}`)
      .find(
        (file) =>
          file.endsWith(".njk") &&
          fs.readFileSync(path.join(dir, file), "utf8").includes("</head>"),
      )!;
    await savedToReload(
      page,
      () =>
        edit(dir, layout, (text) =>
          text.replace("</head>", '<meta name="dev-probe" content="template"></head>'),
        ),
      (expected) =>
        document.querySelector("meta[name='dev-probe']")?.getAttribute("content") === expected,
      "template",
    );
    const home = page.waitForEvent("console", {
      predicate: (message) => message.text().includes("Connected"),
    });
    await page.goto(`${dev.origin}/`);
    await home;
    await savedToReload(
      page,
      () =>
        edit(dir, "config/site.js", (text) =>
          text.replace(/tagline: "[^"]*"/, 'tagline: "A tagline from a data edit."'),
        ),
      (expected) => document.querySelector("main")!.textContent!.includes(expected),
      "A tagline from a data edit.",
    );
    assert.equal(problemsOf(page), { consoleErrors: [], cspViolations: [] });
  },
);

devLoop("a demo worker edit rebuilds the worker the demo page loads", async ({ dev, dir }) => {
  const demo = await fetchText(`${dev.origin}/demo/`);
  const worker = demo.match(/\/assets\/demo\/media-worker[^"&]*\.js/)![0];
  const from = dev.output().length;
  edit(dir, WORKER_ENTRY, (text) => `${text}\nconsole.info("worker-probe");\n`);
  await dev.waitForOutput(/✓ demo worker rebuilt/, from);
  assert.match(await fetchText(`${dev.origin}${worker}`), "worker-probe");
});

devLoop(
  "saving the demo's snippets rebuilds the type hints its code panel fetches",
  async ({ dev, dir }) => {
    const hintsOf = (html: string) => html.match(/\/assets\/demo-snippet-hints\.\w+\.json/)![0];
    const before = hintsOf(await fetchText(`${dev.origin}/demo/`));
    edit(dir, "components/media-demo/views/snippets.ts", (text) =>
      text.replace("// Send one file at a time", "// snippet-probe: send one file at a time"),
    );
    const deadline = Date.now() + 60_000;
    let hints = before;
    let lastError: unknown;
    while (hints === before) {
      if (Date.now() > deadline)
        throw new Error(`the demo page kept its old type hints (last failed fetch: ${lastError})`);
      await new Promise((resolve) => setTimeout(resolve, 200)); // next poll
      // While Eleventy re-renders, a loaded machine can leave a request unanswered for a while;
      // a reader would reload, so a failed fetch counts as "not yet".
      hints = await fetchText(`${dev.origin}/demo/`).then(hintsOf, (error) => {
        lastError = error?.cause ?? error;
        return before;
      });
    }
    assert.match(await fetchText(`${dev.origin}${hints}`), "snippet-probe");
  },
);

devLoop(
  "a build error is printed with its file; the server keeps serving and recovers",
  async ({ dev, dir }) => {
    const bundle = `${dev.origin}${bundleOf(await fetchText(`${dev.origin}/docs/intro/`))}`;
    let from = dev.output().length;
    edit(dir, CLIENT_ENTRY, (text) => `${text}\nconst broken = ;\n`);
    await dev.waitForOutput(/✗ client bundle: 1 error/, from);
    assert.match(dev.output().slice(from), CLIENT_ENTRY);
    assert.match(await fetchText(`${dev.origin}/docs/intro/`), /<h1[^>]*>Introduction/);
    assert.not.match(await bundleText(bundle), "broken");
    from = dev.output().length;
    edit(dir, "site/docs/intro.md", (text) => `${text}\n{% if %}\n`);
    await dev.waitForOutput(/Problem writing Eleventy templates[\s\S]*site\/docs\/intro\.md/, from);
    assert.match(await fetchText(`${dev.origin}/docs/intro/`), /<h1[^>]*>Introduction/);
    from = dev.output().length;
    edit(dir, CLIENT_ENTRY, (text) =>
      text.replace("\nconst broken = ;\n", '\nconsole.info("repaired");\n'),
    );
    edit(dir, "site/docs/intro.md", (text) => text.replace("\n{% if %}\n", "\nRepaired.\n"));
    await dev.waitForOutput(/✓ client bundle rebuilt/, from);
    assert.match(await untilServed(bundle, "repaired", bundleText), "repaired");
    await dev.waitForOutput(/Wrote \d+ files?/, from);
    assert.match(await fetchText(`${dev.origin}/docs/intro/`), "Repaired.");
    assert.ok(dev.isRunning());
  },
);

devLoop.run();
