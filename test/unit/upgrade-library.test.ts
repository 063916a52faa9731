// `npm run upgrade-library`: a dry run against the documented release changes nothing;
// a dry run against a release that differs lists every version-bound edit and the items to review,
// and writes nothing. The other release is made here from the installed package (new version,
// MediaInfoLib string, one added export) and a local git history, so the test runs offline.
// How new releases enter changelog.json: upgrade-changelog.test.ts.
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { APPLY_STEPS } from "../../scripts/upgrade-library.js";

type Plan = {
  from: string;
  to: string;
  changes: { file: string; fact: string; from: string; to: string }[];
  review: string[];
};
const upgrade = suite<{ scratch: string; packageDir: string; history: string }>("upgrade-library");
const UPSTREAM_WORDING = "a feature line written for this test";
const EDITED = [
  "package.json",
  "typedoc.json",
  "config/site.js",
  "site/docs/intro.md",
  "site/docs/getting-started/usage.md",
  "site/_data/changelog.json",
];
const CHANGELOG = `# Changelog

## [0.3.7](https://github.com/buzz/mediainfo.js/compare/v0.3.6...v0.3.7) (2026-01-18)


### Features

* **probe:** ${UPSTREAM_WORDING} ([1111111](https://github.com/buzz/mediainfo.js/commit/${"1".repeat(40)})), closes [#999](https://github.com/buzz/mediainfo.js/issues/999)

## [0.3.6](https://github.com/buzz/mediainfo.js/compare/v0.3.5...v0.3.6) (2025-08-31)
`;

const hashes = () =>
  EDITED.map((file) => crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex"));
const runUpgrade = (...args: string[]): Plan =>
  JSON.parse(
    execFileSync(
      "npm",
      ["run", "--silent", "upgrade-library", "--", ...args, "--dry-run", "--json"],
      { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
    ),
  );

upgrade.before((context) => {
  context.scratch = fs.mkdtempSync(path.join(os.tmpdir(), "upgrade-test-"));
  context.packageDir = path.join(context.scratch, "package");
  fs.cpSync("node_modules/mediainfo.js", context.packageDir, { recursive: true });
  const manifest = path.join(context.packageDir, "package.json");
  fs.writeFileSync(
    manifest,
    fs.readFileSync(manifest, "utf8").replace('"version": "0.3.6"', '"version": "0.3.7"'),
  );
  const wasm = path.join(context.packageDir, "dist/MediaInfoModule.wasm");
  const bytes = fs.readFileSync(wasm);
  bytes.write("MediaInfoLib - v25.10", bytes.indexOf("MediaInfoLib - v25.07"), "latin1");
  fs.writeFileSync(wasm, bytes);
  fs.appendFileSync(
    path.join(context.packageDir, "dist/index.d.ts"),
    "\nexport declare const probeExport: number;\n",
  );
  context.history = path.join(context.scratch, "history");
  fs.mkdirSync(context.history);
  fs.writeFileSync(path.join(context.history, "CHANGELOG.md"), CHANGELOG);
  const git = (...args: string[]) =>
    execFileSync(
      "git",
      ["-c", "user.name=test", "-c", "user.email=test@example.invalid", ...args],
      { cwd: context.history, stdio: "pipe" },
    );
  git("init", "--quiet");
  git("add", "CHANGELOG.md");
  git("commit", "--quiet", "-m", "0.3.7");
  git("tag", "v0.3.7");
});
upgrade.after(({ scratch }) => fs.rmSync(scratch, { recursive: true, force: true }));

upgrade("applying a plan installs the release, adds it to the API history, then builds", () => {
  assert.equal(
    APPLY_STEPS.map(([label]) => label),
    ["npm install", "npm run api-history", "npm run build"],
  );
  assert.ok(
    JSON.parse(fs.readFileSync("package.json", "utf8")).scripts["api-history"],
    "the script exists",
  );
});

upgrade("a dry run against the documented 0.3.6 plans no change and nothing to review", () => {
  const before = hashes();
  const plan = runUpgrade("0.3.6");
  assert.equal(plan, { from: "0.3.6", to: "0.3.6", changes: [], review: [] });
  assert.equal(hashes(), before);
});

upgrade(
  "a dry run against another release lists every version-bound edit and writes nothing",
  ({ packageDir, history }) => {
    const before = hashes();
    const plan = runUpgrade("0.3.7", "--package", packageDir, "--git", history);
    assert.equal(hashes(), before, "a dry run writes nothing");
    const edits = Object.fromEntries(
      plan.changes.map((change) => [change.file, [change.from, change.to]]),
    );
    assert.equal(edits, {
      "package.json": ["0.3.6", "0.3.7"],
      "typedoc.json": ["v0.3.6", "v0.3.7"],
      "config/site.js": ["25.07", "25.10"],
      "site/docs/intro.md": ["25.07", "25.10"],
      "site/docs/getting-started/usage.md": ["25.07", "25.10"],
      "site/_data/changelog.json": ["0.3.6", "0.3.7"],
    });
    const review = plan.review.join("\n");
    assert.match(
      review,
      `restate in our words: site/_data/changelog.json releases[0].groups[0].items[0].text (0.3.7, Features, probe); upstream: "${UPSTREAM_WORDING}"`,
    );
    assert.match(review, "API added probeExport: number");
    assert.match(review, /still says 0\.3\.6: test\/site\/shell\.test\.ts:\d+/);
  },
);

upgrade.run();
