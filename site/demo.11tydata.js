// Data for the demo page: one analysis engine per documented release (the latest first), each the
// hashed URLs of its worker and MediaInfoLib's WASM that scripts/build-bundles.js wrote (`npm run
// build` runs it before Eleventy), the sample files, and the analysis watchdog's window.
import { documentedReleases } from "../eleventy/releases.js";
import { readManifest } from "../eleventy/manifests.js";
import { WATCHDOG_MS } from "../components/media-demo/build/watchdog.js";

/** @param {{ site: Parameters<typeof documentedReleases>[0] }} data the global data, with the checked config */
export default function ({ site }) {
  const { engines: built, samples } = readManifest("demo");
  const engines = documentedReleases(site).map(({ version, mediaInfoLib, isLatest }) => {
    const urls = built?.[version];
    if (!urls)
      throw new Error(
        `the demo has no engine for mediainfo.js ${version}: run "npm run build:bundles"`,
      );
    return { version, mediaInfoLib, isLatest, workerUrl: urls.worker, wasmUrl: urls.wasm };
  });
  const older = engines.filter((engine) => !engine.isLatest).map((engine) => engine.version);
  const watchdogSeconds = WATCHDOG_MS / 1000;
  return { demoAssets: { engines, older, samples, watchdogSeconds } };
}
