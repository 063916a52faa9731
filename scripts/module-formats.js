// `npm run module-formats`: which of mediainfo.js's builds each way of loading it picks (Node's
// `import` and `require`, esbuild, Vite and webpack for the browser and for Node, the UMD file in a
// `<script>`), with each documented release, and whether the picked build analyses a corpus file:
// Node builds under Node, browser builds in Chromium, on a page served without cross-origin
// isolation. Writes site/_data/moduleFormats.json (the Support matrix page is made from it);
// `--check` runs the same and fails when a row differs from the committed file.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { validSiteConfig } from "../config/check.js";
import siteConfig from "../config/site.js";
import { documentedReleases } from "../eleventy/releases.js";
import { launchChromium } from "./chromium.js";
import { ensureTool, node22Path } from "./tools.js";

const ROOT = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
export const FORMATS_FILE = path.join(ROOT, "site/_data/moduleFormats.json");
export const FORMATS_CORPUS_FILE = "h264-aac.mp4";
const CORPUS = path.join(ROOT, "test/fixtures/media", FORMATS_CORPUS_FILE);
const PACKAGE = "node_modules/mediainfo.js/";
const WASM_FILE = (dir) => path.join(dir, PACKAGE, "dist/MediaInfoModule.wasm");

// What a library wrapping mediainfo.js does: it imports the package by name (so its users' bundler
// picks the build) and passes `locateFile` through, so the WASM comes from where the app serves it.
const WRAPPER = `import mediaInfoFactory from "mediainfo.js";
export async function firstFormat(bytes, locateFile) {
  const mediainfo = await mediaInfoFactory({ format: "object", locateFile });
  try {
    const result = await mediainfo.analyzeData(bytes.length, (size, offset) =>
      bytes.subarray(offset, offset + size),
    );
    return result.media.track.map((track) => track["@type"] + " " + (track.Format ?? "")).join(", ");
  } finally {
    mediainfo.close();
  }
}
globalThis.firstFormat = firstFormat;
`;

/** A reader's project: the release installed as `mediainfo.js`, the wrapper beside it. */
function project(release) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `module-formats-${release.version}-`));
  fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify({ type: "module" }));
  fs.cpSync(release.packageDir, path.join(dir, PACKAGE), { recursive: true });
  fs.writeFileSync(path.join(dir, "wrapper.js"), WRAPPER);
  return dir;
}

const run = (binary, args, cwd) =>
  spawnSync(binary, args, { cwd, encoding: "utf8", timeout: 120_000 });

/** The file of the package a path names, relative to the package (`dist/...`). */
const inPackage = (file) => {
  const at = file.replaceAll("\\", "/").lastIndexOf(PACKAGE);
  return at < 0 ? null : file.replaceAll("\\", "/").slice(at + PACKAGE.length);
};

/** The package's entry file among the files a bundle took in (the one that is not a dependency of another). */
const entryAmong = (files) => {
  const own = [...new Set(files.map(inPackage).filter(Boolean))].filter(
    (file) => !file.endsWith(".wasm"),
  );
  return own.find((file) => /(^|\/)index\.(c?js|min\.js)$/.test(file)) ?? own[0] ?? "none";
};

/** Analyses the corpus file under Node with a module that defines globalThis.firstFormat. */
function analyseInNode(dir, moduleFile) {
  const wasm = WASM_FILE(dir);
  const script = `await import(${JSON.stringify("./" + moduleFile)});
const bytes = new Uint8Array(await (await import("node:fs/promises")).readFile(${JSON.stringify(CORPUS)}));
console.log(await globalThis.firstFormat(bytes, () => ${JSON.stringify(wasm)}));`;
  fs.writeFileSync(path.join(dir, "run-node.mjs"), script);
  // Node.js 22: the oldest Node line that runs both releases (the runtime matrix shows why).
  const result = run(node22Path(), ["run-node.mjs"], dir);
  return result.status === 0
    ? { pass: true, analysis: result.stdout.trim() }
    : { pass: false, error: firstErrorLine(result.stderr).replaceAll(dir, ".") };
}

const firstErrorLine = (text) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .find((line) => /^\w*Error\b|error:|not a function|not defined|failed/i.test(line)) ??
  text.trim().split("\n")[0];

/** Node's own resolver, asked from inside the project. */
function nodeResolves(dir, condition) {
  const code =
    condition === "import"
      ? `console.log(import.meta.resolve("mediainfo.js"))`
      : `console.log(require("node:module").createRequire(process.cwd() + "/").resolve("mediainfo.js"))`;
  const args = condition === "import" ? ["--input-type=module", "-e", code] : ["-e", code];
  return inPackage(
    fileURLToPath(new URL(run(process.execPath, args, dir).stdout.trim(), "file:/")),
  );
}

/** The bundlers, each for the browser and for Node: the package file each took in, and its bundle. */
async function bundles(dir) {
  const tools = path.join(ensureTool("bundlers"), "node_modules");
  const esbuild = await import(path.join(tools, "esbuild/lib/main.js"));
  const out = [];
  for (const platform of ["browser", "node", "node-build"]) {
    const outfile = path.join(dir, `esbuild-${platform}.js`);
    const { metafile } = await esbuild.build({
      entryPoints: [path.join(dir, "wrapper.js")],
      bundle: true,
      minify: true,
      format: "esm",
      // "node-build": the conditions a Node-only build uses (no `module`), as a wrapping
      // library's Node bundle does: the package's own Node build ends up in it.
      platform: platform === "browser" ? "browser" : "node",
      ...(platform === "node-build" ? { conditions: ["node"] } : {}),
      outfile,
      metafile: true,
      logLevel: "silent",
    });
    out.push({
      tool:
        platform === "node-build"
          ? "esbuild, platform node, no `module` condition"
          : `esbuild, platform ${platform}`,
      platform: platform === "browser" ? "browser" : "node",
      picks: entryAmong(Object.keys(metafile.inputs)),
      bundle: outfile,
    });
  }
  const vite = await import(path.join(tools, "vite/dist/node/index.js"));
  // Vite's build sets NODE_ENV to "production" for the whole process, and every child started
  // after it inherits that: an `npm ci` then leaves out devDependencies. Put it back afterwards.
  const nodeEnv = process.env.NODE_ENV;
  for (const ssr of [false, true]) {
    const outDir = path.join(dir, `vite-${ssr ? "ssr" : "client"}`);
    const output = await vite.build({
      root: dir,
      logLevel: "silent",
      configFile: false,
      build: {
        outDir,
        ssr: ssr ? path.join(dir, "wrapper.js") : undefined,
        lib: ssr ? undefined : { entry: path.join(dir, "wrapper.js"), formats: ["es"] },
        minify: !ssr,
      },
    });
    const chunks = [output].flat().flatMap((result) => result.output);
    const main = chunks.find((chunk) => chunk.type === "chunk" && chunk.isEntry);
    out.push({
      tool: ssr ? "Vite, SSR build (Node)" : "Vite, production build",
      platform: ssr ? "node" : "browser",
      // An SSR build leaves packages out of the bundle: Node resolves them when it runs.
      picks: ssr
        ? `left to Node: ${nodeResolves(dir, "import")}`
        : entryAmong(chunks.flatMap((chunk) => chunk.moduleIds ?? [])),
      bundle: path.join(outDir, main.fileName),
    });
  }
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  // webpack as is, then with the bundlers recipe's alias for the library's WASM URL.
  for (const [target, alias] of [
    ["web", false],
    ["web", true],
    ["node", true],
  ]) {
    const name = `webpack-${target}${alias ? "-alias" : ""}`;
    const outDir = path.join(dir, name);
    const filename = target === "node" ? "main.cjs" : "main.js";
    const config = {
      mode: "production",
      target,
      entry: "./wrapper.js",
      output: { path: outDir, filename },
      ...(alias ? { resolve: { alias: { "MediaInfoModule.wasm": WASM_FILE(dir) } } } : {}),
    };
    fs.writeFileSync(
      path.join(dir, `${name}.config.mjs`),
      `export default ${JSON.stringify(config)};`,
    );
    const result = run(
      process.execPath,
      [
        path.join(tools, "webpack-cli/bin/cli.js"),
        `--config=${name}.config.mjs`,
        "--json=stats.json",
      ],
      dir,
    );
    const stats = JSON.parse(fs.readFileSync(path.join(dir, "stats.json"), "utf8"));
    // A build that fails is a result too: its first error is what the reader would see.
    const buildError =
      result.status === 0 ? undefined : (stats.errors?.[0]?.message ?? result.stderr);
    const names = stats.modules.flatMap((module) => [
      module.nameForCondition ?? module.name,
      ...(module.modules ?? []).map((inner) => inner.nameForCondition ?? inner.name),
    ]);
    out.push({
      tool: `webpack, target ${target}${alias ? ", with the recipe's alias" : ""}`,
      platform: target === "web" ? "browser" : "node",
      picks: entryAmong(names.filter(Boolean)),
      bundle: path.join(outDir, filename),
      buildError: buildError?.split("\n")[0].replaceAll(dir, "."),
    });
  }
  return out;
}

/** Serves the project folder on a local port, with no cross-origin isolation headers. */
function serve(dir) {
  const types = { ".js": "text/javascript", ".wasm": "application/wasm", ".html": "text/html" };
  const server = http.createServer((request, response) => {
    const file = path.join(
      dir,
      decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname),
    );
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      "content-type": types[path.extname(file)] ?? "application/octet-stream",
    });
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

/**
 * Loads a build in Chromium from a page of the local server and analyses the corpus file with it.
 * `kind` "module" loads a bundle of the wrapper; "umd" loads the UMD file with a `<script>` as a CDN
 * link would, then calls its global the way the wrapper does.
 */
async function analyseInChromium(browser, origin, dir, file, kind) {
  const page = await browser.newPage();
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  try {
    const src = "/" + path.relative(dir, file).replaceAll("\\", "/");
    const tag =
      kind === "umd"
        ? `<script src="${src}"></script>`
        : `<script type="module" src="${src}"></script>`;
    fs.writeFileSync(path.join(dir, "page.html"), `<!doctype html><title>build</title>${tag}`);
    fs.copyFileSync(CORPUS, path.join(dir, FORMATS_CORPUS_FILE));
    await page.goto(`${origin}/page.html`);
    const outcome = await page.evaluate(
      async ({ umd, wasm, media }) => {
        const isolation = { crossOriginIsolated, sharedArrayBuffer: typeof SharedArrayBuffer };
        for (
          let waited = 0;
          !globalThis.firstFormat && !globalThis.MediaInfo && waited < 10_000;
          waited += 50
        )
          await new Promise((resolve) => setTimeout(resolve, 50));
        try {
          const bytes = new Uint8Array(await (await fetch(media)).arrayBuffer());
          if (!umd)
            return { ...isolation, analysis: await globalThis.firstFormat(bytes, () => wasm) };
          const mediainfo = await globalThis.MediaInfo.mediaInfoFactory({
            format: "object",
            locateFile: () => wasm,
          });
          const result = await mediainfo.analyzeData(bytes.length, (size, offset) =>
            bytes.subarray(offset, offset + size),
          );
          mediainfo.close();
          const analysis = result.media.track
            .map((track) => track["@type"] + " " + (track.Format ?? ""))
            .join(", ");
          return { ...isolation, analysis };
        } catch (error) {
          return { ...isolation, error: String(error instanceof Error ? error.message : error) };
        }
      },
      {
        umd: kind === "umd",
        wasm: `/${PACKAGE}dist/MediaInfoModule.wasm`,
        media: `/${FORMATS_CORPUS_FILE}`,
      },
    );
    const error = outcome.error ?? (outcome.analysis ? undefined : (errors[0] ?? "nothing loaded"));
    return {
      pass: !error,
      ...(error ? { error: errors[0] ?? error } : { analysis: outcome.analysis }),
      crossOriginIsolated: outcome.crossOriginIsolated,
      sharedArrayBuffer: outcome.sharedArrayBuffer,
    };
  } finally {
    await page.close();
  }
}

/** Every way of loading × each release: the file it picks and whether that build analyses the file. */
export async function runFormats() {
  const releases = documentedReleases(validSiteConfig(siteConfig));
  const browser = await launchChromium();
  /** @type {Record<string, any>[]} */
  const results = [];
  try {
    for (const release of releases) {
      const dir = project(release);
      const server = await serve(dir);
      const origin = `http://127.0.0.1:${server.address().port}`;
      try {
        const manifest = JSON.parse(
          fs.readFileSync(path.join(dir, PACKAGE, "package.json"), "utf8"),
        );
        const row = (fields) => results.push({ release: release.version, ...fields });
        for (const condition of ["import", "require"]) {
          const picks = nodeResolves(dir, condition);
          // The wrapper as is for `import`; for `require`, the same code as CommonJS.
          const copy = condition === "import" ? "wrapper.js" : "wrapper.cjs";
          if (condition === "require")
            fs.writeFileSync(
              path.join(dir, copy),
              WRAPPER.replace(
                /^import .*\n/,
                `const mediaInfoFactory = require("mediainfo.js").default;\n`,
              ).replace("export async function", "async function"),
            );
          row({
            loader: `Node.js, \`${condition}\``,
            platform: "node",
            picks,
            ...analyseInNode(dir, copy),
          });
        }
        for (const bundle of await bundles(dir)) {
          const check = bundle.buildError
            ? { pass: false, error: bundle.buildError }
            : bundle.platform === "node"
              ? analyseInNode(dir, path.relative(dir, bundle.bundle))
              : await analyseInChromium(browser, origin, dir, bundle.bundle, "module");
          row({ loader: bundle.tool, platform: bundle.platform, picks: bundle.picks, ...check });
        }
        const umd = manifest.unpkg.replace(/^\.\//, "");
        row({
          loader: "`<script>` of the UMD file (`unpkg`/`jsdelivr`)",
          platform: "browser",
          picks: umd,
          ...(await analyseInChromium(browser, origin, dir, path.join(dir, PACKAGE, umd), "umd")),
        });
        // A production bundle for the browser that took the Node build (a bundler told the
        // platform is Node, or a `require` condition forced): what readers then see.
        const nodeBundle = path.join(dir, "esbuild-node-build.js");
        row({
          loader: "that Node bundle, loaded in the browser",
          platform: "browser",
          picks: results.find(
            (r) =>
              r.release === release.version && r.loader.startsWith("esbuild, platform node, no"),
          )?.picks,
          ...(await analyseInChromium(browser, origin, dir, nodeBundle, "module")),
        });
      } finally {
        server.close();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
  } finally {
    await browser.close();
  }
  // What every browser row saw; the page states it once, so the rows must agree.
  const seen = new Set(
    results
      .filter((row) => row.platform === "browser" && "crossOriginIsolated" in row)
      .map(({ crossOriginIsolated, sharedArrayBuffer }) =>
        JSON.stringify({ crossOriginIsolated, sharedArrayBuffer }),
      ),
  );
  if (seen.size !== 1) throw new Error(`the browser rows saw different isolation: ${[...seen]}`);
  const isolation = JSON.parse([...seen][0]);
  return {
    date: new Date().toISOString().slice(0, 10),
    file: FORMATS_CORPUS_FILE,
    isolation,
    results: results.map(({ crossOriginIsolated, sharedArrayBuffer, ...row }) => row),
  };
}

/** The rows as the check compares them: not the date. */
export const comparableFormats = ({ isolation, results }) => [
  JSON.stringify(isolation),
  ...results.map((row) => JSON.stringify(row)),
];

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const formats = await runFormats();
  for (const row of formats.results)
    console.log(
      `${row.pass ? "✓" : "✗"} ${row.release} ${row.loader} → ${row.picks}: ${row.pass ? row.analysis : row.error}`,
    );
  if (process.argv.includes("--check")) {
    const committed = comparableFormats(JSON.parse(fs.readFileSync(FORMATS_FILE, "utf8")));
    const now = comparableFormats(formats);
    if (JSON.stringify(now) !== JSON.stringify(committed)) {
      console.error(`✗ ${FORMATS_FILE} differs from this run`);
      process.exit(1);
    }
    console.log("✓ the committed module formats match this run");
  } else {
    fs.writeFileSync(FORMATS_FILE, JSON.stringify(formats, null, 2) + "\n");
    console.log(`wrote ${path.relative(ROOT, FORMATS_FILE)}`);
  }
}
