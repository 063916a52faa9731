// Facts computed at build time: the installed library version, the client bundle's hashed
// file names, the inline scripts and the Content Security Policy that allows them.
import fs from "node:fs";
import { createRequire } from "node:module";
import site from "./site.js";
import { contentSecurityPolicy, inlineScripts } from "../../eleventy/inline-scripts.js";

const require = createRequire(import.meta.url);
const MANIFEST = ".cache/client-manifest.json";

function readClientManifest() {
  if (!fs.existsSync(MANIFEST)) {
    throw new Error(`${MANIFEST} is missing: run "npm run build:client" (or "npm run build") first`);
  }
  return JSON.parse(fs.readFileSync(MANIFEST, "utf8"));
}

export default function build() {
  return {
    wrapperVersion: require("mediainfo.js/package.json").version ?? "Unknown",
    libraryVersion: site.libraryVersion ?? "Unknown",
    client: readClientManifest(),
    inlineScripts: inlineScripts(site),
    csp: contentSecurityPolicy(site),
  };
}
