// What the coding assistants' files (components/agents) need from the build, per documented
// release: its facts (MediaInfoLib, the oldest Node.js it runs on, its installed package) and its
// fields with type, unit, description, history, example and track types, for the local docs server.
import fs from "node:fs";
import path from "node:path";
import { fieldCatalogueOf } from "./field-index.js";
import { apiReleases, releaseFacts } from "../components/api-reference/build/releases.js";
import { readReleaseData } from "./release-data.js";
import { FACTS } from "./release-notice.js";
import { FIELD_INDEX_URL } from "../contract/routes.js";

/** The oldest Node.js major a release runs on, from its hand-checked facts. */
const NODE_MAJOR = { runsOnNode20: 20, otherwise: 22 };

/**
 * Whether `release` runs on Node.js 20: the latest's checked fact, or for an older release the
 * opposite of what its notice says newer releases changed (its frozen facts.json).
 * @param {import("./releases.js").Release} release @param {boolean} latestValue
 */
function runsOnNode20(release, latestValue) {
  if (release.isLatest) return latestValue;
  const file = path.join("site", release.version, "facts.json");
  const differs = JSON.parse(fs.readFileSync(file, "utf8")).releaseNotice?.differs?.runsOnNode20;
  if (!differs) return latestValue;
  return differs.now !== FACTS.runsOnNode20.true;
}

/** Every documented release as the assistants' files state it, the latest first. @param {any} site */
export function agentReleases(site) {
  const latestValue = readReleaseData().documented.checked.runsOnNode20;
  return apiReleases(site).map((release) => ({
    version: release.version,
    mediaInfoLib: release.mediaInfoLib,
    prefix: release.prefix,
    isLatest: release.isLatest,
    packageDir: release.packageDir,
    nodeMajor: runsOnNode20(release, latestValue) ? NODE_MAJOR.runsOnNode20 : NODE_MAJOR.otherwise,
    fields: () => fieldRecords(release),
  }));
}

/**
 * The fields of `release`, one record each: the units are the measured ones of its common-fields
 * table and unit corrections; any other field's unit is what its description says.
 * @param {import("../components/api-reference/build/releases.js").ApiRelease} release
 */
function fieldRecords(release) {
  const { common, corrections } = releaseFacts(release);
  const unitOf = (/** @type {string} */ name, /** @type {string} */ track) =>
    common.fields.find((row) => row.field === name && row.track === track)?.unit ??
    corrections.find((item) => item.field === name && item.tracks.includes(track))?.unit ??
    null;
  return fieldCatalogueOf(release).map((field) => {
    const tracks = field.tracks.map(({ track }) => track.replace(/Track$/, ""));
    const units = Object.fromEntries(
      tracks.flatMap((track) => {
        const unit = unitOf(field.name, track);
        return unit ? [[track, unit]] : [];
      }),
    );
    return {
      name: field.name,
      type: field.type,
      tracks,
      units,
      descriptions: field.descriptions.map(({ text, tracks: on, upstream }) => ({
        text,
        tracks: on.map((track) => track.replace(/Track$/, "")),
        ...(upstream ? { upstream } : {}),
      })),
      history: field.history || null,
      example: "example" in field ? field.example : null,
      url: `${release.prefix}${FIELD_INDEX_URL}#${field.name}`,
      trackPages: field.tracks.map(({ href }) => href),
    };
  });
}
