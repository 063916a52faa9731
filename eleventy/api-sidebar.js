// Loads the `api` sidebar written by scripts/build-api.js next to the generated API pages.
import fs from "node:fs";
import path from "node:path";

/** @param {string} apiDir absolute path of `site/api` */
export function loadApiSidebar(apiDir) {
  const file = path.join(apiDir, "sidebar.json");
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: run "npm run build:api" (or "npm run build") first`);
  }
  return JSON.parse(fs.readFileSync(file, "utf8"));
}
