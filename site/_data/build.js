// Facts computed at build time: the installed library version and the MediaInfoLib version it
// bundles, the client bundle's hashed file names, the inline scripts and the Content Security
// Policy that allows them.
import { SERVICE_WORKER_PATH } from "../../contract/offline.js";
import { readManifest } from "../../eleventy/manifests.js";
import { MANIFEST_PATH, themeColour } from "../../eleventy/app-manifest.js";
import { installedVersion } from "../../eleventy/release-notice.js";
import { latestRelease } from "../../eleventy/releases.js";
import {
  contentSecurityPolicy,
  inlineScripts,
  workerContentSecurityPolicy,
} from "../../eleventy/inline-scripts.js";
import { sandboxHeaderPolicy } from "../../components/playground/build/sandbox-page.js";

/** @param {{ site: any }} data the global data, with the checked config */
export default function build({ site }) {
  return {
    wrapperVersion: installedVersion() ?? "Unknown",
    // MediaInfoLib as the latest documented release states it (config/site.js docs.versions).
    libraryVersion: latestRelease(site)?.mediaInfoLib ?? "Unknown",
    client: readManifest("client"),
    inlineScripts: inlineScripts(site),
    csp: contentSecurityPolicy(site),
    workerCsp: workerContentSecurityPolicy(),
    sandboxCsp: sandboxHeaderPolicy(),
    // The offline worker's URL when the site ships one, the app manifest and the browser's colours.
    serviceWorker: site.offline ? SERVICE_WORKER_PATH : null,
    appManifest: MANIFEST_PATH,
    themeColour: themeColour("color-bg"),
  };
}
