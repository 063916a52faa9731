// The field catalogue for the field index page and the demo: written by scripts/build-api.js from
// the type definitions (eleventy/field-catalogue.js). Missing means the API step did not run: say so.
import fs from "node:fs";

const FILE = "site/api/fields.json";

export default function fieldCatalogue() {
  if (!fs.existsSync(FILE)) throw new Error(`${FILE} is missing: run "npm run build:api" (npm run build does it first)`);
  return JSON.parse(fs.readFileSync(FILE, "utf8"));
}
