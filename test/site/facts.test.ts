// Facts in the docs checked against the installed mediainfo.js: API names in prose and
// links exist in its type definitions (TypeScript compiler API), the options table matches
// MediaInfoFactoryOptions and DEFAULT_OPTIONS, and the versions on the home page are the
// package's version and the one the WebAssembly reports when it runs, under Node.js 20 and 22.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { node22Path } from "../../scripts/tools.js";
import { builtPage } from "../helpers/built-site.ts";
import { FIXTURE, WRAPPER_VERSION } from "../helpers/examples.ts";
import {
  defaultOptions,
  exported,
  literalsOf,
  membersOf,
  parametersOf,
  propertyType,
  sourceStrings,
} from "../helpers/library-types.ts";
import { proseCodeSpans, proseLinks } from "../helpers/prose.ts";

const text = (element: Element | null) =>
  (element?.textContent ?? "")
    .replace(/\u200B/g, "")
    .replace(/\s+/g, " ")
    .trim();
const MEDIAINFO = membersOf("MediaInfo");
const OPTIONS = membersOf("MediaInfoFactoryOptions");
const TRACK_TYPES = [...propertyType("BaseTrack", "@type").matchAll(/"(\w+)"/g)].map(
  (match) => match[1],
);
const TRACK_FIELDS = new Set(
  [
    "GeneralTrack",
    "VideoTrack",
    "AudioTrack",
    "TextTrack",
    "ImageTrack",
    "MenuTrack",
    "OtherTrack",
  ].flatMap((name) => [...membersOf(name).keys()]),
);
const ANALYZE_PARAMETERS = new Set(parametersOf("MediaInfo", "analyzeData").flat());
/** Names from the web platform, Node.js, the build and frameworks named beside the library's. */
const PLATFORM = new Set([
  "AbortController",
  "AbortError",
  "Authorization",
  "Blob",
  "Buffer",
  "File",
  "Uint8Array",
  "Error",
  "TypeError",
  "CompileError",
  "EvalError",
  "import",
  "importScripts",
  "Range",
  "RangeError",
  "RuntimeError",
  "TimeoutError",
  "require",
  "onMounted",
  "onBeforeUnmount",
]);
/** React and Next.js names, and the queue function of their recipes, that the framework pages mention. */
const FRAMEWORK = new Set([
  "StrictMode",
  "onChange",
  "basePath",
  "analyzeFile",
  "ngOnInit",
  "ngOnDestroy",
]);
/** Fields outside the schema, named as examples of `extra` (test/docs/library/library-behaviour.test.ts and corpus-facts.test.ts check they arrive there). */
const EXTRA_FIELDS = new Set(["CodecConfigurationBox", "ConformanceErrors", "IsTruncated"]);
/** The Upgrading guide may also name the exports of the releases it upgrades from. */
const UPGRADING = "site/docs/guides/upgrading.md";
const OLDER_EXPORTS = new Set(
  Object.keys(JSON.parse(fs.readFileSync("site/_data/apiHistory.json", "utf8")).api).filter(
    (name) => !name.includes("."),
  ),
);
/** Roots of dotted paths in prose and the type each stands for. */
const PATH_ROOTS: Record<string, string> = {
  result: "MediaInfoResult",
  instance: "MediaInfo",
  media: "Media",
};

test(`every API link in the docs names an export of ${WRAPPER_VERSION} of the right kind, and a real member`, () => {
  const links = proseLinks().filter((link) =>
    /^\/api\/(class|interface|function)\//.test(link.href),
  );
  assert.ok(links.length >= 20, `${links.length} API links`);
  for (const { href, where } of links) {
    const [, kind, name, member] = href.match(/^\/api\/(\w+)\/(\w+)\/(?:#(\w+))?$/) ?? [];
    assert.is(exported.get(name)?.kind, kind, `${where}: ${href} names a ${kind}`);
    if (member) assert.ok(membersOf(name).has(member), `${where}: ${name} has ${member}`);
  }
});

test(`every library name in inline code exists in ${WRAPPER_VERSION}, with the parameters the prose gives`, () => {
  const vocabulary = new Set([
    ...exported.keys(),
    ...MEDIAINFO.keys(),
    ...OPTIONS.keys(),
    ...ANALYZE_PARAMETERS,
    ...TRACK_TYPES,
    ...TRACK_FIELDS,
    "@type",
    "extra",
  ]);
  let checked = 0;
  for (const { code, where } of proseCodeSpans()) {
    const call = code.match(/^([a-z]\w*)\(([^)]*)\)$/);
    const dotted = code.match(/^([a-z]\w*)\.(\w+(?:\.\w+)*)$/);
    const generic = code.match(/^(\w+)<"(\w+)">$/);
    if (call && !PLATFORM.has(call[1])) {
      assert.ok(vocabulary.has(call[1]), `${where}: ${code}`);
      const args = call[2]
        .split(",")
        .map((arg) => arg.trim())
        .filter(Boolean);
      if (MEDIAINFO.has(call[1]) && args.every((arg) => /^\w+$/.test(arg)) && args.length > 0) {
        const signatures = parametersOf("MediaInfo", call[1]);
        assert.ok(
          signatures.some((names) => names.slice(0, args.length).join() === args.join()),
          `${where}: ${code} vs ${JSON.stringify(signatures)}`,
        );
      }
    } else if (dotted && PATH_ROOTS[dotted[1]]) {
      let owner = PATH_ROOTS[dotted[1]];
      for (const segment of dotted[2].split(".")) {
        assert.ok(membersOf(owner).has(segment), `${where}: ${code}: ${owner}.${segment}`);
        owner = { media: "Media", track: "Track" }[segment] ?? owner;
      }
    } else if (generic) {
      assert.ok(
        exported.has(generic[1]) && literalsOf("FormatType").includes(generic[2]),
        `${where}: ${code}`,
      );
    } else if (/^([a-z]+[A-Z]\w*|[A-Z][a-z]\w*)$/.test(code)) {
      const older = where.startsWith(UPGRADING) && OLDER_EXPORTS.has(code);
      assert.ok(
        vocabulary.has(code) ||
          PLATFORM.has(code) ||
          FRAMEWORK.has(code) ||
          EXTRA_FIELDS.has(code) ||
          older,
        `${where}: ${code} is not in mediainfo.js ${WRAPPER_VERSION}`,
      );
    } else if (code === "DEFAULT_OPTIONS") {
      assert.ok(Object.keys(defaultOptions()).length > 0);
    } else if (/^"\w+"$/.test(code)) {
      assert.ok(
        literalsOf("FormatType").includes(code.slice(1, -1)),
        `${where}: ${code} is a format`,
      );
    } else if (/^[a-z]+( [a-z]+){4,}$/.test(code)) {
      assert.ok(
        sourceStrings().has(code),
        `${where}: the message "${code}" is in the wrapper's sources`,
      );
    } else continue;
    checked += 1;
  }
  assert.ok(checked >= 40, `checked ${checked} names`);
});

test("the options table lists exactly MediaInfoFactoryOptions, with the declared types and DEFAULT_OPTIONS", () => {
  const table = builtPage("/docs/getting-started/usage/").document.querySelector(
    "#options ~ .table-scroll table",
  )!;
  const rows = [...table.querySelectorAll<HTMLTableRowElement>("tbody tr")];
  const defaults = defaultOptions();
  assert.equal(rows.map((row) => text(row.cells[0])).sort(), [...OPTIONS.keys()].sort());
  for (const row of rows) {
    const [name, type, shownDefault] = [0, 1, 2].map((cell) => text(row.cells[cell]));
    if (name === "format") {
      assert.equal(
        [...type.matchAll(/"(\w+)"/g)].map((match) => match[1]),
        literalsOf("FormatType"),
      );
    } else {
      const declared = propertyType("MediaInfoFactoryOptions", name).replace(/: \w+/g, "");
      assert.is(type, declared, `${name} type`);
    }
    if (name in defaults)
      assert.ok(
        shownDefault.startsWith(JSON.stringify(defaults[name])),
        `${name}: ${shownDefault}`,
      );
    else assert.not.match(shownDefault, /^["\d]|^(true|false)/, `${name} has no literal default`);
  }
  assert.match(
    text(rows.find((row) => text(row.cells[0]) === "chunkSize")!.cells[2]),
    `(${(defaults.chunkSize as number) / 1024} KiB)`,
  );
});

test("defaults stated in sentences match DEFAULT_OPTIONS", () => {
  const usage = fs.readFileSync("site/docs/getting-started/usage.md", "utf8");
  const claims = [...usage.matchAll(/default `(\w+)` format/g)].map((match) => match[1]);
  assert.ok(claims.length > 0);
  for (const claim of claims) assert.is(claim, defaultOptions().format);
});

function reportedLibrary(node: string): { name: string; version: string; url: string } {
  const script = `import { mediaInfoFactory } from "mediainfo.js";
import { readFileSync } from "node:fs";
const data = readFileSync(${JSON.stringify(FIXTURE)});
const mediainfo = await mediaInfoFactory();
const result = await mediainfo.analyzeData(data.length, (size, offset) => data.subarray(offset, offset + size));
mediainfo.close();
console.log(JSON.stringify(result.creatingLibrary));`;
  const out = execFileSync(node, ["--input-type=module", "-e", script], {
    encoding: "utf8",
  });
  return JSON.parse(out);
}

test("the home page versions are the package's and the one its WebAssembly reports", () => {
  // The documented release runs on the machine's Node.js 20 and on Node.js 22: both must agree.
  const [library, onNode22] = [process.execPath, node22Path()].map(reportedLibrary);
  assert.equal(onNode22, library);
  assert.is(library.name, "MediaInfoLib");
  assert.match(library.version, /^\d+\.\d+$/);
  const versions = [
    ...builtPage("/").document.querySelectorAll(".hero__versions .hero__version"),
  ].map(text);
  assert.equal(versions, [`mediainfo.js v${WRAPPER_VERSION}`, `MediaInfoLib v${library.version}`]);
  // The sample outputs in the docs show the same MediaInfoLib version.
  for (const route of ["/docs/intro/", "/docs/getting-started/usage/"]) {
    const shown = text(builtPage(route).document.querySelector(".doc-content"));
    const claimed = [
      ...shown.matchAll(/"version": ?"([\d.]+)"|creatingLibrary version="([\d.]+)"/g),
    ].map((match) => match[1] ?? match[2]);
    assert.ok(claimed.length > 0, `${route} shows a version`);
    for (const version of claimed) assert.is(version, library.version, route);
  }
});

test.run();
