// Analyses each file named on the command line with the installed mediainfo.js (object format),
// once plainly and once with `full: true` (which adds the display strings beside the numbers), and
// prints every result's tracks as JSON. Runs under Node.js 20 or 22.
import fs from "node:fs";
import path from "node:path";
import mediaInfoFactory from "mediainfo.js";

const runs = [];
for (const full of [false, true]) {
  const mediainfo = await mediaInfoFactory({ format: "object", full });
  for (const file of process.argv.slice(2)) {
    const data = fs.readFileSync(file);
    const result = await mediainfo.analyzeData(data.length, (size, offset) =>
      data.subarray(offset, offset + size),
    );
    runs.push({ file: path.basename(file), full, tracks: result.media?.track ?? [] });
  }
  mediainfo.close();
}
process.stdout.write(JSON.stringify(runs));
