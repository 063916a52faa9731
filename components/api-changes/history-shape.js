// Whether a fetched API history has the shape the release picker reads: the asset is a separate
// file, so a stale cache, a proxy's error page or a hand edit can hand it anything.

const VERSION = /^\d+\.\d+\.\d+$/;

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);

/** @param {unknown} value */
const isVersionList = (value) =>
  Array.isArray(value) && value.every((item) => typeof item === "string" && VERSION.test(item));

/** @param {unknown} event */
const isEvent = (event) =>
  Array.isArray(event) &&
  event.length === 2 &&
  typeof event[0] === "string" &&
  VERSION.test(event[0]) &&
  (typeof event[1] === "string" || event[1] === null);

/**
 * What is wrong with `value` as a history, in words, or null when the picker can read it.
 * @param {unknown} value
 * @returns {string | null}
 */
export function historyProblem(value) {
  if (!isObject(value)) return "it is not an object";
  for (const list of ["releases", "untyped", "missing"]) {
    if (!isVersionList(value[list])) return `"${list}" is not a list of release numbers`;
  }
  if (/** @type {string[]} */ (value.releases).length === 0) return `"releases" is empty`;
  for (const kind of ["api", "options", "fields"]) {
    const items = value[kind];
    if (!isObject(items)) return `"${kind}" is not an object`;
    for (const [name, events] of Object.entries(items)) {
      if (!Array.isArray(events) || events.length === 0 || !events.every(isEvent))
        return `"${kind}" entry "${name.slice(0, 60)}" is not a list of [release, type] events`;
    }
  }
  return null;
}
