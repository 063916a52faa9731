// How many synchronous reads the release in the folder given as argument makes before its read
// loop runs out of stack, on 1 GiB of zeros in 1 KiB chunks (printed as JSON). Releases before
// 0.3.7 read each chunk one call deeper; test/docs/library/library-behaviour.test.ts runs it under
// Node.js 22.
import path from "node:path";
import { pathToFileURL } from "node:url";

const entry = pathToFileURL(path.join(process.argv[2], "dist/esm/index.js")).href;
const { default: mediaInfoFactory } = await import(entry);
const mediainfo = await mediaInfoFactory({ chunkSize: 1024 });
let reads = 0;
const outcome = await mediainfo
  .analyzeData(1024 ** 3, (size) => ((reads += 1), new Uint8Array(size)))
  .then(
    () => "resolved",
    (error) => `${error.constructor.name}: ${error.message}`,
  );
process.stdout.write(JSON.stringify({ reads, outcome }));
