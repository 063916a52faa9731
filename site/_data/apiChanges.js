// What /api/changes/ lists without JavaScript: for each release read before the documented one,
// what was added, removed and changed since, in the API, the options and the fields, each item
// linked where it still exists. The history is site/_data/apiHistory.json (`npm run api-history`).
import path from "node:path";
import {
  changesBetween,
  compareVersions,
  releasesOf,
  whenLabel,
} from "../../contract/api-history.js";
import { apiLinks } from "../../components/api-reference/build/api-links.js";
import { API_CHANGES_URL, FIELD_INDEX_URL } from "../../contract/routes.js";
import apiHistory from "./apiHistory.json" with { type: "json" };

/** @typedef {import("../../contract/api-history.js").History} History */
/** @typedef {import("../../contract/api-history.js").Kind} Kind */

const KINDS = /** @type {const} */ ([
  ["api", "API"],
  ["options", "Options"],
  ["fields", "Fields"],
]);
/** What an item of each kind is called in a list of removals (API names need no label). */
const LABELS = { api: null, options: "option", fields: "field" };

export default function apiChanges() {
  const history = /** @type {History} */ (/** @type {unknown} */ (apiHistory));
  const links = apiLinks(path.resolve("site/api"));
  /** @type {Record<Kind, (name: string) => string | undefined>} */
  const linkOf = {
    api: (name) => links.get(name),
    options: (name) => links.get(`MediaInfoFactoryOptions.${name}`),
    fields: (name) =>
      history.fields[name]?.at(-1)?.[1] !== null ? `${FIELD_INDEX_URL}#${name}` : undefined,
  };
  const older = history.releases.filter((release) => release !== history.documented).reverse();
  const pairs = older.map((from) => ({
    from,
    to: history.documented,
    count: KINDS.filter(([kind]) => releasesOf(history, kind).includes(from))
      .map(([kind]) => changesBetween(history[kind], from, history.documented))
      .reduce(
        (sum, { added, removed, changed }) => sum + added.length + removed.length + changed.length,
        0,
      ),
    kinds: KINDS.map(([kind, title]) => {
      if (!releasesOf(history, kind).includes(from)) return { kind, title, untyped: true };
      const { added, removed, changed } = changesBetween(history[kind], from, history.documented);
      const linked = (/** @type {string} */ name) => ({ name, href: linkOf[kind](name) });
      return {
        kind,
        title,
        added: added.map(linked),
        removed: removed.map(linked),
        changed: changed.map((change) => ({
          ...linked(change.name),
          from: change.from,
          to: change.to,
        })),
      };
    }),
  }));
  return {
    url: API_CHANGES_URL,
    documented: history.documented,
    releases: history.releases,
    untyped: history.untyped,
    missing: history.missing,
    pairs,
    removals: removalsOf(history),
  };
}

/**
 * What releases took away for good, newest first, for the Upgrading guide: each item whose last
 * event is its removal, under when that happened.
 * @param {History} history
 */
function removalsOf(history) {
  /** @type {Map<string, { release: string, items: { label: string | null, name: string }[] }>} */
  const removals = new Map();
  for (const [kind] of KINDS) {
    for (const [name, events] of Object.entries(history[kind])) {
      const [release, type] = /** @type {[string, string | null]} */ (events.at(-1));
      if (type !== null) continue;
      const when = whenLabel(history, kind, release);
      const group = removals.get(when) ?? { release, items: [] };
      group.items.push({ label: LABELS[kind], name });
      removals.set(when, group);
    }
  }
  return [...removals]
    .sort(([, a], [, b]) => compareVersions(b.release, a.release))
    .map(([when, { items }]) => ({ when, items }));
}
