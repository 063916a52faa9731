// Prints, as JSON, the tracks of each file named on the command line as the installed mediainfo.js
// gives them (scripts/corpus/analyse-tracks.js). Run by the tests under each Node.js the documented
// release runs on (test/docs/corpus/corpus-runs.ts).
import fs from "node:fs";
import path from "node:path";
import mediaInfoFactory from "mediainfo.js";
import { analyseTracks } from "../../../scripts/corpus/analyse-tracks.js";

const files = process.argv
  .slice(2)
  .map((file) => ({ name: path.basename(file), data: new Uint8Array(fs.readFileSync(file)) }));
process.stdout.write(JSON.stringify(await analyseTracks(mediaInfoFactory, files)));
