// Creates an instance from one release's JavaScript with another release's WebAssembly file, as a
// stale copy or an unversioned URL does, and prints how that went: what reached standard error,
// then the rejection (test/docs/library/library-behaviour.test.ts captures both mixes).
// Usage: node mixed-releases.mjs <package dir of the JavaScript> <package dir of the WASM>
import path from "node:path";
import { pathToFileURL } from "node:url";

const [jsPackage, wasmPackage] = process.argv.slice(2);
const entry = pathToFileURL(path.join(jsPackage, "dist/esm/index.js")).href;
const { default: mediaInfoFactory } = await import(entry);
const wasm = path.join(wasmPackage, "dist/MediaInfoModule.wasm");
mediaInfoFactory({ locateFile: () => wasm }).then(
  (mediainfo) => {
    console.log("created");
    mediainfo.close();
  },
  (error) => console.log(String(error)),
);
