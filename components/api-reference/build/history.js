// The history of mediainfo.js's public API and of its result fields across releases, read from each
// release's published type definitions: for every export and member, and every field of a track
// type, the releases where it appeared, changed type or went away.
import { apiSurface } from "./api-surface.js";
import { isOptionsInterface, isTrackInterface } from "../../../contract/api-history.js";

const OPTIONAL = " (optional)";

/**
 * One type for a field the track types declare separately (`@type` is `"Audio"` on AudioTrack,
 * `"Video"` on VideoTrack…): the union of their types, members sorted, optional if all are.
 * @param {Set<string>} types
 */
function unionOf(types) {
  const parts = new Set([...types].flatMap((type) => type.replace(OPTIONAL, "").split(" | ")));
  const isOptional = [...types].every((type) => type.endsWith(OPTIONAL));
  return [...parts].sort().join(" | ") + (isOptional ? OPTIONAL : "");
}

/**
 * One release's API, options and fields. API: "Name" → kind or type, "Name.member" → type, as the
 * compiler prints them. Options: each member of the options interface, by its name alone, since
 * the interface was renamed. Fields: each member of the track types, by name, with its type.
 * @param {Map<string, string>} surface from apiSurface()
 */
export function splitSurface(surface) {
  const api = /** @type {Map<string, string>} */ (new Map());
  const options = /** @type {Map<string, string>} */ (new Map());
  const fields = /** @type {Map<string, Set<string>>} */ (new Map());
  for (const [key, type] of surface) {
    const dot = key.indexOf(".");
    const owner = dot === -1 ? key : key.slice(0, dot);
    const member = key.slice(dot + 1);
    if (dot !== -1 && isTrackInterface(owner))
      fields.set(member, (fields.get(member) ?? new Set()).add(type));
    else api.set(key, type);
    if (dot !== -1 && isOptionsInterface(owner)) options.set(member, type);
  }
  return {
    api,
    options,
    fields: new Map([...fields].map(([name, types]) => [name, unionOf(types)])),
  };
}

/**
 * @typedef {[release: string, type: string | null][]} Events what happened to one item, oldest
 *   first: it appeared with a type, its type changed, or it went away (null)
 * @typedef {{ releases: string[], api: Record<string, Events>, options: Record<string, Events>, fields: Record<string, Events> }} History
 */

/**
 * The events of every item over releases given oldest first.
 * @param {{ release: string, items: Map<string, string> }[]} snapshots
 * @returns {Record<string, Events>} sorted by name, so the same input gives the same file
 */
export function eventsOf(snapshots) {
  const events = /** @type {Map<string, Events>} */ (new Map());
  let previous = /** @type {Map<string, string>} */ (new Map());
  for (const { release, items } of snapshots) {
    for (const [name, type] of items) {
      if (previous.get(name) === type) continue;
      const list = events.get(name) ?? [];
      list.push([release, type]);
      events.set(name, list);
    }
    for (const name of previous.keys())
      if (!items.has(name)) events.get(name)?.push([release, null]);
    previous = items;
  }
  return Object.fromEntries([...events].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * The history over the releases' package folders, oldest first. Releases whose type definitions
 * hold no fields (0.1.x typed a track as any record) count for the API only.
 * @param {{ release: string, dir: string }[]} packages
 * @returns {History}
 */
export function buildHistory(packages) {
  const split = packages.map(({ release, dir }) => ({ release, ...splitSurface(apiSurface(dir)) }));
  const withFields = split.filter((snapshot) => snapshot.fields.size > 0);
  return {
    releases: split.map((snapshot) => snapshot.release),
    api: eventsOf(split.map(({ release, api }) => ({ release, items: api }))),
    options: eventsOf(split.map(({ release, options }) => ({ release, items: options }))),
    fields: eventsOf(withFields.map(({ release, fields }) => ({ release, items: fields }))),
  };
}
