// What a mediainfo.js release gives where the Upgrading guide says 0.3.7 and 0.3.8 changed the
// results, printed as JSON on stdout: the MediaInfoLib version it reports, the tracks of the
// corpus files named on the command line, and what a callback receives when an analysis fails.
// Usage: node release-results.mjs <package dir> <file>…
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [packageDir, ...files] = process.argv.slice(2);
const entry = path.join(packageDir, "dist", "esm", "index.js");
const { default: mediaInfoFactory } = await import(pathToFileURL(entry).href);
const readerOf = (data) => (size, offset) => data.subarray(offset, offset + size);

const mediainfo = await mediaInfoFactory();
const results = {};
let library;
for (const file of files) {
  const data = fs.readFileSync(file);
  const result = await mediainfo.analyzeData(data.length, readerOf(data));
  library = result.creatingLibrary.version;
  results[path.basename(file)] = result.media.track;
}

/** The arguments a callback gets. */
const called = (start) =>
  new Promise((resolve) =>
    start((result, error) => resolve({ result, error: error ? String(error) : null })),
  );
const data = fs.readFileSync(files[0]);
const slow = (size, offset) =>
  new Promise((resolve) => setTimeout(() => resolve(data.subarray(offset, offset + size)), 5));
const first = called((callback) => mediainfo.analyzeData(data.length, slow, callback));
const busy = await called((callback) => mediainfo.analyzeData(data.length, slow, callback));
await first;
const throwing = await called((callback) =>
  mediainfo.analyzeData(
    data.length,
    () => {
      throw new Error("read failed");
    },
    callback,
  ),
);
mediainfo.close();
process.stdout.write(JSON.stringify({ library, results, callback: { busy, throwing } }));
