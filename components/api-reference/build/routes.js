// The routes the API reference must have, and the check scripts/build-api.js runs on
// the generated Markdown so a TypeDoc change cannot silently drop a page.
import fs from "node:fs";
import path from "node:path";

export const API_INTERFACES = [
  "AudioTrack",
  "BaseTrack",
  "CreationInfo",
  "GeneralTrack",
  "ImageTrack",
  "Media",
  "MediaInfoFactoryOptions",
  "MediaInfoResult",
  "MenuTrack",
  "OtherTrack",
  "ResultMap",
  "TextTrack",
  "VideoTrack",
];

/**
 * Generated routes of the reference at `root` (`/api/`, or an older release's `/0.3.6/api/`);
 * /api/changelog/ comes from site/changelog.md, not from TypeDoc.
 */
export const generatedApiRoutes = (root = "/api/") => [
  root,
  `${root}class/MediaInfo/`,
  `${root}function/isTrackType/`,
  `${root}function/mediaInfoFactory/`,
  ...API_INTERFACES.map((name) => `${root}interface/${name}/`),
];

/** Permalinks found in the front matter of the Markdown files under `dir`. */
export function generatedRoutes(dir) {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".md"))
    .map(
      (file) => fs.readFileSync(path.join(dir, file), "utf8").match(/^permalink: "([^"]+)"$/m)?.[1],
    )
    .filter(Boolean);
}

/** Expected routes that no generated file has. */
export function missingRoutes(dir, expected = generatedApiRoutes()) {
  const found = new Set(generatedRoutes(dir));
  return expected.filter((route) => !found.has(route));
}
