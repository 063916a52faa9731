// Data for the demo page: the hashed URLs of the analysis worker and MediaInfoLib's WASM, written
// by scripts/build-demo.js (which `npm run build` runs before Eleventy).
import fs from "node:fs";

const MANIFEST = ".cache/demo-manifest.json";

export default function () {
  if (!fs.existsSync(MANIFEST)) {
    throw new Error(`${MANIFEST} is missing: run "node scripts/build-demo.js" (or "npm run build") first`);
  }
  return { demoAssets: JSON.parse(fs.readFileSync(MANIFEST, "utf8")) };
}
