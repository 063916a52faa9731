// Reading the API history (site/_data/apiHistory.json, written by `npm run api-history`): what
// existed at a release, what changed between two releases, and the "Since …" and "changed in …"
// notes of one item. Plain ESM for both the build (pages, field index, Upgrading) and the browser
// (the release picker of /api/changes/).

/** @typedef {[release: string, type: string | null][]} Events */
/**
 * @typedef {{ documented: string, releases: string[], untyped: string[], missing: string[],
 *   api: Record<string, Events>, options: Record<string, Events>, fields: Record<string, Events> }} History
 */
/** @typedef {"api" | "options" | "fields"} Kind */

/**
 * Interfaces whose members are the fields of a track: the track types of 0.3.x (`VideoTrack`, …,
 * and `BaseTrack`, which they extend) and 0.2.x's one `TrackType`.
 */
export const isTrackInterface = (/** @type {string} */ name) =>
  /^(\w*Track|TrackType)$/.test(name) && name !== "Track";

/** The factory's options interface, whatever a release called it (0.1.x `MediaInfoOptions`). */
export const isOptionsInterface = (/** @type {string} */ name) =>
  name === "MediaInfoOptions" || name === "MediaInfoFactoryOptions";

/**
 * Where the history keeps a member of `owner` (null for a top-level export): as a field, an
 * option, or "Owner.member" in the API.
 * @param {string | null} owner
 * @param {string} name
 * @returns {[Kind, string]}
 */
export function historyKey(owner, name) {
  if (owner && isTrackInterface(owner)) return ["fields", name];
  if (owner && isOptionsInterface(owner)) return ["options", name];
  return ["api", owner ? `${owner}.${name}` : name];
}

/** `0.3.10` after `0.3.9`. @param {string} a @param {string} b */
export const compareVersions = (a, b) => {
  const [x, y] = [a, b].map((version) => version.split(".").map(Number));
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};

/**
 * The releases whose type definitions hold items of `kind`, oldest first: every typed release,
 * except that fields start with the first release that typed them.
 * @param {History} history
 * @param {Kind} kind
 */
export function releasesOf(history, kind) {
  if (kind !== "fields") return history.releases;
  // Asked once per field on pages listing hundreds of them: worked out once per history.
  let fieldReleases = fieldReleasesOf.get(history);
  if (!fieldReleases) {
    const first = Object.values(history.fields)
      .map((events) => events[0][0])
      .sort(compareVersions)[0];
    fieldReleases = history.releases.filter((release) => compareVersions(release, first) >= 0);
    fieldReleasesOf.set(history, fieldReleases);
  }
  return fieldReleases;
}
/** @type {WeakMap<History, string[]>} */
const fieldReleasesOf = new WeakMap();

/**
 * The history as it stood at `release`: the releases up to it, and every item's events up to it
 * (items that came later left out). An older release's pages read this, so their notes name no
 * release after the one they document.
 * @param {History} history
 * @param {string} release
 * @returns {History}
 */
export function historyAt(history, release) {
  const upTo = (/** @type {string} */ other) => compareVersions(other, release) <= 0;
  /** @param {Record<string, Events>} items */
  const itemsUpTo = (items) =>
    Object.fromEntries(
      Object.entries(items).flatMap(([name, events]) => {
        const kept = events.filter(([when]) => upTo(when));
        return kept.length > 0 ? [[name, kept]] : [];
      }),
    );
  return {
    ...history,
    documented: release,
    releases: history.releases.filter(upTo),
    untyped: history.untyped.filter(upTo),
    missing: history.missing.filter(upTo),
    api: itemsUpTo(history.api),
    options: itemsUpTo(history.options),
    fields: itemsUpTo(history.fields),
  };
}

/**
 * When something happened at `release`, as precisely as the releases read allow: "0.3.6", or
 * "0.3.0–0.3.2" when the releases after the previous one read (0.3.0 and 0.3.1 here) are not on
 * the registry, so it happened in one of them or in 0.3.2.
 * @param {History} history
 * @param {Kind} kind
 * @param {string} release
 */
export function whenLabel(history, kind, release) {
  const read = releasesOf(history, kind);
  const previous = read[read.indexOf(release) - 1];
  const unread = [...history.missing, ...history.untyped]
    .filter(
      (other) =>
        compareVersions(other, release) < 0 && (!previous || compareVersions(other, previous) > 0),
    )
    .sort(compareVersions);
  return unread.length > 0 ? `${unread[0]}–${release}` : release;
}

/**
 * An item's notes: since when it exists (null when it was there in the first release read), when
 * its type changed, and when it went away.
 * @param {History} history
 * @param {Kind} kind
 * @param {string} name
 */
export function notesOf(history, kind, name) {
  const events = history[kind][name];
  if (!events) return null;
  const first = releasesOf(history, kind)[0];
  const [[appeared], ...later] = events;
  return {
    since: appeared === first ? null : whenLabel(history, kind, appeared),
    changed: later
      .filter(([, type]) => type !== null)
      .map(([release, type]) => ({
        when: whenLabel(history, kind, release),
        type: /** @type {string} */ (type),
      })),
    removed:
      later
        .filter(([, type]) => type === null)
        .map(([release]) => whenLabel(history, kind, release))
        .at(-1) ?? null,
  };
}

/**
 * One line for a page: "Since 0.3.6", "Since 0.1.4 · changed in 0.2.0–0.2.1, 0.3.0–0.3.2", or null
 * when the item was in the first release read and never changed.
 * @param {ReturnType<typeof notesOf>} notes
 */
export function noteText(notes) {
  if (!notes) return null;
  const parts = [];
  if (notes.since) parts.push(`Since ${notes.since}`);
  if (notes.changed.length > 0)
    parts.push(
      `${parts.length > 0 ? "changed" : "Changed"} in ${notes.changed.map((change) => change.when).join(", ")}`,
    );
  return parts.length > 0 ? parts.join(" · ") : null;
}

/** The state of every item at `release` (absent items left out). @param {Record<string, Events>} items @param {string} release */
export function stateAt(items, release) {
  /** @type {Map<string, string>} */
  const state = new Map();
  for (const [name, events] of Object.entries(items)) {
    let type = null;
    for (const [when, next] of events) if (compareVersions(when, release) <= 0) type = next;
    if (type !== null) state.set(name, type);
  }
  return state;
}

/**
 * What changed from one release to another: names added, removed, and changed with both types.
 * @param {Record<string, Events>} items
 * @param {string} from
 * @param {string} to
 */
export function changesBetween(items, from, to) {
  const before = stateAt(items, from);
  const after = stateAt(items, to);
  return {
    added: [...after.keys()].filter((name) => !before.has(name)),
    removed: [...before.keys()].filter((name) => !after.has(name)),
    changed: [...after]
      .filter(([name, type]) => before.has(name) && before.get(name) !== type)
      .map(([name, to]) => ({ name, from: /** @type {string} */ (before.get(name)), to })),
  };
}
