// `npm run bench:memory`: what one mediainfo.js instance costs, for the Memory and instances guide.
// Creates 5 instances in Chromium and 5 under Node.js 22, three times each, and prints the
// WebAssembly memory per instance (exact) beside creation times and resident memory (noisy); with
// --write it stores them in site/_data/instanceCosts.json, which the page prints.
import fs from "node:fs";
import os from "node:os";
import { parseArgs } from "node:util";
import { launchChromium } from "../../scripts/chromium.js";
import { costsInChromium, costsInNode } from "./instance-costs.js";
import { median } from "./report.js";

const { values } = parseArgs({
  options: { runs: { type: "string", default: "3" }, write: { type: "boolean", default: false } },
});
const RUNS = Number(values.runs);
const COUNT = 5;
const round = (ms) => Math.round(ms);

const browser = await launchChromium();
/** @type {{ chromium: any[], node: any[] }} */
const runs = { chromium: [], node: [] };
try {
  for (let run = 0; run < RUNS; run++) {
    runs.chromium.push(await costsInChromium(browser, COUNT));
    runs.node.push(await costsInNode(COUNT));
  }
} finally {
  await browser.close();
}

/** First creation in a fresh page or process, and the median of the later ones. */
const summary = (/** @type {any[]} */ list) => ({
  firstMs: round(median(list.map((costs) => costs.createMs[0]))),
  nextMs: round(median(list.flatMap((costs) => costs.createMs.slice(1)))),
});
const memoryBytes = runs.chromium[0].memoryBytes[0];
const data = {
  measured: new Date().toISOString().slice(0, 10),
  machine: `${os.cpus().length} cores, Chromium ${browser.version()}, Node.js ${runs.node[0].node}, ${RUNS} runs of ${COUNT} instances`,
  memoryBytes,
  chromium: summary(runs.chromium),
  node: {
    ...summary(runs.node),
    rssPerInstanceMiB:
      Math.round((median(runs.node.map((costs) => costs.rssPerInstance)) / 2 ** 20) * 10) / 10,
  },
};
console.log(
  `WebAssembly memory per instance: ${memoryBytes} bytes (${(memoryBytes / 2 ** 20).toFixed(1)} MiB), same in Chromium and Node.js 22`,
);
console.log(
  `Chromium: first instance ${data.chromium.firstMs} ms, each later one ${data.chromium.nextMs} ms`,
);
console.log(
  `Node.js 22: first instance ${data.node.firstMs} ms, each later one ${data.node.nextMs} ms, resident memory +${data.node.rssPerInstanceMiB} MiB per instance`,
);
console.log(`(${data.machine})`);
if (values.write) {
  fs.writeFileSync("site/_data/instanceCosts.json", `${JSON.stringify(data, null, 2)}\n`);
  console.log("Written to site/_data/instanceCosts.json");
}
