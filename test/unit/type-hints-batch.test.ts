// Compiling the site's fences together (what a cold build does before rendering) gives each fence
// the errors, lines and hovered names that compiling it alone gives, and fills the cache the
// render reads, so no fence is compiled twice.
import crypto from "node:crypto";
import fs from "node:fs";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cacheFile, typeInfo } from "../../eleventy/type-hints/compile.js";
import { prepareTypeInfo } from "../../eleventy/type-hints/batch.js";

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

test.after(() => {
  // This run's entries would never be read again.
  for (const fence of runs.flatMap(fencesOf))
    fs.rmSync(cacheFile(fence.code, fence.lang, fence.givenFile ?? false), { force: true });
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

test.run();
