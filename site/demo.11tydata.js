// Data for the demo page: one analysis engine per documented release (the latest first), each the
// hashed URLs of its worker and MediaInfoLib's WASM that scripts/build-bundles.js wrote (`npm run
// build` runs it before Eleventy), the sample files, and the analysis watchdog's window. Each
// engine also names the playground example its code panel's page code opens as: the Usage page's
// analyse-file.js of that release, which is the demo's page snippet with the default options.
import { documentedReleases } from "../eleventy/releases.js";
import { readManifest } from "../eleventy/manifests.js";
import { WATCHDOG_MS } from "../components/media-demo/build/watchdog.js";
import { demoModules } from "../components/media-demo/build/snippet-hints.js";
import { exampleId } from "../components/playground/build/examples.js";
import { PLAYGROUND_PATH, SHARED_CODE_PREFIX } from "../components/playground/names.js";

const USAGE_PAGE = "docs/getting-started/usage.md";
const USAGE_TITLE = "analyse-file.js";

/** @param {{ site: Parameters<typeof documentedReleases>[0] }} data the global data, with the checked config */
export default async function ({ site }) {
  const { engines: built, samples } = readManifest("demo");
  const { snippetFor, LIBRARY_DEFAULTS } = await demoModules();
  const pageCode = snippetFor("browser", { format: "object", ...LIBRARY_DEFAULTS });
  const engines = documentedReleases(site).map(({ version, mediaInfoLib, isLatest, prefix }) => {
    const urls = built?.[version];
    if (!urls)
      throw new Error(
        `the demo has no engine for mediainfo.js ${version}: run "npm run build:bundles"`,
      );
    const usage = `./site${prefix}/${USAGE_PAGE}`;
    const playground = {
      example: exampleId({ inputPath: usage, title: USAGE_TITLE, code: pageCode }),
      linkPrefix: PLAYGROUND_PATH + SHARED_CODE_PREFIX,
    };
    return {
      version,
      mediaInfoLib,
      isLatest,
      workerUrl: urls.worker,
      wasmUrl: urls.wasm,
      playground,
    };
  });
  const older = engines.filter((engine) => !engine.isLatest).map((engine) => engine.version);
  const watchdogSeconds = WATCHDOG_MS / 1000;
  return { demoAssets: { engines, older, samples, watchdogSeconds } };
}
