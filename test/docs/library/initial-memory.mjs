// Prints the WebAssembly memory, in bytes, that one instance of the release in the folder given as
// argument starts with (test/docs/library/library-behaviour.test.ts compares releases for the Memory page).
import path from "node:path";
import { pathToFileURL } from "node:url";
import { watchMemories } from "../../../scripts/corpus/wasm-memories.js";

const memories = watchMemories();
const entry = pathToFileURL(path.join(process.argv[2], "dist/esm/index.js")).href;
const { default: mediaInfoFactory } = await import(entry);
const mediainfo = await mediaInfoFactory();
process.stdout.write(String(memories[0].buffer.byteLength));
mediainfo.close();
