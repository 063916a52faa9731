// Release history for `npm run upgrade-library`: reads the facts of the upstream CHANGELOG.md
// (conventional-changelog format: versions, dates, sections, scopes, commits, closed issues) and
// adds the missing releases to site/_data/changelog.json in its own layout. Item texts stay empty:
// upstream wording is only printed for review, to be restated in our words.

const RELEASE = /^#{2,3} \[?(\d+\.\d+\.\d+)\]?(?:\([^)]*\))? \((\d{4}-\d{2}-\d{2})\)/;
const SECTION = /^#{3,4} (.+?)\s*$/;
const ITEM = /^\* (?:\*\*([^*]+):\*\* )?(.*)$/;
const COMMIT = /\s*\(\[[0-9a-f]{7,}\]\([^)]*\/commit\/([0-9a-f]{40})\)\)/;
const CLOSES = /,\s*closes\s+(.*)$/;

/**
 * @typedef {{ issue: number, comment?: string }} Closed
 * @typedef {{ scope?: string, text: string, commit?: string, closes?: Closed[] }} Item
 * @typedef {{ title: string, items: Item[] }} Group
 * @typedef {{ version: string, date: string, compare?: string, derived?: boolean, groups?: Group[] }} Release
 */

/** "⚠ BREAKING CHANGES" → "⚠ Breaking Changes": our titles capitalise words, upstream's shout. */
const titleOf = (/** @type {string} */ heading) =>
  heading.replace(/\b[A-Z]{2,}\b/g, (word) => word[0] + word.slice(1).toLowerCase());

/** Every release in an upstream CHANGELOG.md, newest first, with its items' upstream wording.
 * @param {string} markdown @returns {Release[]} */
export function parseUpstreamChangelog(markdown) {
  const releases = /** @type {Release[]} */ ([]);
  /** @type {Group | null} */
  let group = null;
  for (const line of markdown.split("\n")) {
    const release = line.match(RELEASE);
    if (release) {
      const previous = line.match(/compare\/(v[\d.]+\.\.\.v[\d.]+)/);
      releases.push({
        version: release[1],
        date: release[2],
        ...(previous ? { compare: previous[1] } : {}),
      });
      group = null;
      continue;
    }
    const current = releases.at(-1);
    const section = line.match(SECTION);
    if (current && section) {
      group = { title: titleOf(section[1]), items: [] };
      (current.groups ??= []).push(group);
      continue;
    }
    const item = line.match(ITEM);
    if (group && item) group.items.push(parseItem(item[1], item[2]));
  }
  return releases;
}

/** @param {string | undefined} scope @param {string} rest the item after its scope
 * @returns {Item} */
function parseItem(scope, rest) {
  const closes = rest.match(CLOSES);
  const withoutCloses = closes ? rest.slice(0, closes.index) : rest;
  const commit = withoutCloses.match(COMMIT);
  /** @type {Item} */
  const item = {
    ...(scope ? { scope } : {}),
    text: (commit ? withoutCloses.slice(0, commit.index) : withoutCloses).trim(),
  };
  if (commit) item.commit = commit[1];
  if (closes) {
    item.closes = [...closes[1].matchAll(/\[#(\d+)\]\([^)#]*(?:#issuecomment-(\d+))?\)/g)].map(
      (match) => ({
        issue: Number(match[1]),
        ...(match[2] ? { comment: match[2] } : {}),
      }),
    );
  }
  return item;
}

/**
 * The upstream releases after our newest, up to and including `version`, with empty texts.
 * @param {Release[]} upstream @param {string} ourNewest
 * @param {string} version @param {(a: string, b: string) => number} compare
 */
export function releasesToAdd(upstream, ourNewest, version, compare) {
  return upstream
    .filter(
      (release) =>
        compare(release.version, ourNewest) > 0 && compare(release.version, version) <= 0,
    )
    .map((release) => ({
      ...release,
      groups: release.groups?.map((group) => ({
        ...group,
        items: group.items.map((item) => ({ ...item, text: "" })),
      })),
    }));
}

/** A value on one line, spaced as changelog.json is: `{ "issue": 173 }`.
 * @param {unknown} value @returns {string} */
function inline(value) {
  if (Array.isArray(value)) return `[${value.map(inline).join(", ")}]`;
  if (value && typeof value === "object")
    return `{ ${Object.entries(value)
      .map(([key, entry]) => `${JSON.stringify(key)}: ${inline(entry)}`)
      .join(", ")} }`;
  return JSON.stringify(value);
}

/**
 * One release in changelog.json's layout (a line per item, as the file is written by hand).
 * @param {Release} release
 */
export function formatRelease(release) {
  const { groups, ...facts } = release;
  const head = inline(facts).slice(2, -2);
  if (!groups?.length) return `    { ${head} }`;
  const lines = groups.map((group) =>
    [
      `        { "title": ${JSON.stringify(group.title)}, "items": [`,
      group.items.map((item) => `          ${inline(item)}`).join(",\n"),
      "        ] }",
    ].join("\n"),
  );
  return [
    "    {",
    `      ${head},`,
    '      "groups": [',
    lines.join(",\n"),
    "      ]",
    "    }",
  ].join("\n");
}

/**
 * changelog.json's text with `releases` placed first, everything else untouched.
 * @param {string} text
 * @param {Release[]} releases newest first
 */
export function insertReleases(text, releases) {
  if (releases.length === 0) return text;
  const marker = '"releases": [\n';
  const at = text.indexOf(marker);
  if (at === -1)
    throw new Error('site/_data/changelog.json: no "releases": [ line to insert after');
  const start = at + marker.length;
  return text.slice(0, start) + releases.map(formatRelease).join(",\n") + ",\n" + text.slice(start);
}
