// The release history side of `npm run upgrade-library`: upstream CHANGELOG.md facts are
// read exactly, a new release enters site/_data/changelog.json in the file's own layout with every
// text left empty (upstream wording is only printed for review), and the published history has
// every item restated in our words.
import fs from "node:fs";
import { test } from "uvu";
import * as assert from "uvu/assert";
import {
  formatRelease,
  insertReleases,
  parseUpstreamChangelog,
  releasesToAdd,
} from "../../scripts/upgrade/changelog.js";
import { compareVersions } from "../../scripts/upgrade/versions.js";

const FILE = "site/_data/changelog.json";
const ours = fs.readFileSync(FILE, "utf8");
const COMMIT = "a".repeat(40);
const UPSTREAM = `# Changelog

## [0.4.0](https://github.com/buzz/mediainfo.js/compare/v0.3.6...v0.4.0) (2027-02-03)


### ⚠ BREAKING CHANGES

* words about a breaking change

### Bug Fixes

* **worker:** words about a fix ([aaaaaaa](https://github.com/buzz/mediainfo.js/commit/${COMMIT})), closes [#12](https://github.com/buzz/mediainfo.js/issues/12) [#13](https://github.com/buzz/mediainfo.js/issues/13#issuecomment-456)
* words without a scope ([aaaaaaa](https://github.com/buzz/mediainfo.js/commit/${COMMIT}))

## [0.3.6](https://github.com/buzz/mediainfo.js/compare/v0.3.5...v0.3.6) (2025-08-31)

### Upgrades

* **deps:** older words ([aaaaaaa](https://github.com/buzz/mediainfo.js/commit/${COMMIT}))
`;

test("reads versions, dates, sections, scopes, commits and closed issues from upstream's format", () => {
  const [newest, older] = parseUpstreamChangelog(UPSTREAM);
  assert.equal(newest, {
    version: "0.4.0",
    date: "2027-02-03",
    compare: "v0.3.6...v0.4.0",
    groups: [
      { title: "⚠ Breaking Changes", items: [{ text: "words about a breaking change" }] },
      {
        title: "Bug Fixes",
        items: [
          {
            scope: "worker",
            text: "words about a fix",
            commit: COMMIT,
            closes: [{ issue: 12 }, { issue: 13, comment: "456" }],
          },
          { text: "words without a scope", commit: COMMIT },
        ],
      },
    ],
  });
  assert.is(older.version, "0.3.6");
});

test("only releases after ours, up to the target, are added, each text empty", () => {
  const adding = releasesToAdd(parseUpstreamChangelog(UPSTREAM), "0.3.6", "0.4.0", compareVersions);
  assert.equal(
    adding.map((release) => release.version),
    ["0.4.0"],
  );
  assert.equal(
    adding[0].groups!.flatMap((group) => group.items.map((item) => item.text)),
    ["", "", ""],
  );
  assert.equal(
    releasesToAdd(parseUpstreamChangelog(UPSTREAM), "0.3.6", "0.3.6", compareVersions),
    [],
  );
});

test("the inserted release is valid JSON, first, and the rest of the file is untouched", () => {
  const adding = releasesToAdd(parseUpstreamChangelog(UPSTREAM), "0.3.6", "0.4.0", compareVersions);
  const text = insertReleases(ours, adding);
  const data = JSON.parse(text);
  assert.is(data.releases[0].groups[1].items[0].commit, COMMIT);
  assert.equal(data.releases.slice(1), JSON.parse(ours).releases);
  assert.is(text.replace(formatRelease(adding[0]) + ",\n", ""), ours);
  assert.not.match(text, "words about");
});

test("formatRelease writes every existing release exactly as changelog.json lays it out", () => {
  for (const release of JSON.parse(ours).releases)
    assert.ok(ours.includes(formatRelease(release)), release.version);
});

test("every published changelog item has its text in our words (an upgrade leaves them empty)", () => {
  const empty = JSON.parse(ours).releases.flatMap((release: any, index: number) =>
    (release.groups ?? []).flatMap((group: any, groupIndex: number) =>
      group.items.flatMap((item: any, itemIndex: number) =>
        item.text?.trim()
          ? []
          : [`releases[${index}].groups[${groupIndex}].items[${itemIndex}] (${release.version})`],
      ),
    ),
  );
  assert.equal(empty, [], `${FILE}: write these items' text`);
});

test("a release marked derived (no upstream entry) is described by items of its own", () => {
  const releases: { version: string; derived?: boolean; groups?: { items: unknown[] }[] }[] =
    JSON.parse(ours).releases;
  for (const release of releases.filter((entry) => "derived" in entry)) {
    assert.is(release.derived, true, `${release.version}: derived is true or absent`);
    const items = (release.groups ?? []).flatMap((group) => group.items);
    assert.ok(items.length > 0, `${FILE}: describe ${release.version} from its package difference`);
  }
});

test.run();
