// Compiling the site's fences together (what a cold build does before rendering) gives each fence
// the errors, lines and hovered names that compiling it alone gives, and fills the cache the
// render reads, so no fence is compiled twice; an older release's fences get that release's types.
import CHECKED_PLAIN_SITE from "../../../config/site.js";
import { validSiteConfig as checkSiteForReleases } from "../../../config/check.js";
import crypto from "node:crypto";
import fs from "node:fs";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cacheFile, typeInfo } from "../../../components/type-hints/build/compile.js";
import { prepareTypeInfo } from "../../../components/type-hints/build/batch.js";
import { apiReleases } from "../../../components/api-reference/build/releases.js";
import { typesReleaseOf } from "../../../components/type-hints/build/releases.js";

const CHECKED_SITE = checkSiteForReleases(CHECKED_PLAIN_SITE) as any;

/** Fences no earlier run has cached: each starts with a comment naming this run. */
const fencesOf = (run: string) => [
  {
    lang: "ts",
    code: `// ${run}\nimport { mediaInfoFactory } from "mediainfo.js";\n\nconst mediainfo = await mediaInfoFactory({ format: 42 });\nmediainfo.close();`,
  },
  {
    lang: "js",
    givenFile: true,
    code: `// ${run}\nimport { mediaInfoFactory } from "mediainfo.js";\nconst mediainfo = await mediaInfoFactory({ format: "JSON" });\nconsole.log(await mediainfo.analyzeData(file.size, async () => new Uint8Array()));`,
  },
  { lang: "js", code: `// ${run}\nconst = 1;` },
  { lang: "ts", code: `// ${run}\nconst width: number = "wide";\nexport {};` },
];
const runs: string[] = [];
const nonce = () => {
  runs.push(crypto.randomBytes(8).toString("hex"));
  return runs.at(-1)!;
};

const cleanups: (() => void)[] = [];

test.after(() => {
  // This run's entries would never be read again.
  for (const fence of runs.flatMap(fencesOf))
    fs.rmSync(cacheFile(fence.code, fence.lang, fence.givenFile ?? false), { force: true });
  for (const cleanup of cleanups) cleanup();
});

test("compiled together, every fence gets the errors and hovered names it gets alone", () => {
  const alone = fencesOf(nonce()).map((fence) => typeInfo(fence.code, fence.lang, fence));
  const together = fencesOf(nonce());
  assert.is(prepareTypeInfo(together), together.length);
  together.forEach((fence, index) => {
    const file = cacheFile(fence.code, fence.lang, fence.givenFile ?? false);
    assert.ok(fs.existsSync(file), "the render will find it in the cache");
    const info = JSON.parse(fs.readFileSync(file, "utf8"));
    const expected = alone[index];
    assert.is(info.code, fence.code);
    assert.equal(
      info.errors.map((e: { line: number; code: number }) => [e.line, e.code]),
      expected.errors.map((e) => [e.line, e.code]),
      `errors of fence ${index}`,
    );
    assert.equal(
      info.hovers.map((h: { start: number }) => h.start),
      expected.hovers.map((h) => h.start),
      `hovered names of fence ${index}`,
    );
  });
  const first = JSON.parse(fs.readFileSync(cacheFile(together[0].code, "ts", false), "utf8"));
  const wrongLine = together[0].code.split("\n").findIndex((line) => line.includes("format: 42"));
  assert.equal(
    first.errors.map((e: { line: number; code: number }) => [e.line, e.code]),
    [[wrongLine, 2322]],
  );
});

test("the second fence's given file is declared for it but hovers only within its own code", () => {
  const [, given] = fencesOf(nonce());
  prepareTypeInfo([given]);
  const info = JSON.parse(fs.readFileSync(cacheFile(given.code, "js", true), "utf8"));
  const names = info.hovers.map((h: { start: number; length: number }) =>
    given.code.slice(h.start, h.start + h.length),
  );
  assert.ok(names.includes("file"), names.join(" "));
  assert.ok(names.includes("mediaInfoFactory"));
  assert.equal(info.errors, []);
  assert.is(prepareTypeInfo([given]), 0, "a cached fence is not compiled again");
});

test("an older release's fences are compiled against that release's types, alone and together", () => {
  const older = apiReleases(CHECKED_SITE).find((release) => !release.isLatest)!;
  assert.is(typesReleaseOf(`./site${older.prefix}/docs/intro.md`)?.version, older.version);
  assert.is(
    typesReleaseOf(`./site${older.prefix}/api/classes/MediaInfo.md`)?.version,
    older.version,
  );
  assert.is(typesReleaseOf("./site/docs/intro.md"), null, "the latest's pages");
  const code = (run: string) =>
    `// ${run}\nimport type { VideoTrack } from "mediainfo.js";\ndeclare const video: VideoTrack;\nexport const light = video.MaxCLL;`;
  const typeOfLight = (info: { code: string; hovers: { start: number; text: string }[] }) =>
    info.hovers.find((hover) => info.code.slice(hover.start).startsWith("light"))?.text;
  const run = nonce();
  const olderCode = code(`${run} older`);
  cleanups.push(() => fs.rmSync(cacheFile(olderCode, "ts", false, older), { force: true }));
  cleanups.push(() => fs.rmSync(cacheFile(code(run), "ts", false), { force: true }));
  assert.is(typeOfLight(typeInfo(code(run), "ts")), "const light: number | undefined");
  assert.is(
    typeOfLight(typeInfo(olderCode, "ts", { release: older })),
    "const light: string | undefined",
    `${older.version} typed MaxCLL as a string`,
  );
  const together = `// ${nonce()} together`;
  const fences = [
    { lang: "ts", code: code(together) },
    { lang: "ts", code: code(together), release: older },
  ];
  cleanups.push(() => {
    for (const fence of fences)
      fs.rmSync(cacheFile(fence.code, fence.lang, false, fence.release), { force: true });
  });
  assert.is(prepareTypeInfo(fences), 2, "the same code is a fence of each release");
  const [latestInfo, olderInfo] = fences.map((fence) =>
    JSON.parse(fs.readFileSync(cacheFile(fence.code, "ts", false, fence.release), "utf8")),
  );
  assert.is(typeOfLight(latestInfo), "const light: number | undefined");
  assert.is(typeOfLight(olderInfo), "const light: string | undefined");
});

test.run();
