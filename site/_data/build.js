// Facts computed at build time: the installed library version, the client bundle's hashed
// file names, the inline scripts and the Content Security Policy that allows them.
import { readManifest } from "../../scripts/build-manifests.js";
import { installedVersion } from "../../eleventy/release-notice.js";
import {
  contentSecurityPolicy,
  inlineScripts,
  workerContentSecurityPolicy,
} from "../../eleventy/inline-scripts.js";

/** @param {{ site: any }} data the global data, with the checked config */
export default function build({ site }) {
  return {
    wrapperVersion: installedVersion() ?? "Unknown",
    libraryVersion: site.libraryVersion ?? "Unknown",
    client: readManifest("client"),
    inlineScripts: inlineScripts(site),
    csp: contentSecurityPolicy(site),
    workerCsp: workerContentSecurityPolicy(),
  };
}
