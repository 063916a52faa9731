// The field catalogue for the field index pages and the demo: written by scripts/build-api.js from
// each release's type definitions (scripts/api/field-catalogue.js: site/api/fields.json for the
// latest, site/<version>/api/fields.json for an older release), with one real example value per
// field where the library fills it on the sample files (the release's fieldExamples.json, `npm
// run field-examples`; an older release's are frozen in site/<version>/facts). Missing means the
// API step did not run: say so. Each field also gets its history note ("Since 0.3.5") from
// site/_data/apiHistory.json (`npm run api-history`), as it stood at that release.
import fs from "node:fs";
import path from "node:path";
import { notesOf, noteText } from "../../components/api-changes/history.js";
import { keptUntilChanged } from "../../eleventy/kept-until-changed.js";
import { apiReleases, factsFilesOf, releaseFacts } from "../../scripts/api/releases.js";

/** @typedef {import("../../scripts/api/releases.js").ApiRelease} ApiRelease */

const fileOf = (/** @type {ApiRelease} */ release) => path.posix.join(release.apiDir, "fields.json");

// Several data files ask for a release's catalogue on every build; it is read again only when one
// of its files changed.
/** @type {Map<string, () => ReturnType<typeof readCatalogue>>} */
const kept = new Map();

/** The catalogue of `release`, with examples and history notes. @param {ApiRelease} release */
export function fieldCatalogueOf(release) {
  const file = fileOf(release);
  if (!fs.existsSync(file))
    throw new Error(`${file} is missing: run "npm run build:api" (npm run build does it first)`);
  let read = kept.get(release.version);
  if (!read) {
    read = keptUntilChanged(() => ({
      value: readCatalogue(release),
      files: [file, ...factsFilesOf(release)],
    }));
    kept.set(release.version, read);
  }
  return read();
}

/** The latest release's catalogue (the demo describes the fields of the release it runs). */
export default function fieldCatalogue() {
  return fieldCatalogueOf(apiReleases()[0]);
}

/** @param {ApiRelease} release */
function readCatalogue(release) {
  /** @type {import("../../scripts/api/field-catalogue.js").FieldRecord[]} */
  const catalogue = JSON.parse(fs.readFileSync(fileOf(release), "utf8"));
  const { examples, history } = releaseFacts(release);
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
