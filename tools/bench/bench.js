// `npm run bench`: timings and Lighthouse scores, printed beside their targets (FCP, LCP and Speed
// Index per route beside the old site's, bench/old-site.json) and written to
// bench/results.json and bench/RESULTS.md. Never part of CI's pass/fail: shared machines are noisy.
// Options: --runs N (Lighthouse runs per route and preset, default 3), --build-runs N (default 3),
// --routes /a/,/b/ (default: every route in the sitemap), --skip-lighthouse, --demo (also runs
// tools/bench/demo.js: the demo against the raw library on 200 MB and 1 GB generated files),
// --skip-dev (leaves out the save-to-reload timings of `npm run dev`). It also notes when the npm
// registry has a newer mediainfo.js than the site documents.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import { parseArgs } from "node:util";
import { BUILD_STEPS } from "../../scripts/build.js";
import { createStaticServer } from "../../scripts/static-server.js";
import { startGithubStub } from "./github-stub.js";
import { browserTimings } from "./browser-timings.js";
import { devReloadTimings } from "./dev-reload.js";
import { latestOnRegistry, releaseNote } from "./library-release.js";
import { documentedVersion } from "../../scripts/upgrade/versions.js";
import { median, spread, writeResults } from "./report.js";
import { listenOnLoopback } from "../../scripts/listen.js";
import { CACHE_DIR as TYPE_HINTS_CACHE } from "../../components/type-hints/build/compile.js";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    "build-runs": { type: "string", default: "3" },
    routes: { type: "string" },
    "skip-lighthouse": { type: "boolean", default: false },
    "skip-dev": { type: "boolean", default: false },
    demo: { type: "boolean", default: false },
  },
});

/** One whole build, each step timed into `steps`; returns the total in ms. */
function buildOnce(/** @type {Record<string, number[]>} */ steps) {
  const started = performance.now();
  for (const [label, args] of BUILD_STEPS) {
    const stepStart = performance.now();
    const result = spawnSync("node", args, { stdio: "ignore" });
    if (result.status !== 0) throw new Error(`build step failed: ${label}`);
    steps[label].push(performance.now() - stepStart);
  }
  return performance.now() - started;
}

function timeBuild(runs) {
  // Cold first, as on a fresh clone: without the examples' cached type information.
  fs.rmSync(TYPE_HINTS_CACHE, { recursive: true, force: true });
  const cold = buildOnce(Object.fromEntries(BUILD_STEPS.map(([label]) => [label, []])));
  /** @type {Record<string, number[]>} */
  const steps = Object.fromEntries(BUILD_STEPS.map(([label]) => [label, []]));
  const totals = [];
  for (let run = 0; run < runs; run += 1) totals.push(buildOnce(steps));
  return {
    cold: { median: cold, spread: 0, target: 15000 },
    total: { median: median(totals), spread: spread(totals), target: 15000 },
    steps: Object.fromEntries(
      Object.entries(steps).map(([label, times]) => [
        label,
        { median: median(times), spread: spread(times) },
      ]),
    ),
  };
}

/** @type {Record<string, any>} */
const results = { date: new Date().toISOString(), cores: os.cpus().length, node: process.version };
console.log(`Timing the build (${values["build-runs"]} runs)…`);
results.build = timeBuild(Number(values["build-runs"]));
console.log(`  cold build ${Math.round(results.build.cold.median)} ms (target < 15000 ms)`);
console.log(`  build median ${Math.round(results.build.total.median)} ms (target < 15000 ms)`);

const server = createStaticServer("_site");
const origin = `http://127.0.0.1:${await listenOnLoopback(server)}`;
/** @param {import("playwright-core").Route} route */
const stubGithub = (route) =>
  new URL(route.request().url()).hostname === "api.github.com"
    ? route.fulfill({
        status: 200,
        contentType: "application/json",
        body: '{"stargazers_count":1234}',
      })
    : route.abort();
console.log("Timing navigation and search in Chromium…");
results.browser = await browserTimings(origin, { stubRoute: stubGithub });
for (const [name, figure] of Object.entries(results.browser))
  console.log(`  ${name}: ${figure.median.toFixed(1)} (target < ${figure.target})`);

if (!values["skip-dev"]) {
  console.log("Timing the dev loop: save → reloaded page in Chromium…");
  results.devLoop = await devReloadTimings();
  for (const [name, figure] of Object.entries(results.devLoop))
    console.log(`  ${name}: ${Math.round(figure.median)} (target < ${figure.target})`);
}

if (!values["skip-lighthouse"]) {
  const stub = await startGithubStub();
  const sitemap = fs.readFileSync("_site/sitemap.xml", "utf8");
  const routes =
    values.routes?.split(",") ??
    [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  try {
    // Imported here: loading it installs tools/bench, which --skip-lighthouse runs do not need.
    const { runLighthouse } = await import("./lighthouse.js");
    results.lighthouse = await runLighthouse({
      origin,
      routes,
      runs: Number(values.runs),
      stubPort: stub.port,
    });
  } finally {
    stub.close();
  }
}
server.close();

if (values.demo) {
  console.log("Timing the demo against the raw library (tools/bench/demo.js)…");
  const run = spawnSync("node", ["tools/bench/demo.js"], { encoding: "utf8" });
  results.extra = [
    {
      title: "Live demo (tools/bench/demo.js)",
      lines: ["```text", (run.stdout + run.stderr).trim(), "```"],
    },
  ];
  console.log(run.stdout);
}

results.library = releaseNote(documentedVersion(), latestOnRegistry());
console.log(results.library);

writeResults(results);
console.log("Wrote bench/results.json and bench/RESULTS.md");
