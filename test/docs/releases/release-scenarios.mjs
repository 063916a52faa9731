// What an earlier mediainfo.js release does where the Upgrading guide says the documented one
// differs, printed as JSON on stdout: whether an instance can be created on this Node.js, and what
// two overlapping analyzeData calls give. Usage: node release-scenarios.mjs <package dir> <mp4> <mp3>
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [packageDir, mp4File, mp3File] = process.argv.slice(2);
const entry = path.join(packageDir, "dist", "esm", "index.js");
const { default: mediaInfoFactory } = await import(pathToFileURL(entry).href);
const reader = (data) => async (size, offset) => {
  await new Promise((resolve) => setTimeout(resolve, 1)); // a file read, as readers do
  return data.subarray(offset, offset + size);
};
const formats = (result) => result.media.track.map((track) => track.Format ?? "").join(", ");
const facts = {};
let mediainfo;
try {
  mediainfo = await mediaInfoFactory();
  facts.instance = "created";
} catch (error) {
  facts.instance = `${error.constructor.name}: ${error.message}`.split("\n")[0];
}
if (mediainfo) {
  const [mp4, mp3] = [fs.readFileSync(mp4File), fs.readFileSync(mp3File)];
  facts.alone = formats(await mediainfo.analyzeData(mp3.length, reader(mp3)));
  facts.overlapping = await Promise.all(
    [mp4, mp3].map((data) =>
      mediainfo.analyzeData(data.length, reader(data)).then(formats, (error) => `${error}`),
    ),
  );
  mediainfo.close();
}
process.stdout.write(JSON.stringify(facts));
