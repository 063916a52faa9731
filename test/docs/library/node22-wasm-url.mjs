// Creates an instance whose locateFile returns an http URL, under Node.js 22, and prints how that
// went (test/docs/library/library-behaviour.test.ts captures the message). Nothing is fetched: in Node.js
// the library reads the WebAssembly file with the fs module, so the URL is taken as a file path.
import mediaInfoFactory from "mediainfo.js";

mediaInfoFactory({ locateFile: () => "http://localhost:8080/assets/MediaInfoModule.wasm" }).then(
  (mediainfo) => {
    console.log("created");
    mediainfo.close();
  },
  (error) => console.log(String(error)),
);
