// Creates an instance with the package in the folder given as argument and prints how that went:
// run by the machine's Node.js 20, which runs the latest release but could not compile the older
// one's WebAssembly (test/docs/library/library-behaviour.test.ts captures the message).
import path from "node:path";
import { pathToFileURL } from "node:url";

const entry = pathToFileURL(path.join(process.argv[2], "dist/esm/index.js")).href;
const { default: mediaInfoFactory } = await import(entry);

mediaInfoFactory().then(
  (mediainfo) => {
    console.log("created");
    mediainfo.close();
  },
  (error) => console.log(String(error)),
);
