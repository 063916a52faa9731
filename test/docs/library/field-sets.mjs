// The fields the release in the folder given as argument reports for every corpus file, read in
// one piece (the default chunk size) and in 16 KiB chunks, printed as JSON: which fields, not their
// values, so that two releases compare. test/docs/library/library-behaviour.test.ts runs it for the latest
// release and the older one. Usage: node field-sets.mjs <package dir> <corpus dir>
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [packageDir, corpusDir] = process.argv.slice(2);
const { default: mediaInfoFactory } = await import(
  pathToFileURL(path.join(packageDir, "dist/esm/index.js")).href
);
const { files } = JSON.parse(fs.readFileSync(path.join(corpusDir, "corpus.json"), "utf8"));
const fieldsOf = (result) =>
  result.media.track
    .flatMap((track) =>
      Object.entries(track).flatMap(([field, value]) =>
        field === "extra"
          ? Object.keys(value).map((key) => `${track["@type"]}.extra.${key}`)
          : [`${track["@type"]}.${field}`],
      ),
    )
    .sort();
const sets = {};
for (const [name, options] of [
  ["whole", {}],
  ["16KiB", { chunkSize: 16 * 1024 }],
]) {
  const mediainfo = await mediaInfoFactory(options);
  for (const { file } of files) {
    const data = fs.readFileSync(path.join(corpusDir, file));
    const result = await mediainfo.analyzeData(data.length, (size, offset) =>
      data.subarray(offset, offset + size),
    );
    sets[`${name} ${file}`] = fieldsOf(result);
  }
  mediainfo.close();
}
process.stdout.write(JSON.stringify(sets));
