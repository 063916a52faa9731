// Shared links of the demo, read and made the way the page does (deflate-raw JSON in base64url
// after "#shared="), so tests can check what a link carries and forge tampered ones.
import fs from "node:fs";
import zlib from "node:zlib";

export const SHARE_PREFIX = "#shared=";

/** The version of mediainfo.js the site is built with: what a link must record. */
export const LIBRARY_VERSION: string = JSON.parse(
  fs.readFileSync("node_modules/mediainfo.js/package.json", "utf8"),
).version;

export const fragmentOf = (value: unknown) =>
  SHARE_PREFIX + zlib.deflateRawSync(JSON.stringify(value)).toString("base64url");

/** The payload a shared link carries. */
export function payloadOf(link: string): Record<string, any> {
  const text = new URL(link).hash.slice(SHARE_PREFIX.length);
  return JSON.parse(zlib.inflateRawSync(Buffer.from(text, "base64url")).toString("utf8"));
}
