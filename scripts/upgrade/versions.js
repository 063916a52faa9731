// Version facts shared by `npm run upgrade-library` and `npm run bench`.
import fs from "node:fs";
import path from "node:path";

/** The mediainfo.js release the site documents: the exact version package.json depends on. */
export function documentedVersion(root = ".") {
  return JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).dependencies[
    "mediainfo.js"
  ];
}

/**
 * Orders two plain x.y.z versions: negative when `a` is older.
 * @param {string} a @param {string} b
 */
export function compareVersions(a, b) {
  const [x, y] = [a, b].map((version) => version.split(".").map(Number));
  for (let index = 0; index < 3; index += 1) {
    if (x[index] !== y[index]) return x[index] - y[index];
  }
  return 0;
}

/**
 * MediaInfoLib's version as its WebAssembly states it ("MediaInfoLib - v25.07").
 * @param {Uint8Array} wasm
 */
export function mediaInfoLibVersion(wasm) {
  const match = Buffer.from(wasm)
    .toString("latin1")
    .match(/MediaInfoLib - v(\d+\.\d+(?:\.\d+)?)/);
  if (!match) throw new Error("the WebAssembly module does not state a MediaInfoLib version");
  return match[1];
}
