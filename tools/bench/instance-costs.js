// What one mediainfo.js instance costs, measured where it runs: the WebAssembly memory each
// instance owns (recorded by scripts/corpus/wasm-memories.js), and the time to create one.
// measureInstances runs in Chromium (served as a module) and in Node.js alike; costsInChromium and
// costsInNode drive it. Used by test/docs/library/library-behaviour.test.ts (memory, which is
// exact) and tools/bench/memory.js (times, which are not).

/**
 * Creates `count` instances one after the other, analyses `data` with the first, closes it and
 * analyses again; reports memory sizes in bytes and creation times in milliseconds.
 */
export async function measureInstances(mediaInfoFactory, memories, data, count = 3) {
  const instances = [];
  const createMs = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    instances.push(await mediaInfoFactory());
    createMs.push(performance.now() - start);
  }
  const [first] = instances;
  const sizes = () => memories.map((memory) => memory.buffer.byteLength);
  const created = sizes();
  const read = (size, offset) => data.subarray(offset, offset + size);
  await first.analyzeData(data.length, read);
  const analysed = sizes()[0];
  first.close();
  const result = await first.analyzeData(data.length, read);
  return {
    modules: memories.length,
    memoryBytes: created,
    memoryAfterAnalysis: analysed,
    memoryAfterClose: sizes()[0],
    analysesAfterClose: result.media.track.length > 1,
    createMs,
  };
}

const SAMPLE = new URL("../../test/fixtures/media/h264-aac.mp4", import.meta.url);
/** Where the memories are recorded from (scripts/corpus/wasm-memories.js), served beside this file. */
const WASM_MEMORIES = new URL("../../scripts/corpus/wasm-memories.js", import.meta.url);
const LAB = "http://instances.test";

/**
 * Measures in a fresh Chromium context whose requests are answered locally: this file, the
 * installed package and the sample MP4.
 * @param {import("playwright-core").Browser} browser
 */
export async function costsInChromium(browser, count = 3) {
  const fs = await import("node:fs");
  const path = await import("node:path");
  const { fileURLToPath } = await import("node:url");
  const { WAIT_POLLING_MS } = await import("../../scripts/chromium.js");
  const library = path.dirname(fileURLToPath(import.meta.resolve("mediainfo.js/package.json")));
  const files = {
    "/costs.js": fileURLToPath(import.meta.url),
    "/wasm-memories.js": fileURLToPath(WASM_MEMORIES),
    "/sample.mp4": fileURLToPath(SAMPLE),
    "/mediainfo/index.js": path.join(library, "dist/esm-bundle/index.js"),
    "/mediainfo/MediaInfoModule.wasm": path.join(library, "dist/MediaInfoModule.wasm"),
  };
  const page = `<!doctype html><title>costs</title><script type="module">
import { watchMemories } from "/wasm-memories.js";
import { measureInstances } from "/costs.js";
const memories = watchMemories();
const { mediaInfoFactory } = await import("/mediainfo/index.js");
const data = new Uint8Array(await (await fetch("/sample.mp4")).arrayBuffer());
const costs = await measureInstances((options) => mediaInfoFactory({ ...options, locateFile: () => "/mediainfo/MediaInfoModule.wasm" }), memories, data, ${count});
document.body.dataset.costs = JSON.stringify(costs);
</script>`;
  const context = await browser.newContext();
  try {
    await context.route("**/*", (route) => {
      const { origin, pathname } = new URL(route.request().url());
      if (origin !== LAB) return route.abort("blockedbyclient");
      if (pathname === "/") return route.fulfill({ contentType: "text/html", body: page });
      const file = files[pathname];
      if (!file) return route.fulfill({ status: 404, body: "not found" });
      const type = pathname.endsWith(".wasm")
        ? "application/wasm"
        : pathname.endsWith(".js")
          ? "text/javascript"
          : "video/mp4";
      return route.fulfill({ contentType: type, body: fs.readFileSync(file) });
    });
    const tab = await context.newPage();
    await tab.goto(`${LAB}/`);
    await tab.waitForFunction(() => document.body.dataset.costs, null, {
      timeout: 60_000,
      polling: WAIT_POLLING_MS,
    });
    return JSON.parse(
      /** @type {string} */ (await tab.evaluate(() => document.body.dataset.costs)),
    );
  } finally {
    await context.close();
  }
}

/**
 * Measures in a Node.js process, Node.js 22 (tools/node22) unless `node` names another binary; it
 * also reports the process's resident memory.
 * @param {number} count @param {string} [node]
 */
export async function costsInNode(count = 3, node) {
  const { execFileSync } = await import("node:child_process");
  const { fileURLToPath } = await import("node:url");
  const { node22Path } = await import("../../scripts/tools.js");
  const script = fileURLToPath(new URL("./instance-costs-node.js", import.meta.url));
  return JSON.parse(
    execFileSync(node ?? node22Path(), [script, String(count), fileURLToPath(SAMPLE)], {
      encoding: "utf8",
      timeout: 120_000,
    }),
  );
}
