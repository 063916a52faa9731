// A JSON file the browser fetches, as a hashed asset (`/assets/{name}.{hash}.json`): hosts cache it
// for good, like the bundles. site/_data/jsonAssets.js lists them; site/json-assets.11ty.js writes them.
import crypto from "node:crypto";

/**
 * @param {string} name @param {unknown} value
 * @returns {{ url: string, json: string }}
 */
export function jsonAsset(name, value) {
  const json = JSON.stringify(value);
  const hash = crypto.createHash("sha256").update(json).digest("hex").slice(0, 10);
  return { url: `/assets/${name}.${hash}.json`, json };
}
