// `npm run bench:chunks`: the chunk-size table of the Large files recipe. Analyses a generated
// 5 GB MP4 (real media, its 64-bit `mdat` a sparse hole, `moov` after it) with several chunk sizes,
// from a file handle and over HTTP Range requests on loopback, under Node.js 22 (the machine's Node
// re-runs this script with tools/node22). Prints median times beside reads and bytes read; with
// --write, also stores the table in site/_data/chunkSizes.json for the page. Not a test: timings
// are noisy on shared machines.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const HERE = fileURLToPath(import.meta.url);
const ROOT = path.resolve(path.dirname(HERE), "../..");

if (Number(process.versions.node.split(".")[0]) < 22) {
  const { node22Path } = await import("../../scripts/tools.js");
  const run = spawnSync(node22Path(), [HERE, ...process.argv.slice(2)], { stdio: "inherit" });
  process.exit(run.status ?? 1);
}

const { values } = parseArgs({
  options: { runs: { type: "string", default: "5" }, write: { type: "boolean", default: false } },
});
const RUNS = Number(values.runs);
const KiB = 1024;
const CHUNK_SIZES = [64 * KiB, 256 * KiB, 1024 * KiB, 4096 * KiB, 16384 * KiB];
const MDAT_BYTES = 5_000_000_000;

const { writePaddedMp4 } = await import("./padded-mp4.js");
const { serveFolder } = await import("../../scripts/static-server.js");
const { median } = await import("./report.js");
const { default: mediaInfoFactory } = await import(
  path.join(ROOT, "node_modules/mediainfo.js/dist/esm/index.js")
);

const dir = path.join(ROOT, "bench", "tmp");
const sample = path.join(dir, "large.mp4");
const size = writePaddedMp4(
  path.join(ROOT, "test/fixtures/media/h264-aac.mp4"),
  sample,
  MDAT_BYTES,
);

/** Reads from a file handle. */
function fromFile(handle) {
  return async (chunkSize, offset) => {
    const buffer = new Uint8Array(chunkSize);
    const { bytesRead } = await handle.read(buffer, 0, chunkSize, offset);
    return buffer.subarray(0, bytesRead);
  };
}

/** Reads with one Range request per chunk. */
function fromUrl(url) {
  return async (chunkSize, offset) => {
    const response = await fetch(url, {
      headers: { Range: `bytes=${offset}-${offset + chunkSize - 1}` },
    });
    return new Uint8Array(await response.arrayBuffer());
  };
}

/** Median milliseconds of `RUNS` analyses, with the reads and bytes one analysis makes. */
async function measure(chunkSize, makeReader) {
  const mediainfo = await mediaInfoFactory({ chunkSize });
  const times = [];
  let reads = 0;
  let bytes = 0;
  let tracks = "";
  try {
    // Run 0 warms the instance up (its first analysis compiles more code) and is not timed.
    for (let run = 0; run <= RUNS; run++) {
      const read = makeReader();
      [reads, bytes] = [0, 0];
      const counted = async (wanted, offset) => {
        const chunk = await read(wanted, offset);
        reads += 1;
        bytes += chunk.length;
        return chunk;
      };
      const start = performance.now();
      const result = await mediainfo.analyzeData(size, counted);
      if (run > 0) times.push(performance.now() - start);
      tracks = result.media.track.map((track) => track["@type"]).join(", ");
    }
  } finally {
    mediainfo.close();
  }
  if (tracks !== "General, Video, Audio")
    throw new Error(`chunk size ${chunkSize}: got tracks "${tracks}"`);
  return { ms: Math.round(median(times) * 10) / 10, reads, bytes };
}

const handle = await fs.promises.open(sample, "r");
const server = await serveFolder(dir);
const rows = [];
try {
  for (const chunkSize of CHUNK_SIZES) {
    const file = await measure(chunkSize, () => fromFile(handle));
    const http = await measure(chunkSize, () => fromUrl(`${server.origin}/large.mp4`));
    rows.push({
      chunkKiB: chunkSize / KiB,
      reads: file.reads,
      bytesRead: file.bytes,
      fileMs: file.ms,
      httpMs: http.ms,
    });
  }
} finally {
  await handle.close();
  await server.close();
  fs.rmSync(sample);
}

const machine = `${os.cpus().length} cores, Node.js ${process.versions.node}, ${RUNS} runs each`;
console.log(`Chunk sizes on a ${size}-byte MP4 (moov after a ${MDAT_BYTES}-byte mdat); ${machine}`);
console.log("chunk KiB | reads | bytes read | file handle ms | HTTP Range ms");
for (const row of rows)
  console.log(`${row.chunkKiB} | ${row.reads} | ${row.bytesRead} | ${row.fileMs} | ${row.httpMs}`);
if (values.write) {
  const data = { measured: new Date().toISOString().slice(0, 10), machine, fileSize: size, rows };
  fs.writeFileSync(
    path.join(ROOT, "site/_data/chunkSizes.json"),
    `${JSON.stringify(data, null, 2)}\n`,
  );
  console.log("Written to site/_data/chunkSizes.json");
}
