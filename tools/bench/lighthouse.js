// Runs Lighthouse 12.8 (mobile and desktop presets) on each route with Debian's Chromium through
// chrome-launcher, every non-loopback host unreachable, and reports the median of each figure.
import { pathToFileURL } from "node:url";
import path from "node:path";
import { ensureTool } from "../../scripts/tools.js";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/chromium.js";
import { CLS_TARGET, besideOldSite, median } from "./report.js";

// Lighthouse is installed on demand (this folder's package.json), not by the default npm install.
const { lighthouse, desktopConfig, chromeLauncher } = await import(
  pathToFileURL(path.join(ensureTool("bench"), "lighthouse-entry.js")).href
);

// chrome-launcher passes its own --headless; the rest are the flags of every launch.
const CHROME_FLAGS = [
  "--headless=new",
  ...CHROMIUM_ARGS.filter((flag) => flag !== "--headless"),
  "--ignore-certificate-errors",
];

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const FIGURES = {
  ...Object.fromEntries(
    CATEGORIES.map((category) => [category, (lhr) => lhr.categories[category].score * 100]),
  ),
  "FCP ms": (lhr) => lhr.audits["first-contentful-paint"].numericValue,
  "LCP ms": (lhr) => lhr.audits["largest-contentful-paint"].numericValue,
  "TBT ms": (lhr) => lhr.audits["total-blocking-time"].numericValue,
  CLS: (lhr) => lhr.audits["cumulative-layout-shift"].numericValue,
  "Speed Index ms": (lhr) => lhr.audits["speed-index"].numericValue,
  "transfer KB": (lhr) => lhr.audits["total-byte-weight"].numericValue / 1024,
};

/** The audits of the scored categories other than performance that failed in any run. */
function failedAudits(samples) {
  const failed = new Set();
  for (const lhr of samples)
    for (const category of CATEGORIES.slice(1))
      for (const { id, weight } of lhr.categories[category].auditRefs)
        if (weight > 0 && lhr.audits[id].score !== null && lhr.audits[id].score < 1)
          failed.add(`${id} (${lhr.audits[id].displayValue ?? category})`);
  return [...failed];
}

export async function runLighthouse({ origin, routes, runs, stubPort }) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [
      ...CHROME_FLAGS,
      `--host-resolver-rules=MAP api.github.com 127.0.0.1:${stubPort}, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost`,
    ],
  });
  const presets = { mobile: undefined, desktop: desktopConfig };
  const out = {};
  try {
    for (const route of routes) {
      out[route] = {};
      for (const [preset, config] of Object.entries(presets)) {
        const samples = [];
        for (let run = 0; run < runs; run += 1) {
          const result = await lighthouse(
            origin + route,
            { port: chrome.port, output: "json", logLevel: "error" },
            config,
          );
          samples.push(result.lhr);
        }
        out[route][preset] = Object.fromEntries(
          Object.entries(FIGURES).map(([name, read]) => [name, median(samples.map(read))]),
        );
        const f = out[route][preset];
        console.log(
          `  ${preset.padEnd(7)} ${route.padEnd(42)} perf ${f.performance} a11y ${f.accessibility} bp ${f["best-practices"]} seo ${f.seo} TBT ${Math.round(f["TBT ms"])} CLS ${f.CLS.toFixed(4)} (target ≤ ${CLS_TARGET})`,
        );
        console.log(
          `    FCP ${besideOldSite(preset, "FCP ms", f["FCP ms"])} ms, LCP ${besideOldSite(preset, "LCP ms", f["LCP ms"])} ms, Speed Index ${besideOldSite(preset, "Speed Index ms", f["Speed Index ms"])} ms`,
        );
        const failed = failedAudits(samples);
        if (failed.length) console.log(`    failed in some runs: ${failed.join(", ")}`);
      }
    }
  } finally {
    await chrome.kill();
  }
  return out;
}
