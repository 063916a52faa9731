// Type information for the docs' code, from twoslash: each TypeScript or JavaScript fence is
// compiled against the installed mediainfo.js types (an older release's pages against that
// release's package) with the tsconfig.json the Installation page
// prints, under module resolution "bundler" (where the library's types narrow as documented).
// Results are cached on disk, keyed by the code and every version that shapes them: creating
// the compiler alone takes seconds, so a build without changed code never loads it.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { createTwoslasher } from "twoslash";

const ROOT = new URL("../../../", import.meta.url);
const INSTALLATION = new URL("site/docs/getting-started/installation.md", ROOT);
export const CACHE_DIR = path.join(new URL("node_modules/.cache/type-hints/", ROOT).pathname);

const versionOf = (name) =>
  JSON.parse(fs.readFileSync(new URL(`node_modules/${name}/package.json`, ROOT), "utf8")).version;

/** The compilerOptions of the tsconfig.json the Installation page prints. */
function printedOptions() {
  const page = fs.readFileSync(INSTALLATION, "utf8");
  const fence = /```json title="tsconfig\.json"\n([\s\S]*?)\n```/.exec(page);
  if (!fence) throw new Error(`${INSTALLATION.pathname} prints no tsconfig.json`);
  return JSON.parse(fence[1]).compilerOptions;
}

/**
 * The release whose types a fence is compiled against: null for the latest (the installed
 * `mediainfo.js`); an older release's pages (see ./releases.js) import "mediainfo.js" too, which
 * resolves to that release's package.
 * @typedef {{ packageName: string, packageDir: string } | null} TypesRelease
 */

/** @type {Map<string, { compilerOptions: Record<string, unknown>, versions: string[] }>} */
const settingsOf = new Map();
/** @param {TypesRelease} [release] */
function settings(release = null) {
  const name = release?.packageName ?? "mediainfo.js";
  let found = settingsOf.get(name);
  if (!found) {
    found = {
      compilerOptions: {
        ...printedOptions(),
        module: "esnext",
        moduleResolution: "bundler",
        jsx: "react-jsx",
        types: ["node"],
        ...(release && {
          paths: {
            "mediainfo.js": [release.packageDir],
            "mediainfo.js/*": [`${release.packageDir}/*`],
          },
        }),
      },
      versions: [name, "twoslash", "typescript"].map((n) => `${n}@${versionOf(n)}`),
    };
    settingsOf.set(name, found);
  }
  return found;
}

/** @type {Map<string, ReturnType<typeof createTwoslasher>>} one compiler per release's types */
const twoslashers = new Map();
/** @param {TypesRelease} [release] */
export function compiler(release = null) {
  const name = release?.packageName ?? "mediainfo.js";
  let twoslasher = twoslashers.get(name);
  if (twoslasher) return twoslasher;
  const { options } = ts.convertCompilerOptionsFromJson(
    settings(release).compilerOptions,
    ROOT.pathname,
  );
  twoslasher = createTwoslasher({ tsModule: ts, compilerOptions: options });
  twoslashers.set(name, twoslasher);
  return twoslasher;
}

// Examples run with `file` supplied (given="file") declare it above a cut the reader never sees.
const GIVEN_FILE = {
  ts: "declare const file: File;\n// ---cut---\n",
  js: "/** @type {File} */\nvar file;\n// ---cut---\n",
};

/**
 * @typedef {{ start: number, length: number, text: string, docs?: string }} Hover
 * @typedef {{ line: number, character: number, code: number, text: string }} TypeError
 * @typedef {{ code: string, hovers: Hover[], errors: TypeError[] }} TypeInfo
 */

export const preludeOf = (lang, givenFile) =>
  givenFile ? GIVEN_FILE[lang.startsWith("t") ? "ts" : "js"] : "";

/** Where one fence's type information is cached. @param {TypesRelease} [release] */
export function cacheFile(code, lang, givenFile, release = null) {
  const { compilerOptions, versions } = settings(release);
  const prelude = preludeOf(lang, givenFile);
  const key = crypto
    .createHash("sha256")
    .update(JSON.stringify([versions, compilerOptions, lang, prelude, code]))
    .digest("hex");
  return path.join(CACHE_DIR, `${key}.json`);
}

export function remember(file, info) {
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  // Written whole, then renamed: a build reading the cache never sees half a file.
  fs.writeFileSync(`${file}.${process.pid}`, JSON.stringify(info));
  fs.renameSync(`${file}.${process.pid}`, file);
}

export const errorOf = (error) => ({
  line: error.line,
  character: error.character,
  code: Number(error.code),
  text: error.text,
});
/** @param {{ start: number, length: number, text: string, docs?: string }} hover */
export const hoverOf = ({ start, length, text, docs }) => ({ start, length, text, docs });

/**
 * The hovers and compiler errors of one fence's code (`lang` js, jsx, ts or tsx), against the
 * types of `release` (the latest's by default). JavaScript is compiled without checkJs, as a
 * reader's JavaScript is: only its syntax errors are errors.
 * @param {string} code @param {string} lang
 * @param {{ givenFile?: boolean, release?: TypesRelease }} [options]
 * @returns {TypeInfo}
 */
export function typeInfo(code, lang, { givenFile = false, release = null } = {}) {
  const file = cacheFile(code, lang, givenFile, release);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, "utf8"));
  const result = compiler(release)(preludeOf(lang, givenFile) + code, lang, {
    handbookOptions: { noErrorValidation: true },
  });
  const info = {
    code: result.code,
    hovers: result.hovers.map(hoverOf),
    errors: result.errors.map(errorOf),
  };
  remember(file, info);
  return info;
}
