// The recipes, proven from the page text: each project is written to a temporary folder
// exactly as printed, built with the bundler tools/bundlers pins (installed on demand from its
// lockfile), served on 127.0.0.1 and run in Chromium, or run under Node.js 20 and 22. A printed
// line that stops working fails here.
import { test } from "uvu";
import * as assert from "uvu/assert";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchChromium } from "../../helpers/site.ts";
import { FIXTURE, allFences } from "../../helpers/examples.ts";
import { serveFolder } from "../../../scripts/static-server.js";
import { ensureTool, node22Path } from "../../../scripts/tools.js";
import { nodeMajorsOf } from "../../../eleventy/recipes.js";
import { writePaddedMp4 } from "../../../tools/bench/padded-mp4.js";
import { corpus } from "../../helpers/corpus.ts";
import { serveRanges } from "../../helpers/range-servers.ts";
import {
  commandLines,
  expectedTracks,
  installProblems,
  pinnedPackages,
  toolsetOf,
  isInstall,
  recipes,
  runLine,
  startServerLine,
  writeProject,
  type Recipe,
} from "../../helpers/recipes.ts";

const all = recipes();
/** RECIPES=<regex> runs only the recipes whose name matches (all of them when unset). */
const chosen = (name: string) => !process.env.RECIPES || new RegExp(process.env.RECIPES).test(name);
const checked = (check: string) =>
  [...all.values()].filter(
    (candidate) => candidate.check.attrs.check === check && chosen(candidate.name),
  );
/** `test` for a test of the named recipe, or nothing when RECIPES leaves that recipe out. */
const testOf = (name: string): typeof test | ((...args: unknown[]) => void) =>
  chosen(name) ? test : () => {};
/**
 * The figures the remote-files page prints, checked against what the servers below really send;
 * REWRITE_REMOTE_READS=1 writes what was measured instead (then review the diff).
 */
const REMOTE_READS_FILE = "site/_data/remoteReads.json";
const REMOTE_READS = JSON.parse(fs.readFileSync(REMOTE_READS_FILE, "utf8"));
let browser: Browser;
const projects: string[] = [];

test.before(async () => {
  browser = await launchChromium();
});
test.after(async () => {
  await browser.close();
  for (const dir of projects) fs.rmSync(dir, { recursive: true, force: true });
});

/** Opens the recipe's page, refusing every non-loopback request, and reports page errors. */
async function openPage(
  url: string,
  prepareContext?: (context: BrowserContext) => Promise<unknown>,
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext();
  await prepareContext?.(context);
  await context.route(
    (candidate) => !/^http:\/\/(127\.0\.0\.1|localhost):\d+\//.test(candidate.href),
    (route) => route.abort("blockedbyclient"),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(url);
  return { page, errors };
}

/** Picks `file` in the page's "Media file" input and waits for the status output to list tracks. */
async function tracksShown(page: Page, file = FIXTURE): Promise<string> {
  const input = page.getByLabel("Media file");
  // A server-rendered page keeps the input disabled until its script runs: a trial click waits.
  await input.click({ trial: true });
  await input.setInputFiles(file);
  const status = page.getByRole("status");
  await status.filter({ hasText: /General/ }).waitFor({ timeout: 30_000 });
  return (await status.textContent())!.trim();
}

/**
 * Writes the project and runs its printed commands (a dev server's, the last line, is started by
 * its test instead); install lines must name pinned packages.
 */
async function prepare(recipe: Recipe): Promise<string> {
  const dir = writeProject(recipe);
  projects.push(dir);
  const lines = commandLines(recipe).slice(
    0,
    recipe.check.attrs.check === "dev-server" ? -1 : undefined,
  );
  const started = Date.now();
  for (const line of lines) {
    if (isInstall(line))
      assert.equal(installProblems(line, toolsetOf(recipe)), [], `${recipe.name}: ${line}`);
    else await runLine(dir, line);
  }
  if (lines.length)
    console.log(`  ${recipe.name}: commands ran in ${(Date.now() - started) / 1000} s`);
  return dir;
}

async function checkInBrowser(recipe: Recipe, url: string) {
  const { page, errors } = await openPage(url);
  try {
    assert.is(await tracksShown(page), expectedTracks(recipe), recipe.name);
    assert.equal(errors, [], `${recipe.name}: page errors`);
  } finally {
    await page.context().close();
  }
}

test("the recipes and frameworks pages print the bundler, no-bundler and framework recipes, each with one check", () => {
  for (const name of [
    "vite",
    "vite-dev",
    "webpack",
    "esbuild",
    "rollup",
    "import-map",
    "umd",
    "module-worker",
    "classic-worker",
    "react",
    "react-dev",
    "nextjs-turbopack",
    "nextjs-webpack",
    "nextjs-dev",
  ]) {
    assert.ok(all.has(name), `recipe "${name}" is printed`);
    assert.ok(all.get(name)!.files.length > 0, `recipe "${name}" has files`);
  }
});

test("an install line naming an unpinned package or version is refused", () => {
  assert.equal(installProblems("npm install --save-dev vite webpack"), []);
  assert.match(installProblems("npm install --save-dev parcel").join(), /parcel is not pinned/);
  assert.match(installProblems("npm install vite@5").join(), /pins 8\./);
  const pin = pinnedPackages()["mediainfo.js"];
  assert.equal(installProblems(`npm install --save-exact mediainfo.js@${pin} vite`), []);
  for (const spec of ["mediainfo.js", `mediainfo.js@${pin.split(".").slice(0, 2).join(".")}`]) {
    assert.match(
      installProblems(`npm install --save-exact ${spec}`).join(),
      `name mediainfo.js@${pin}`,
    );
  }
  assert.match(installProblems(`npm install mediainfo.js@${pin}`).join(), /--save-exact/);
  const vite = pinnedPackages().vite;
  assert.match(
    installProblems(`npm install --save-dev --save-exact vite@${vite.split(".")[0]}`).join(),
    `the exact version tools/bundlers pins, ${vite}`,
  );
  assert.equal(installProblems(`npm install --save-dev --save-exact vite@${vite}`), []);
});

/** The recipe and framework pages, each with the toolset its recipes are built with. */
function installPages(): { file: string; toolset: string }[] {
  const pages = new Map<string, Set<string>>();
  for (const recipe of all.values()) {
    const file = recipe.check.source;
    if (!/site\/docs\/(recipes|frameworks)\//.test(file)) continue;
    pages.set(file, (pages.get(file) ?? new Set()).add(toolsetOf(recipe)));
  }
  return [...pages].map(([file, toolsets]) => {
    assert.is(toolsets.size, 1, `${file}: its recipes use one toolset`);
    return { file, toolset: [...toolsets][0] };
  });
}

test("every npm install line of the recipe and framework pages names pinned packages, mediainfo.js exactly", () => {
  const pages = installPages();
  assert.ok(pages.length >= 8, `${pages.length} pages`);
  let lines = 0;
  for (const { file, toolset } of pages) {
    for (const fence of allFences().filter((fence) => fence.source === file)) {
      if (fence.lang !== "bash") continue;
      for (const line of fence.code
        .split("\n")
        .map((line) => line.trim())
        .filter(isInstall)) {
        lines++;
        assert.equal(installProblems(line, toolset), [], `${file}: ${line}`);
      }
    }
  }
  assert.ok(lines >= 12, `${lines} install lines`);
});

/** Each build recipe's project folder once built, for the tests that look further at its output. */
const built = new Map<string, string>();

for (const recipe of checked("build")) {
  test(`${recipe.name}: built as printed, served, analyses a file in Chromium`, async () => {
    const dir = await prepare(recipe);
    built.set(recipe.name, dir);
    const site = await serveFolder(`${dir}/${recipe.check.attrs.serve}`);
    try {
      await checkInBrowser(recipe, `${site.origin}/`);
    } finally {
      await site.close();
    }
  });
}

for (const recipe of checked("dev-server")) {
  test(`${recipe.name}: the dev server started as printed serves a page that analyses a file`, async () => {
    const dir = await prepare(recipe);
    const line = commandLines(recipe).at(-1)!;
    const server = await startServerLine(dir, line);
    try {
      await checkInBrowser(recipe, server.url);
    } finally {
      server.stop();
    }
  });
}

for (const recipe of checked("static")) {
  test(`${recipe.name}: the files served as printed analyse a file in Chromium`, async () => {
    const dir = await prepare(recipe);
    const site = await serveFolder(dir);
    try {
      await checkInBrowser(recipe, `${site.origin}/`);
    } finally {
      await site.close();
    }
  });
}

/** A 3 MB MP4 with its index after the media data: reading the first chunk alone finds no tracks. */
function indexLastMp4(dir: string): string {
  const file = path.join(dir, "index-last.mp4");
  writePaddedMp4(FIXTURE, file, 3_000_000);
  return file;
}

/** Holds the page's download of the WebAssembly file until `release()`; says when it was asked for. */
function heldEngine() {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = () => {};
  const engineRequested = new Promise<void>((resolve) => (requested = resolve));
  const holdEngine = (context: BrowserContext) =>
    context.route("**/MediaInfoModule.wasm", async (route) => {
      requested();
      await held;
      await route.continue();
    });
  return { engineRequested, release: () => release(), holdEngine };
}

for (const name of ["module-worker", "classic-worker"].filter(chosen)) {
  test(`${name}: Cancel ends the analysis with a partial result; progress is reported while chunks are read`, async () => {
    const recipe = all.get(name)!;
    const dir = await prepare(recipe);
    const indexLast = indexLastMp4(dir);
    const site = await serveFolder(dir);
    // The engine's download is held, so the file and the cancel both reach the worker before it
    // can read anything: the cancel is certain to come first, whatever the machine's speed.
    const { engineRequested, release, holdEngine } = heldEngine();
    const { page, errors } = await openPage(`${site.origin}/`, holdEngine);
    const status = page.getByRole("status");
    try {
      await engineRequested;
      await page.getByLabel("Media file").setInputFiles(FIXTURE);
      await page.getByRole("button", { name: "Cancel" }).click();
      release();
      await status.filter({ hasText: /^Cancelled/ }).waitFor({ timeout: 30_000 });
      assert.is((await status.textContent())!.trim(), "Cancelled. Partial result: General");
      assert.ok(
        await page.getByRole("button", { name: "Cancel" }).isDisabled(),
        "Cancel is disabled once the analysis ended",
      );

      // The same worker then analyses the next files in full, reporting bytes read against the size.
      assert.is(await tracksShown(page, indexLast), "General, Video, Audio");
      const progress = page.getByRole("progressbar", { name: "Bytes read" });
      const shown = await progress.evaluate((bar: HTMLProgressElement) => ({
        value: bar.value,
        max: bar.max,
      }));
      const measured = REMOTE_READS.rows.find((row: RemoteRead) => row.file === "index-last.mp4");
      assert.equal(
        shown,
        { value: measured.honoursRange.bytesSent, max: fs.statSync(indexLast).size },
        "bytes read of the file's size",
      );
      assert.equal(errors, []);
    } finally {
      release();
      await page.context().close();
      await site.close();
    }
  });
}

if (chosen("angular"))
  test("angular: a file picked while another waits for the engine is analysed after it, not refused", async () => {
    const recipe = all.get("angular")!;
    const dir = built.get("angular") ?? (await prepare(recipe));
    const second = corpus().find((entry) => entry.file === "tone.wav")!;
    const site = await serveFolder(`${dir}/${recipe.check.attrs.serve}`);
    // The engine's download is held until both files are picked: both analyses then want the
    // instance at once, and only the service's queue keeps the second from being refused.
    const { engineRequested, release, holdEngine } = heldEngine();
    const { page, errors } = await openPage(`${site.origin}/`, holdEngine);
    const status = page.getByRole("status");
    try {
      await page.getByLabel("Media file").setInputFiles(FIXTURE);
      await engineRequested;
      await page.getByLabel("Media file").setInputFiles(second.path);
      // Every text the status shows from here on, until the second file's tracks or a refusal.
      const secondTracks = second.tracks.join(", ");
      const shown: string[] = [];
      let settle = () => {};
      const settled = new Promise<void>((resolve) => (settle = resolve));
      await page.exposeFunction("statusShown", (text: string) => {
        shown.push(text);
        if (text === secondTracks || text.startsWith("Analysis failed")) settle();
      });
      await status.evaluate((output) =>
        new MutationObserver(() =>
          (window as unknown as { statusShown(text: string): void }).statusShown(
            output.textContent!.trim(),
          ),
        ).observe(output, { childList: true, characterData: true, subtree: true }),
      );
      release();
      await Promise.race([settled, page.waitForTimeout(30_000)]);
      assert.equal(shown, [expectedTracks(recipe), secondTracks]);
      assert.equal(errors, []);
    } finally {
      release();
      await page.context().close();
      await site.close();
    }
  });

/** Whether `line` fails in `dir`, and what it printed. */
async function failedRun(dir: string, line: string, node?: string): Promise<string> {
  const outcome = await runLine(dir, line, { timeout: 300_000, node }).then(
    (stdout) => `succeeded:\n${stdout}`,
    (error: Error) => error.message,
  );
  assert.not.match(outcome, /^succeeded/, `"${line}" was expected to fail`);
  return outcome.replace(/\x1b\[[0-9;]*m/g, "");
}

/** The recipe's project with `file` rewritten by `edit`, which must change it. */
function editedProject(recipe: Recipe, file: string, edit: (code: string) => string): string {
  const dir = writeProject(recipe);
  projects.push(dir);
  const code = fs.readFileSync(path.join(dir, file), "utf8");
  assert.is.not(edit(code), code, `${recipe.name}: ${file} has the part to take out`);
  fs.writeFileSync(path.join(dir, file), edit(code));
  return dir;
}

const pageText = (file: string) => fs.readFileSync(file, "utf8").replace(/\s+/g, " ");

testOf("webpack")(
  "webpack: without the resolve.alias entry the build stops at the library's own new URL(), as the Bundlers page says",
  async () => {
    const recipe = all.get("webpack")!;
    const dir = editedProject(recipe, "webpack.config.mjs", (code) =>
      code.replace(/^\s*resolve: \{ alias: .*\n/m, ""),
    );
    const output = await failedRun(dir, "npx webpack");
    const message = "Module not found: Error: Can't resolve 'MediaInfoModule.wasm'";
    assert.ok(output.includes(message), output.slice(0, 2000));
    assert.ok(output.includes("mediainfo.js/dist/esm-bundle/index.js"), "in the library's code");
    assert.ok(pageText("site/docs/recipes/bundlers.md").includes(`\`${message}\``));
  },
);

for (const [name, command] of [
  ["nextjs-turbopack", "npx next build"],
  ["nextjs-webpack", "npx next build --webpack"],
] as const) {
  testOf(name)(
    `${name}: without the aliases of next.config.mjs the build stops at the library's own new URL(), as the page says`,
    async () => {
      const recipe = all.get(name)!;
      const dir = editedProject(recipe, "next.config.mjs", (code) =>
        code
          .replace(/^\s*turbopack: .*\n/m, "")
          .replace(/^\s*webpack\(config\) \{\n[\s\S]*?^\s*\},\n/m, ""),
      );
      const lines = commandLines(recipe).filter((line) => !isInstall(line));
      for (const line of lines.slice(0, -1)) await runLine(dir, line);
      const output = await failedRun(dir, lines.at(-1)!);
      assert.ok(output.includes("Module not found: Can't resolve 'MediaInfoModule.wasm'"), output);
      const page = pageText("site/docs/frameworks/nextjs.md");
      assert.ok(page.includes("Module not found: Can't resolve 'MediaInfoModule.wasm'"));
    },
  );
}

/** The `engines.node` range a package installed in tools/<toolset> declares. */
function enginesOf(toolset: string, name: string): string {
  const file = path.join(ensureTool(toolset), "node_modules", name, "package.json");
  return JSON.parse(fs.readFileSync(file, "utf8")).engines.node;
}

testOf("angular")(
  "angular: the entry the page has readers add to an ng new project is the one the tested app builds with",
  async () => {
    const page = fs.readFileSync("site/docs/frameworks/angular.md", "utf8");
    const shown = allFences().filter(
      (fence) => fence.source.endsWith("angular.md") && fence.lang === "json" && !fence.attrs.file,
    );
    assert.is(shown.length, 1, "one angular.json entry shown on its own");
    const entry = JSON.parse(shown[0].code);
    const recipe = all.get("angular")!;
    const config = JSON.parse(recipe.files.find((file) => file.path === "angular.json")!.code);
    const tested = Object.values(config.projects)[0] as { architect: AngularArchitect };
    assert.equal(tested.architect.build.options.assets, [entry]);

    // What `ng new` writes, with the pinned CLI and no install: the page's path to `assets`.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ng-new-"));
    projects.push(dir);
    fs.symlinkSync(
      path.join(ensureTool("angular"), "node_modules"),
      path.join(dir, "node_modules"),
    );
    await runLine(
      dir,
      "NG_CLI_ANALYTICS=false npx ng new reader-app --defaults --skip-install --skip-git --ssr=false",
    );
    const made = JSON.parse(fs.readFileSync(path.join(dir, "reader-app/angular.json"), "utf8"));
    const assets = made.projects["reader-app"].architect.build.options.assets;
    assert.equal(assets, [{ glob: "**/*", input: "public" }], "one entry, copying public/");
    assert.ok(
      page.includes("`projects` → your project's name → `architect` → `build` → `options`"),
    );

    // The CLI's Node.js range, as the page gives it, and its refusal on Node.js 20.
    const engines = enginesOf("angular", "@angular/cli");
    assert.is(engines, "^22.22.3 || ^24.15.0 || >=26.0.0");
    assert.ok(
      pageText("site/docs/frameworks/angular.md").includes(
        "22.22.3 or later, 24.15.0 or later, or 26",
      ),
    );
    const refused = await failedRun(dir, "npx ng version", nodeBinary(20));
    assert.match(refused, /requires a minimum Node\.js version of v22\.22\.3/);
  },
);

testOf("nuxt")(
  "nuxt: the Node.js the page says Nuxt needs is its engines field; on Node.js 20 nuxt generate stops with a TypeError",
  async () => {
    const engines = enginesOf("nuxt", "nuxt");
    const page = pageText("site/docs/frameworks/nuxt.md");
    assert.ok(page.includes(`\`${engines}\``), `the page quotes ${engines}`);
    const minimum22 = /\^22\.(\d+)\.0/.exec(engines)![1];
    assert.ok(page.includes(`Node.js 22.${minimum22} or later`));
    const recipe = all.get("nuxt")!;
    const dir = writeProject(recipe);
    projects.push(dir);
    const output = await failedRun(dir, "npx nuxt generate", nodeBinary(20));
    assert.match(output, /TypeError/);
    assert.ok(page.includes("on Node.js 20, `nuxt generate` stops with a `TypeError`"));
  },
);

type AngularArchitect = { build: { options: { assets: unknown[] } } };

/** Puts the check's sample in the project under the name its command uses. */
function writeSample(recipe: Recipe, dir: string): string {
  const { sample, samplesize } = recipe.check.attrs;
  const file = path.join(dir, sample);
  if (samplesize) writePaddedMp4(FIXTURE, file, Number(samplesize));
  else fs.copyFileSync(FIXTURE, file);
  return file;
}

const SAMPLE_ORIGIN = "https://media.example.com";

/**
 * Writes the project in the folder a reader gets from `npm init -y` and `npm install`: a package
 * whose package.json says "type": "commonjs" (npm's default), which the page's commands must cope with.
 */
async function nodeProject(recipe: Recipe): Promise<string> {
  const dir = writeProject(recipe);
  projects.push(dir);
  await runLine(dir, "npm init -y");
  return dir;
}

/**
 * The Node.js binary of each major a check="node" fence names: the one running this suite for 20
 * (the machine's), tools/node22 for 22.
 */
function nodeBinary(major: number): string {
  if (major === 22) return node22Path();
  assert.match(
    process.version,
    new RegExp(`^v${major}\\.`),
    `run the browser suite on Node.js ${major} to run the recipes under it`,
  );
  return process.execPath;
}

for (const recipe of checked("node")) {
  for (const major of nodeMajorsOf(recipe.check.attrs)) {
    test(`${recipe.name}: run as printed under Node.js ${major}, in a folder made by npm init`, async () => {
      const node = nodeBinary(major);
      const dir = await nodeProject(recipe);
      writeSample(recipe, dir);
      assert.match(await runLine(dir, "node --version", { node }), new RegExp(`^v${major}\\.`));
      const server = await serveFolder(dir);
      try {
        for (const line of commandLines(recipe)) {
          // The printed URL's host stands for the reader's server: here, one serving the project folder.
          const stdout = await runLine(dir, line.replaceAll(SAMPLE_ORIGIN, server.origin), {
            node,
          });
          if (line.startsWith("npm ")) continue;
          const [tracks, ...rest] = stdout.trim().split("\n");
          assert.is(tracks, expectedTracks(recipe), `${recipe.name}: ${line}`);
          const read = /^read (\d+) of (\d+) bytes$/.exec(rest.join("\n"));
          if (read)
            assert.ok(
              Number(read[1]) < Number(read[2]),
              `ranged reads, not the whole file: ${read[0]}`,
            );
        }
      } finally {
        await server.close();
      }
    });
  }
}

type Reads = { requests: number; bytesSent: number };
type RemoteRead = { file: string; size: number; honoursRange: Reads; ignoresRange: Reads };
/** The page's two kinds of server: one that follows RFC 9110 to the letter, one that ignores Range. */
const REMOTE_SERVERS = { honoursRange: "strict", ignoresRange: "ignored" } as const;

/** Every corpus file, and the 3 MB MP4 with its index at the end, in one folder to serve. */
function remoteMedia(indexLastTracks: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "remote-media-"));
  projects.push(dir);
  const files = corpus().map((entry) => {
    fs.copyFileSync(entry.path, path.join(dir, entry.file));
    return { file: entry.file, size: entry.size, tracks: entry.tracks.join(", ") };
  });
  const indexLast = indexLastMp4(dir);
  files.push({
    file: path.basename(indexLast),
    size: fs.statSync(indexLast).size,
    tracks: indexLastTracks,
  });
  return { dir, files };
}

/**
 * Has `analyse` read each file from both servers, expecting the recipe's line
 * "tracks (read X of Y bytes)" with the manifest's tracks, Y the file's size and X what the
 * server sent; returns the requests and bytes each file cost.
 */
async function measureRemoteReads(
  media: ReturnType<typeof remoteMedia>,
  analyse: (url: string) => Promise<string>,
): Promise<RemoteRead[]> {
  const rows = media.files.map(({ file, size }) => ({ file, size }) as RemoteRead);
  for (const [column, ranges] of Object.entries(REMOTE_SERVERS) as [
    keyof typeof REMOTE_SERVERS,
    "strict" | "ignored",
  ][]) {
    const server = await serveRanges(media.dir, ranges);
    try {
      for (const [i, row] of rows.entries()) {
        const before = { requests: server.requests(), bytesSent: server.bytesSent() };
        const shown = await analyse(`${server.origin}/${row.file}`);
        const reads = {
          requests: server.requests() - before.requests,
          bytesSent: server.bytesSent() - before.bytesSent,
        };
        const expected = `${media.files[i].tracks} (read ${reads.bytesSent} of ${row.size} bytes)`;
        assert.is(shown, expected, `${row.file}, ${ranges} server: ${server.log.slice(-3)}`);
        Object.assign(row, { [column]: reads });
      }
    } finally {
      await server.close();
    }
  }
  return rows;
}

/** Compares with site/_data/remoteReads.json, or rewrites it when REWRITE_REMOTE_READS is set. */
function checkRemoteReads(measured: RemoteRead[]) {
  if (process.env.REWRITE_REMOTE_READS) {
    REMOTE_READS.rows = measured;
    const rows = measured.map((row) => JSON.stringify(row)).join(",\n    ");
    const { rows: _, ...rest } = REMOTE_READS;
    const head = JSON.stringify(rest, null, 2).replace(/\n}$/, "");
    fs.writeFileSync(REMOTE_READS_FILE, `${head},\n  "rows": [\n    ${rows}\n  ]\n}\n`);
  }
  assert.equal(measured, REMOTE_READS.rows, `${REMOTE_READS_FILE} matches what the servers sent`);
  // In ranges, a file the library reads a second time from near its start is sent twice over at
  // most (the Remote files page names those files); ignoring Range, it is sent whole once.
  const readTwice = measured.filter((row) => row.honoursRange.bytesSent > row.size);
  for (const row of measured) {
    assert.ok(row.honoursRange.bytesSent < 2 * row.size, `${row.file}: less than twice the file`);
    assert.is(row.ignoresRange.bytesSent, row.size, `${row.file}: the whole file, once`);
  }
  const page = fs.readFileSync("site/docs/recipes/remote-files.md", "utf8").replace(/\s+/g, " ");
  for (const row of readTwice)
    assert.ok(page.includes(`\`${row.file}\``), `the page names ${row.file}`);
  const indexLast = measured.find((row) => row.file === "index-last.mp4")!;
  assert.ok(indexLast.honoursRange.bytesSent < indexLast.size / 2, "the 3 MB MP4 in ranges");
}

testOf("node-url")(
  "node-url: every corpus file from a strict server and from one ignoring Range, as the page's table says",
  async () => {
    const recipe = all.get("node-url")!;
    const dir = await nodeProject(recipe);
    const lines = commandLines(recipe);
    for (const line of lines.filter((candidate) => !candidate.includes(SAMPLE_ORIGIN)))
      await runLine(dir, line);
    const [analysis] = lines.filter((candidate) => candidate.includes(SAMPLE_ORIGIN));
    const media = remoteMedia(expectedTracks(recipe));
    const measured = await measureRemoteReads(media, async (url) => {
      const stdout = await runLine(
        dir,
        analysis.replace(/https:\/\/media\.example\.com\/\S+/, url),
      );
      const [tracks, read] = stdout.trim().split("\n");
      return `${tracks} (${read})`;
    });
    console.log(`  remote reads (Node.js): ${JSON.stringify(measured)}`);
    checkRemoteReads(measured);
  },
);

for (const recipe of checked("remote")) {
  test(`${recipe.name}: every corpus file on another origin, read in ranges or whole, as the page's table says`, async () => {
    const dir = await prepare(recipe);
    const media = remoteMedia(expectedTracks(recipe));
    const site = await serveFolder(dir);
    const { page, errors } = await openPage(`${site.origin}/`);
    const status = page.getByRole("status");
    const analyse = async (url: string) => {
      await page.getByLabel("Media URL").fill(url);
      await page.getByRole("button", { name: "Analyse" }).click();
      await status.filter({ hasNotText: "Analysing…" }).waitFor({ timeout: 30_000 });
      return (await status.textContent())!.trim();
    };
    try {
      const measured = await measureRemoteReads(media, analyse);
      console.log(`  remote reads (Chromium): ${JSON.stringify(measured)}`);
      checkRemoteReads(measured);
      // Which CORS headers matter, as the page's table says: none at all fails; the origin alone
      // is enough in Chromium while HEAD gives the size (a single range is a safelisted header);
      // without HEAD, the size comes from Content-Range, which must be exposed.
      const outcomes: Record<string, string> = {};
      const servers = {
        "no CORS headers": { cors: false },
        "origin only": { cors: { "Access-Control-Allow-Origin": "*" } },
        "origin only, no HEAD": { cors: { "Access-Control-Allow-Origin": "*" }, head: false },
        "the table's headers, no HEAD": { cors: true, head: false },
      };
      for (const [name, options] of Object.entries(servers)) {
        const server = await serveFolder(media.dir, options);
        try {
          outcomes[name] = (await analyse(`${server.origin}/index-last.mp4`))
            .replace(/ \(read.*/, "")
            .replace(/:.*/, "");
        } finally {
          await server.close();
        }
      }
      assert.equal(outcomes, {
        "no CORS headers": "Analysis failed",
        "origin only": expectedTracks(recipe),
        "origin only, no HEAD": "Analysis failed",
        "the table's headers, no HEAD": expectedTracks(recipe),
      });
      assert.equal(errors, []);
    } finally {
      await page.context().close();
      await site.close();
    }
  });
}

testOf("import-map")(
  "a file over 4 GiB picked in Chromium: the import map page finds the index past 4 GiB",
  async () => {
    const recipe = all.get("import-map")!;
    const dir = await prepare(recipe);
    const large = path.join(dir, "recording.mp4");
    writePaddedMp4(FIXTURE, large, 5_000_000_000);
    const site = await serveFolder(dir);
    const { page, errors } = await openPage(`${site.origin}/`);
    try {
      assert.is(await tracksShown(page, large), "General, Video, Audio");
      assert.equal(errors, []);
    } finally {
      await page.context().close();
      await site.close();
    }
  },
);

test.run();
