// The notice about npm releases newer than the documented one: when it appears, what it says
// differs, the announcement bar made from it, and how `npm run releases` keeps hand-checked facts.
import fs from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import {
  compareVersions,
  installedVersion,
  readReleaseData,
  releaseAnnouncement,
  releaseNotice,
  type ReleaseData,
} from "../../../eleventy/release-notice.js";
import { releaseData } from "../../../scripts/releases.js";
import { scratchDir } from "../../helpers/scratch.ts";

const checked = (runsOnNode20: boolean, needsUnsafeEval: boolean) => ({
  runsOnNode20,
  needsUnsafeEval,
  how: "test",
});
const release = (version: string, facts: ReturnType<typeof checked> | null) => ({
  version,
  registry: { published: "2026-01-01", engines: { node: ">=18.0.0" } },
  checked: facts,
});
const DATA: ReleaseData = {
  documented: { version: "1.0.0", checked: checked(false, true) },
  releases: [release("1.0.2", checked(true, true)), release("1.0.1", checked(true, true))],
};

test("versions compare by number, not as text", () => {
  assert.ok(compareVersions("0.3.10", "0.3.9") > 0);
  assert.ok(compareVersions("0.3.6", "0.3.7") < 0);
  assert.is(compareVersions("0.3.6", "0.3.6"), 0);
});

test("no notice when the documented version is the newest the data knows", () => {
  assert.is(releaseNotice(DATA, "1.0.2"), null);
  assert.is(releaseNotice({ ...DATA, releases: [] }, "1.0.0"), null);
});

test("a notice lists the newer releases, oldest first, and only the facts that differ", () => {
  const notice = releaseNotice(DATA, "1.0.0")!;
  assert.is(notice.id, "newer-releases-1.0.2");
  assert.equal(
    notice.releases.map((r) => r.version),
    ["1.0.1", "1.0.2"],
  );
  assert.equal(
    notice.differences.map((d) => [d.key, d.since, d.now, d.before]),
    [["runsOnNode20", "1.0.1", "runs on Node.js 20", "does not run on Node.js 20"]],
  );
  assert.ok(notice.differs.runsOnNode20);
  assert.is(notice.differs.needsUnsafeEval, undefined);
  assert.equal(notice.unchecked, []);
});

test("a difference starts at the release since which the newest value holds", () => {
  const data = {
    ...DATA,
    releases: [
      release("1.0.1", checked(false, false)),
      release("1.0.2", checked(false, true)),
      release("1.0.3", checked(false, false)),
    ],
  };
  assert.equal(
    releaseNotice(data, "1.0.0")!.differences.map((d) => [d.key, d.since]),
    [["needsUnsafeEval", "1.0.3"]],
  );
});

test("unchecked releases are named as such, and facts for another installed version are not used", () => {
  const data = { ...DATA, releases: [...DATA.releases, release("1.1.0", null)] };
  assert.equal(releaseNotice(data, "1.0.0")!.unchecked, ["1.1.0"]);
  const other = releaseNotice(DATA, "1.0.1")!;
  assert.equal(other.differences, []);
  assert.equal(other.unchecked, ["1.0.2"]);
});

test("the bar names the versions and differences, links to Installation, and changes id with the newest", () => {
  const bar = releaseAnnouncement(releaseNotice(DATA, "1.0.0")!);
  assert.is(bar.id, "newer-releases-1.0.2");
  assert.is(bar.isCloseable, true);
  assert.match(bar.content, "mediainfo.js 1.0.1 and 1.0.2 are on npm; this site documents 1.0.0.");
  assert.match(bar.content, "From 1.0.1 it runs on Node.js 20.");
  assert.match(bar.content, 'href="/docs/getting-started/installation/#newer-releases"');
  const data = { ...DATA, releases: [...DATA.releases, release("1.0.3", checked(true, false))] };
  const next = releaseAnnouncement(releaseNotice(data, "1.0.0")!);
  assert.is.not(next.id, bar.id);
  assert.match(next.content, "needs no <code>'unsafe-eval'</code>");
});

test("the committed data has hand-checked facts for the installed release and every newer one", () => {
  const data = readReleaseData();
  assert.is(data.documented.version, installedVersion());
  assert.ok(data.documented.checked?.how);
  for (const entry of data.releases) assert.ok(entry.checked?.how, entry.version);
});

test("npm run releases refreshes registry facts and keeps hand-checked ones by version", () => {
  const registry = {
    versions: ["1.0.0", "1.0.1", "1.0.2", "1.1.0"],
    time: {
      "1.0.0": "2025-01-01T00:00:00Z",
      "1.0.1": "2025-02-01T00:00:00Z",
      "1.0.2": "2025-03-01T00:00:00Z",
      "1.1.0": "2025-04-01T12:00:00.000000+00:00",
    },
    engines: { "1.0.2": { node: ">=20" } },
  };
  const fresh = releaseData(registry, DATA, "1.0.1");
  assert.equal(fresh.documented.checked, checked(true, true), "the upgraded-to release's facts");
  assert.equal(
    fresh.releases.map((r) => [r.version, r.registry.published, r.registry.engines, r.checked]),
    [
      ["1.0.2", "2025-03-01", { node: ">=20" }, checked(true, true)],
      ["1.1.0", "2025-04-01", {}, null],
    ],
  );
  assert.ok(fresh.$sources.checked);
});

test("release data of the wrong shape fails, naming the file and each faulty item", () => {
  // The committed file's shape, with two newer releases whatever the registry has now.
  const data = { ...readReleaseData(), releases: structuredClone(DATA.releases) };
  data.releases[0].checked = "yes" as any;
  data.releases[1].version = "latest";
  const file = path.join(scratchDir("releases-"), "data.json");
  fs.writeFileSync(file, JSON.stringify(data));
  assert.throws(
    () => readReleaseData(file),
    (error: Error) =>
      error.message.startsWith("site/_data/newerReleases.json is not valid") &&
      error.message.includes("releases[0].checked:") &&
      error.message.includes("releases[1].version: a version such as 1.2.3"),
  );
});

test.run();
