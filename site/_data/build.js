// Facts computed at build time: the installed library version, the client bundle's hashed
// file names, the inline scripts and the Content Security Policy that allows them.
import { createRequire } from "node:module";
import { readManifest } from "../../scripts/build-manifests.js";
import {
  contentSecurityPolicy,
  inlineScripts,
  workerContentSecurityPolicy,
} from "../../eleventy/inline-scripts.js";

const require = createRequire(import.meta.url);

/** @param {{ site: any }} data the global data, with the checked config */
export default function build({ site }) {
  return {
    wrapperVersion: require("mediainfo.js/package.json").version ?? "Unknown",
    libraryVersion: site.libraryVersion ?? "Unknown",
    client: readManifest("client"),
    inlineScripts: inlineScripts(site),
    csp: contentSecurityPolicy(site),
    workerCsp: workerContentSecurityPolicy(),
  };
}
