// The license of the installed mediainfo.js package, read at build time so /license/ always
// shows the text that ships with the version we document.
import fs from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

export default function libraryLicense() {
  const packageJson = require.resolve("mediainfo.js/package.json");
  const { license, version } = JSON.parse(fs.readFileSync(packageJson, "utf8"));
  const text = fs.readFileSync(new URL("LICENSE.txt", `file://${packageJson}`), "utf8").trim();
  return { spdx: license, version, text };
}
