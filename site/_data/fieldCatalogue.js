// The field catalogue for the field index page and the demo: written by scripts/build-api.js from
// the type definitions (scripts/api/field-catalogue.js), with one real example value per field where
// the library fills it on the sample files (site/_data/fieldExamples.json, `npm run field-examples`).
// Missing means the API step did not run: say so. Each field also gets its history note ("Since
// 0.3.5"), from site/_data/apiHistory.json (`npm run api-history`).
import fs from "node:fs";
import { notesOf, noteText } from "../../components/api-changes/history.js";
import { keptUntilChanged } from "../../eleventy/kept-until-changed.js";

const FILE = "site/api/fields.json";
const EXAMPLES = "site/_data/fieldExamples.json";
const HISTORY = "site/_data/apiHistory.json";

// Five data files ask for it on every build; it is read again only when one of its files changed.
const keptCatalogue = keptUntilChanged(() => ({
  value: readCatalogue(),
  files: [FILE, EXAMPLES, HISTORY],
}));

export default function fieldCatalogue() {
  if (!fs.existsSync(FILE))
    throw new Error(`${FILE} is missing: run "npm run build:api" (npm run build does it first)`);
  return keptCatalogue();
}

function readCatalogue() {
  /** @type {import("../../scripts/api/field-catalogue.js").FieldRecord[]} */
  const catalogue = JSON.parse(fs.readFileSync(FILE, "utf8"));
  /** @type {Record<string, Record<string, { value: string, file: string }>>} */
  const examples = JSON.parse(fs.readFileSync(EXAMPLES, "utf8"));
  const history = JSON.parse(fs.readFileSync(HISTORY, "utf8"));
  return catalogue.map((field) => {
    const type = field.tracks
      .map(({ track }) => track.replace(/Track$/, ""))
      .find((name) => examples[name]?.[field.name]);
    const withHistory = { ...field, history: noteText(notesOf(history, "fields", field.name)) };
    return type
      ? { ...withHistory, example: { ...examples[type][field.name], track: type } }
      : withHistory;
  });
}
