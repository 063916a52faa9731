// Creates an instance and prints how that went: run by the machine's Node.js 20, whose engine
// cannot compile mediainfo.js 0.3.6 (test/e2e/library-behaviour.test.ts captures the message).
import mediaInfoFactory from "mediainfo.js";

mediaInfoFactory().then(
  (mediainfo) => {
    console.log("created");
    mediainfo.close();
  },
  (error) => console.log(String(error)),
);
