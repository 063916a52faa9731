// `npm run upgrade-library`, planned against a stand-in site and stand-in releases in a temporary
// folder (test/tooling/upgrade-site.ts), so nothing here depends on the release the real site
// documents: the version-bound edits (package, toolset pins, TypeDoc revision, the latest entry of
// docs.versions with its MediaInfoLib version, sample outputs), where new changelog entries come
// from (upstream at the release's tag, upstream up to its newest tag plus a derived entry, or no
// upstream at all), what is left to review, and that a dry run writes nothing.
// How entries are read and laid out in changelog.json: upgrade-changelog.test.ts.
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { APPLY_STEPS, TOOLSET_STEP } from "../../scripts/upgrade-library.js";
import { planUpgrade, repinnedToolsets } from "../../scripts/upgrade/plan.js";
import { changelogReader } from "../../scripts/upgrade/sources.js";
import { documentedVersion } from "../../scripts/upgrade/versions.js";
import {
  RELEASES,
  upstreamSection,
  writeHistory,
  writeRelease,
  writeSite,
} from "./upgrade-site.ts";
import { scratchDir } from "../helpers/scratch.ts";

type Plan = ReturnType<typeof planUpgrade>;
type Context = { scratch: string; count: number };
const upgrade = suite<Context>("upgrade-library");

const [OLD, MIDDLE, NEW] = ["1.0.0", "1.0.5", "1.1.0"];
const [OLD_LIBRARY, NEW_LIBRARY] = ["25.07", "25.10"];
const WORDS = {
  middle: "words upstream wrote for the middle release",
  new: "words for the new one",
};
const CHANGELOG = "site/_data/changelog.json";

upgrade.before((context) => {
  context.scratch = scratchDir("upgrade-test-");
  context.count = 0;
});
upgrade.after(({ scratch }) => fs.rmSync(scratch, { recursive: true, force: true }));

/** A fresh folder in the scratch space. */
const fresh = (context: Context, name: string) =>
  path.join(context.scratch, `${name}-${(context.count += 1)}`);

/** A stand-in site documenting OLD, and the NEW release's package, which adds one export. */
function setUp(context: Context, site: Partial<Parameters<typeof writeSite>[1]> = {}) {
  const root = writeSite(fresh(context, "site"), {
    documented: OLD,
    library: OLD_LIBRARY,
    ...site,
  });
  const packageDir = writeRelease(fresh(context, "package"), {
    version: NEW,
    library: NEW_LIBRARY,
    extra: "export declare const probeExport: number;\n",
  });
  return { root, packageDir };
}

/** The plan, with the registry's dates given and every question to it recorded. */
function plan(
  context: Context,
  { root, packageDir, git }: { root: string; packageDir: string; git?: string },
  published: Record<string, string> = {},
) {
  let asked = 0;
  const result = planUpgrade({
    root,
    version: NEW,
    packageDir,
    upstreamChangelog: changelogReader({
      version: NEW,
      packageDir,
      git,
      scratch: fs.mkdtempSync(path.join(context.scratch, "reader-")),
    }),
    published: () => {
      asked += 1;
      return new Map(Object.entries(published));
    },
  });
  return { ...result, asked };
}

const changed = (result: Plan, file: string) => {
  const change = result.changes.find((entry) => entry.file === file);
  assert.ok(change, `${file} is edited`);
  return change!.text;
};
const addedReleases = (result: Plan) => {
  const releases = JSON.parse(changed(result, CHANGELOG)).releases;
  return releases.slice(0, releases.length - 1);
};

upgrade(
  "applying installs the release, adds it to the API history, builds; toolsets' lockfiles follow",
  () => {
    assert.equal(
      APPLY_STEPS.map(([label]) => label),
      ["npm install", "npm run api-history", "npm run build"],
    );
    assert.ok(
      JSON.parse(fs.readFileSync("package.json", "utf8")).scripts["api-history"],
      "the script exists",
    );
    assert.equal(TOOLSET_STEP.slice(0, 3), ["install", "--package-lock-only", "--ignore-scripts"]);
  },
);

upgrade(
  "a release with its tag upstream: its entry comes from upstream's changelog, texts empty",
  (context) => {
    const site = setUp(context);
    const git = writeHistory(fresh(context, "history"), [
      { tag: `v${OLD}`, changelog: "# Changelog\n" },
      {
        tag: `v${NEW}`,
        changelog: `# Changelog\n\n${upstreamSection(NEW, OLD, "2027-02-03", WORDS.new)}`,
      },
    ]);
    const result = plan(context, { ...site, git });
    assert.equal(addedReleases(result), [
      {
        version: NEW,
        date: "2027-02-03",
        compare: `v${OLD}...v${NEW}`,
        groups: [
          { title: "Features", items: [{ scope: "probe", text: "", commit: "1".repeat(40) }] },
        ],
      },
    ]);
    assert.is(result.asked, 0, "the registry is not asked when upstream has the release");
    const review = result.review.join("\n");
    assert.match(
      review,
      `restate in our words: ${CHANGELOG} releases[0].groups[0].items[0].text (${NEW}, Features, probe); upstream: "${WORDS.new}"`,
    );
    assert.not.match(review, "derived");
    assert.not.match(review, "has no tag");
  },
);

upgrade(
  "a release without its tag: upstream's entries up to its newest tag, then a derived one",
  (context) => {
    const site = setUp(context);
    const git = writeHistory(fresh(context, "history"), [
      {
        tag: `v${MIDDLE}`,
        changelog: `# Changelog\n\n${upstreamSection(MIDDLE, OLD, "2026-06-01", WORDS.middle)}`,
      },
    ]);
    const result = plan(context, { ...site, git }, { [MIDDLE]: "2026-06-02", [NEW]: "2027-03-04" });
    const added = addedReleases(result);
    assert.equal(
      added.map((release: { version: string }) => release.version),
      [NEW, MIDDLE],
    );
    assert.equal(added[0], { version: NEW, date: "2027-03-04", derived: true });
    assert.is(added[1].date, "2026-06-01", "upstream's date wins for a release it describes");
    assert.not.ok(added[1].derived);
    assert.is(result.asked, 1);
    const review = result.review.join("\n");
    assert.match(
      review,
      `describe ${NEW} in ${CHANGELOG}: upstream's changelog (v${MIDDLE}) has no entry`,
    );
    assert.match(review, `(${MIDDLE}, Features, probe); upstream: "${WORDS.middle}"`);
    assert.match(review, `the upstream repository has no tag v${NEW}`);
  },
);

upgrade(
  "no upstream repository reachable: every missing release is derived, dated by the registry",
  (context) => {
    const site = setUp(context);
    const result = plan(context, site, {
      [OLD]: "2026-01-01",
      [MIDDLE]: "2026-06-02",
      [NEW]: "2027-03-04",
      "1.2.0": "2027-05-05",
    });
    assert.equal(addedReleases(result), [
      { version: NEW, date: "2027-03-04", derived: true },
      { version: MIDDLE, date: "2026-06-02", derived: true },
    ]);
    const review = result.review.join("\n");
    assert.match(review, "no changelog: could not fetch tags from file:///nonexistent/");
    for (const version of [NEW, MIDDLE])
      assert.match(review, `describe ${version} in ${CHANGELOG}`);
  },
);

upgrade(
  "every toolset pinned to the old release is re-pinned; other pins are named, not moved",
  (context) => {
    const site = setUp(context, {
      toolsets: {
        bundlers: { "mediainfo.js": OLD, vite: "7.0.0" },
        firefox: { "puppeteer-core": "24.0.0" },
        releases: { "mediainfo.js": "0.9.0" },
        "packages/mcp-server": { "mediainfo.js": OLD },
      },
    });
    const result = plan(context, site);
    const bundlers = JSON.parse(changed(result, "tools/bundlers/package.json"));
    assert.equal(bundlers.dependencies, { "mediainfo.js": NEW, vite: "7.0.0" });
    const server = JSON.parse(changed(result, "packages/mcp-server/package.json"));
    assert.equal(server.dependencies, { "mediainfo.js": NEW });
    assert.not.ok(result.changes.some((change) => /tools\/(firefox|releases)\//.test(change.file)));
    assert.equal(repinnedToolsets(result.changes).sort(), [
      "packages/mcp-server",
      "tools/bundlers",
    ]);
    assert.match(
      result.review.join("\n"),
      `tools/releases/package.json pins mediainfo.js 0.9.0, neither ${OLD} nor ${NEW}`,
    );
    assert.not.match(result.review.join("\n"), "still says 1.0.0: tools/bundlers");
  },
);

upgrade(
  "the latest release moves (name, MediaInfoLib); the outgoing release is a question",
  (context) => {
    const site = setUp(context);
    const result = plan(context, site);
    assert.is(
      changed(result, "config/releases.json"),
      RELEASES(NEW, NEW_LIBRARY),
      "only the latest entry's values change",
    );
    const edits = Object.fromEntries(
      result.changes.map((change) => [change.file, [change.from, change.to]]),
    );
    assert.equal(edits, {
      "package.json": [OLD, NEW],
      "typedoc.json": [`v${OLD}`, `v${NEW}`],
      "config/releases.json": [OLD_LIBRARY, NEW_LIBRARY],
      "site/docs/intro.md": [OLD_LIBRARY, NEW_LIBRARY],
      "site/docs/getting-started/usage.md": [OLD_LIBRARY, NEW_LIBRARY],
      [CHANGELOG]: [OLD, NEW],
    });
    const review = result.review.join("\n");
    assert.match(
      review,
      `${OLD} is no longer documented: to keep it as an older version, add the npm alias mediainfo.js-${OLD}`,
    );
    assert.match(review, `site/${OLD}/`);
    assert.match(review, "API added probeExport: number");
    assert.match(review, `still says ${OLD}: README.md:1`);
  },
);

upgrade("an outgoing release already kept as an older version raises no question", (context) => {
  const older = [{ name: OLD, mediaInfoLib: OLD_LIBRARY }];
  const site = setUp(context, { releases: RELEASES(OLD, OLD_LIBRARY, older) });
  const result = plan(context, site);
  assert.is(changed(result, "config/releases.json"), RELEASES(NEW, NEW_LIBRARY, older));
  assert.not.match(result.review.join("\n"), "no longer documented");
});

upgrade(
  "a release list that is not one stops the plan, naming the file and the entry",
  (context) => {
    for (const [releases, message] of [
      ["{ not json", "config/releases.json: not JSON"],
      ['{ "name": "1.0.0" }', "config/releases.json: expected a list of releases"],
      [
        `[{ "name": "${OLD}" }]`,
        'config/releases.json[0]: a release needs a string "name" and "mediaInfoLib"',
      ],
    ]) {
      const site = setUp(context, { releases });
      assert.throws(
        () => plan(context, site),
        (error: Error) => error.message.includes(message),
      );
    }
  },
);

upgrade("a dry run from the command line writes nothing", (context) => {
  const site = setUp(context);
  const hashes = () =>
    execFileSync("git", ["ls-files"], { cwd: site.root, encoding: "utf8" })
      .trim()
      .split("\n")
      .map((file) =>
        crypto
          .createHash("sha256")
          .update(fs.readFileSync(path.join(site.root, file)))
          .digest("hex"),
      );
  const before = hashes();
  const printed: Plan = JSON.parse(
    execFileSync(
      "node",
      [
        "scripts/upgrade-library.js",
        NEW,
        "--root",
        site.root,
        "--package",
        site.packageDir,
        "--git",
        writeHistory(fresh(context, "history"), [
          { tag: `v${NEW}`, changelog: upstreamSection(NEW, OLD, "2027-02-03", WORDS.new) },
        ]),
        "--dry-run",
        "--json",
      ],
      { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
    ),
  );
  assert.is(printed.from, OLD);
  assert.is(printed.to, NEW);
  assert.ok(printed.changes.length >= 6);
  assert.equal(hashes(), before, "a dry run writes nothing");
});

upgrade("a dry run against the release the real site documents plans nothing", () => {
  const version = documentedVersion();
  const printed = JSON.parse(
    execFileSync("node", ["scripts/upgrade-library.js", version, "--dry-run", "--json"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    }),
  );
  assert.equal(printed, { from: version, to: version, changes: [], review: [] });
});

upgrade.run();
