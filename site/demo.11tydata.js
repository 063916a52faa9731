// Data for the demo page: the hashed URLs of the analysis worker and MediaInfoLib's WASM, written
// by scripts/build-bundles.js (which `npm run build` runs before Eleventy).
import { readManifest } from "../scripts/build-manifests.js";

export default function () {
  return { demoAssets: readManifest("demo") };
}
