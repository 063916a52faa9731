// What the field index pages and the demo know about each release's fields. The catalogue is
// written by scripts/build-api.js from the release's type definitions (components/api-reference/build/field-catalogue.js:
// site/api/fields.json for the latest, site/<version>/api/fields.json for an older release), with
// one real example value per field where the library fills it on the sample files (the release's
// fieldExamples.json, `npm run field-examples`; an older release's are frozen in
// site/<version>/facts) and its history note ("Since 0.3.5") from site/_data/apiHistory.json (`npm
// run api-history`), as the history stood at that release. Missing means the API step did not
// run: say so.
import fs from "node:fs";
import path from "node:path";
import { notesOf, noteText } from "../contract/api-history.js";
import { FIELD_INDEX_URL } from "../contract/routes.js";
import { groupDisplayForms } from "../components/api-reference/build/field-forms.js";
import {
  apiReleases,
  factsFilesOf,
  releaseFacts,
} from "../components/api-reference/build/releases.js";
import { keptUntilChanged } from "./kept-until-changed.js";

/** @typedef {import("../components/api-reference/build/releases.js").ApiRelease} ApiRelease */
/** @typedef {ReturnType<typeof readCatalogue>} Catalogue */

const fileOf = (/** @type {ApiRelease} */ release) =>
  path.posix.join(release.apiDir, "fields.json");

// Several data files ask for a release's catalogue on every build; it is read again only when one
// of its files changed.
/** @type {Map<string, () => Catalogue>} */
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

/** @param {ApiRelease} release */
function readCatalogue(release) {
  /** @type {import("../components/api-reference/build/field-catalogue.js").FieldRecord[]} */
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

/** The track types a catalogue's fields belong to, for the track-type filter. @param {Catalogue} catalogue */
export const trackTypesOf = (catalogue) =>
  [
    ...new Set(
      catalogue.flatMap((field) => field.tracks.map(({ track }) => track.replace(/Track$/, ""))),
    ),
  ].sort();

const byReach = (a, b) => b.tracks.length - a.tracks.length;

/**
 * The index's entries: the catalogue with display forms (`X_String3`) under their base field. A
 * field worded differently per track type shows the wording most track types share, and any
 * wording we corrected, and names the other track types, whose wording is on their track pages:
 * this keeps the index light.
 * @param {Catalogue} catalogue
 */
export const fieldEntriesOf = (catalogue) =>
  groupDisplayForms(catalogue).map((field) => {
    const [main, ...others] = [...field.descriptions].sort(byReach);
    const shown = main ? [main, ...others.filter((other) => other.upstream)] : [];
    const elsewhere = others.filter((other) => !other.upstream).flatMap((other) => other.tracks);
    return {
      ...field,
      shown,
      elsewhere: elsewhere.sort().map((track) => track.replace(/Track$/, "")),
    };
  });

/**
 * The common-fields table: each curated field (the release's fieldCommon.json) with its type from
 * the catalogue and an example value from the corpus, for the track type the row is about.
 * @param {ApiRelease} release @param {Catalogue} catalogue the release's
 */
export function commonFieldsOf(release, catalogue) {
  const { common, examples } = releaseFacts(release);
  const types = new Map(catalogue.map((field) => [field.name, field.type]));
  return common.fields.map((row) => {
    if (!types.has(row.field))
      throw new Error(`common field ${row.field} is not in the ${release.version} catalogue`);
    return { ...row, type: types.get(row.field), example: examples[row.track]?.[row.field] };
  });
}

/**
 * The guides that send readers to a field: every link to a field index entry in the release's
 * guides, so an entry can link back to the task it answers. Field name → [{ title, url }].
 * @param {ApiRelease} release
 */
export function guidesUsingFields(release) {
  const dir = `site${release.prefix}/docs/guides`;
  /** @type {Map<string, { title: string, url: string }[]>} */
  const used = new Map();
  if (!fs.existsSync(dir)) return used;
  for (const name of fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".md"))
    .sort()) {
    const text = fs.readFileSync(path.join(dir, name), "utf8");
    const title = text.match(/^title: (.*)$/m)?.[1] ?? name;
    const guide = { title, url: `${release.prefix}/docs/guides/${name.replace(/\.md$/, "")}/` };
    for (const [, field] of text.matchAll(/\]\((?:\/[\d.]+)?\/api\/fields\/#(\w+)\)/g))
      if (!used.get(field)?.includes(guide)) used.set(field, [...(used.get(field) ?? []), guide]);
  }
  return used;
}

/** One field index per documented release, the latest first. */
export const fieldIndexes = () =>
  apiReleases().map((release) => {
    const catalogue = fieldCatalogueOf(release);
    const guides = guidesUsingFields(release);
    return {
      version: release.version,
      url: `${release.prefix}${FIELD_INDEX_URL}`,
      count: catalogue.length,
      entries: fieldEntriesOf(catalogue).map((entry) => ({
        ...entry,
        usedIn: guides.get(entry.name) ?? [],
      })),
      common: commonFieldsOf(release, catalogue),
      trackTypes: trackTypesOf(catalogue),
    };
  });
