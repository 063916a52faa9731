// The generators of the files for coding agents, on the installed packages: facts read from the
// package itself, a package that no longer matches stops the build, the index's size limit holds,
// and the skill's checksum is the SHA-256 of its text.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import plainConfig from "../../../config/site.js";
import { validSiteConfig } from "../../../config/check.js";
import { documentedReleases } from "../../../eleventy/releases.js";
import { packageFacts } from "../../../components/agents/build/package-facts.js";
import { agentFiles } from "../../../components/agents/build/plugin.js";
import { sha256 } from "../../../components/agents/build/skill.js";
import { scratchDir } from "../../helpers/scratch.ts";

const site = validSiteConfig(plainConfig) as any;
const RELEASES = documentedReleases(site);
const asAgentRelease = (
  release: (typeof RELEASES)[number],
  mediaInfoLib = release.mediaInfoLib,
) => ({
  ...release,
  mediaInfoLib,
  nodeMajor: 20,
  fields: () => [],
});

test("reads each release's facts from its installed package", () => {
  for (const release of RELEASES) {
    const facts = packageFacts(release.packageDir, release.version);
    const wasm = path.join(release.packageDir, "dist", "MediaInfoModule.wasm");
    assert.is(facts.wasmBytes, fs.statSync(wasm).size);
    assert.is(facts.wasmExport, "mediainfo.js/MediaInfoModule.wasm");
    assert.is(facts.defaultFormat, "object");
  }
});

test("stops on a package that is not the documented release or lost what the index states", () => {
  const [latest, older] = RELEASES;
  assert.throws(
    () => packageFacts(older.packageDir, latest.version),
    new RegExp(`is ${older.version}, not ${latest.version}`),
  );
  const copy = scratchDir("agents-package-");
  fs.cpSync(latest.packageDir, copy, { recursive: true });
  const code = path.join(copy, "dist", "esm", "MediaInfo.js");
  fs.writeFileSync(
    code,
    fs.readFileSync(code, "utf8").replaceAll("another is in progress", "busy"),
  );
  assert.throws(
    () => packageFacts(copy, latest.version),
    /no longer says "cannot start a new analysis/,
  );
  fs.rmSync(copy, { recursive: true, force: true });
});

test("an index over 8 KB stops the build, naming the release", () => {
  const releases = RELEASES.map((release) => asAgentRelease(release));
  assert.ok(agentFiles(site, releases).every((files) => Buffer.byteLength(files.index) <= 8192));
  const bloated = RELEASES.map((release) => asAgentRelease(release, "x".repeat(3000)));
  assert.throws(
    () => agentFiles(site, bloated),
    new RegExp(`the ${RELEASES[0].version} index .* over 8192`),
  );
});

test("the skill's checksum is the SHA-256 of its bytes", () => {
  const [files] = agentFiles(
    site,
    RELEASES.map((release) => asAgentRelease(release)),
  );
  assert.is(
    files.skillSha256,
    crypto.createHash("sha256").update(Buffer.from(files.skill)).digest("hex"),
  );
  assert.is(
    sha256("é"),
    crypto.createHash("sha256").update(Buffer.from("é", "utf8")).digest("hex"),
  );
});

test.run();
