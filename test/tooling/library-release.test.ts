// `npm run bench` notes a newer mediainfo.js on the registry. The registry itself is not
// asked here (tests stay offline): the note is checked for each answer it can get.
import fs from "node:fs";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { releaseNote } from "../../tools/bench/library-release.js";
import { compareVersions, documentedVersion } from "../../scripts/upgrade/versions.js";

test("the documented release is package.json's exact dependency, the one installed", () => {
  const manifest = JSON.parse(fs.readFileSync("package.json", "utf8"));
  const installed = JSON.parse(fs.readFileSync("node_modules/mediainfo.js/package.json", "utf8"));
  assert.match(documentedVersion(), /^\d+\.\d+\.\d+$/, "an exact version, no range");
  assert.is(documentedVersion(), manifest.dependencies["mediainfo.js"]);
  assert.is(documentedVersion(), installed.version);
});

test("versions compare by number, not as text", () => {
  assert.ok(compareVersions("0.3.10", "0.3.9") > 0);
  assert.ok(compareVersions("0.3.6", "0.4.0") < 0);
  assert.is(compareVersions("0.3.6", "0.3.6"), 0);
});

test("a newer release names itself and the upgrade command; otherwise the note says so", () => {
  assert.is(
    releaseNote("0.3.6", "0.3.7"),
    "mediainfo.js 0.3.7 is on the npm registry; the site documents 0.3.6. To move it: npm run upgrade-library -- 0.3.7 (try --dry-run first).",
  );
  assert.is(
    releaseNote("0.3.6", "0.3.6"),
    "The site documents mediainfo.js 0.3.6, the newest release on the npm registry.",
  );
  assert.match(releaseNote("0.3.6", null), "Could not ask the npm registry");
});

test.run();
