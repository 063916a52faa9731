// Statistics and the bench/results.json + bench/RESULTS.md writers.
import fs from "node:fs";

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function spread(values) {
  return Math.max(...values) - Math.min(...values);
}

/** The previous site's paint figures by preset (bench/old-site.json); null where none was recorded. */
export const OLD_SITE = JSON.parse(
  fs.readFileSync(new URL("../../bench/old-site.json", import.meta.url), "utf8"),
);
const PAINT = ["FCP ms", "LCP ms", "Speed Index ms"];
/** "1234 (old site 900)", or the figure alone where the old site's is unknown. */
export const besideOldSite = (preset, name, value) => {
  const old = OLD_SITE[preset]?.[name];
  return `${Math.round(value)}${old == null ? "" : ` (old site ${old})`}`;
};

/** The most layout shift a route may show, mobile and desktop alike. */
export const CLS_TARGET = 0.005;
const round = (value) => (Number.isInteger(value) ? value : Math.round(value * 1000) / 1000);

export function writeResults(results) {
  fs.mkdirSync("bench", { recursive: true });
  fs.writeFileSync("bench/results.json", JSON.stringify(results, null, 2) + "\n");
  const lines = [
    "# Benchmark results",
    "",
    `Measured ${results.date} on ${results.cores} cores, Node ${results.node}. Written by \`npm run bench\`.`,
    "",
    "## Build",
    "",
    "| Step | Median ms | Spread ms | Target |",
    "| --- | ---: | ---: | --- |",
    ...Object.entries(results.build.steps).map(
      ([step, t]) => `| ${step} | ${Math.round(t.median)} | ${Math.round(t.spread)} | |`,
    ),
    `| **Total** | ${Math.round(results.build.total.median)} | ${Math.round(results.build.total.spread)} | < ${results.build.total.target} |`,
    `| **Cold** (no cached type hints, one run) | ${Math.round(results.build.cold.median)} | | < ${results.build.cold.target} |`,
  ];
  const figures = {
    "In the browser (Chromium, median)": results.browser,
    "Authors' loop (`npm run dev`, Chromium, median of saves)": results.devLoop,
  };
  for (const [title, table] of Object.entries(figures).filter(([, table]) => table)) {
    lines.push(
      "",
      `## ${title}`,
      "",
      "| Figure | Median | Target |",
      "| --- | ---: | ---: |",
      ...Object.entries(table).map(
        ([name, f]) => `| ${name} | ${round(f.median)} | < ${f.target} |`,
      ),
    );
  }
  if (results.lighthouse) {
    const over = Object.entries(results.lighthouse).flatMap(([route, presets]) =>
      Object.entries(presets)
        .filter(([, f]) => f.CLS > CLS_TARGET)
        .map(([preset, f]) => `${route} (${preset}) ${round(f.CLS)}`),
    );
    lines.push(
      "",
      "## Lighthouse 12.8 (median of runs)",
      "",
      `Targets: 100 / 100 / 100 / 100, TBT 0 ms, CLS ≤ ${CLS_TARGET} on every route.`,
      "",
      over.length === 0
        ? `CLS: every route within ${CLS_TARGET}.`
        : `CLS above ${CLS_TARGET}: ${over.join(", ")}.`,
      "",
      `Paint figures stand beside the old site's where one was recorded (bench/old-site.json: ${OLD_SITE.about})`,
      "",
      "| Route | Preset | Perf | A11y | Best pr. | SEO | FCP ms | LCP ms | Speed Index ms | TBT ms | CLS | Transfer KB |",
      "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    );
    for (const [route, presets] of Object.entries(results.lighthouse)) {
      for (const [preset, f] of Object.entries(presets)) {
        lines.push(
          `| ${route} | ${preset} | ${f.performance} | ${f.accessibility} | ${f["best-practices"]} | ${f.seo} | ${PAINT.map((name) => besideOldSite(preset, name, f[name])).join(" | ")} | ${Math.round(f["TBT ms"])} | ${round(f.CLS)} | ${round(f["transfer KB"])} |`,
        );
      }
    }
  }
  if (results.library) lines.push("", "## mediainfo.js on the npm registry", "", results.library);
  for (const section of results.extra ?? [])
    lines.push("", `## ${section.title}`, "", ...section.lines);
  fs.writeFileSync("bench/RESULTS.md", lines.join("\n") + "\n");
}
