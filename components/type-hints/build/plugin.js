// The Markdown side of type hints: which fences get them, the build error for an example that
// does not compile, and the compiler's text under an example that is meant not to.
import fs from "node:fs";
import path from "node:path";
import { typeInfo } from "./compile.js";
import { prepareTypeInfo } from "./batch.js";
import { hintsTemplate, isInformative, wrapRanges } from "./annotate.js";
import { apiLinks } from "../../api-reference/build/api-links.js";
import { typesReleaseOf } from "./releases.js";

const LANGUAGES = new Set(["js", "jsx", "mjs", "cjs", "ts", "tsx"]);
const API_DIR = "site/api";

/** Each release's API addresses, for the popups' links: the latest's, or an older release's own. */
const links = new Map();
/** @param {import("./releases.js").TypesRelease} release */
function apiAddresses(release) {
  const dir = release?.apiDir ?? API_DIR;
  if (!links.has(dir)) links.set(dir, fs.existsSync(dir) ? apiLinks(path.resolve(dir)) : new Map());
  return links.get(dir);
}

/**
 * Highlighted code with its type hints: `html` is Prism's output for `code`; returns it with the
 * hinted identifiers wrapped and the popups' template after it. A snippet made outside Markdown
 * (a demo's generated code) can call this with its own `where` ("file:line" for errors).
 * A fence its recipe's own framework compiles (`checkedElsewhere`) gets its hints but no error
 * check here, where the framework's packages are not installed: its names from mediainfo.js
 * and the platform have types, its framework's names none (they are left without popups).
 * An older release's page (`release`) is compiled against that release's types.
 * @param {{ html: string, code: string, lang: string, where: string, errors?: string,
 *   givenFile?: boolean, checkedElsewhere?: boolean,
 *   release?: import("./releases.js").TypesRelease }} fence
 * @returns {{ html: string, template: string, errors: string }}
 */
export function typeHints(fence) {
  const { html, code, lang, where, errors = "", givenFile = false, checkedElsewhere } = fence;
  const release = fence.release ?? null;
  const info = typeInfo(code.trim(), lang, { givenFile, release });
  if (checkedElsewhere) info.errors = [];
  const expected = errors.split(/\s+/).filter(Boolean).map(Number);
  const found = info.errors.map((error) => error.code);
  const unexpected = info.errors.filter((error) => !expected.includes(error.code));
  const missing = expected.filter((code) => !found.includes(code));
  if (unexpected.length || missing.length) {
    const lines = unexpected.map((e) => `  line ${e.line + 1}: TS${e.code} ${e.text}`);
    if (missing.length) lines.push(`  errors="${errors}" expects TS${missing.join(", TS")}`);
    throw new Error(
      `${where}: type error in a code example (mark an intended one with errors="CODE"):\n${lines.join("\n")}`,
    );
  }
  const hovers = info.hovers.filter(isInformative);
  const distinct = [...new Map(hovers.map((h) => [`${h.text}\0${h.docs}`, h])).values()];
  const indexOf = new Map(distinct.map((hover, index) => [`${hover.text}\0${hover.docs}`, index]));
  const wrapped = wrapRanges(html, info.code, hovers, (h) => indexOf.get(`${h.text}\0${h.docs}`));
  return {
    html: wrapped,
    template: distinct.length ? hintsTemplate(distinct, apiAddresses(release)) : "",
    errors: info.errors.length ? compilerOutput(info.errors, lang) : "",
  };
}

/** Intended errors, printed the way tsc prints them. */
function compilerOutput(errors, lang) {
  const text = errors
    .map((e) => `example.${lang}(${e.line + 1},${e.character + 1}): error TS${e.code}: ${e.text}`)
    .join("\n")
    .replace(/[<>&]/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;" })[char]);
  return `<p class="code-note">The compiler reports, as intended:</p>\n<pre class="type-errors" tabindex="0"><code>${text}</code></pre>\n`;
}

/** Fences of recipes built by their framework's own compiler (toolset=), which has their types. */
function ownToolchainRecipes(tokens, parseFenceInfo) {
  return new Set(
    tokens
      .filter((token) => token.type === "fence")
      .map((token) => parseFenceInfo(token.info).attrs)
      .filter((attrs) => attrs.toolset && attrs.recipe)
      .flatMap((attrs) => attrs.recipe.split(/\s+/)),
  );
}

/** Where a fence starts in its source file: Eleventy renders the Markdown after front matter. */
export function fenceLocation(env, token) {
  const file = env?.page?.inputPath?.replace(/^\.\//, "") ?? "(markdown)";
  let offset = 0;
  if (env?.page?.inputPath && fs.existsSync(env.page.inputPath)) {
    const source = fs.readFileSync(env.page.inputPath, "utf8");
    const matter = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(source);
    offset = matter ? matter[0].split("\n").length - 1 : 0;
  }
  return `${file}:${offset + (token.map?.[0] ?? 0) + 1}`;
}

/**
 * What the compiler is asked about a fence: null when it gets no hints (not code, or left out).
 */
function fenceRequest({ tokens, index, lang, attrs, parseFenceInfo, file }) {
  if (!LANGUAGES.has(lang) || attrs.types === "off") return null;
  const own = ownToolchainRecipes(tokens, parseFenceInfo);
  return {
    code: tokens[index].content.trim(),
    lang,
    release: typesReleaseOf(file),
    givenFile: attrs.given === "file",
    checkedElsewhere: (attrs.recipe ?? "").split(/\s+/).some((name) => own.has(name)),
  };
}

/**
 * Compiles every fence of the Markdown files in `dir` in one compiler run before Eleventy renders
 * them (see prepareTypeInfo). A fence whose text Nunjucks changes is compiled when rendered.
 */
export function prepareFences(md, dir, parseFenceInfo) {
  const requests = [];
  for (const name of fs.readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    if (!name.endsWith(".md") || name.split(path.sep).some((part) => part === "node_modules"))
      continue;
    const source = fs
      .readFileSync(path.join(dir, name), "utf8")
      .replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, "");
    const tokens = md.parse(source, {});
    tokens.forEach((token, index) => {
      if (token.type !== "fence") return;
      const { lang, attrs } = parseFenceInfo(token.info);
      const file = path.join(dir, name);
      const request = fenceRequest({ tokens, index, lang, attrs, parseFenceInfo, file });
      if (request) requests.push(request);
    });
  }
  try {
    return prepareTypeInfo(requests);
  } catch (error) {
    // Only the speed-up is lost: each fence is then compiled, and its errors reported, alone.
    console.warn(
      `type hints: compiling the fences together failed (${error instanceof Error ? error.message : error})`,
    );
    return 0;
  }
}

/**
 * Markdown plugin: sets `md.typeHintsFor`, which the fence renderer asks for each fence; null
 * when the fence gets none.
 */
export default function typeHintsPlugin(md) {
  md.typeHintsFor = ({ tokens, index, env, html, lang, attrs, parseFenceInfo }) => {
    const file = env?.page?.inputPath;
    const request = fenceRequest({ tokens, index, lang, attrs, parseFenceInfo, file });
    if (!request) return null;
    return typeHints({
      html,
      code: request.code,
      lang,
      where: fenceLocation(env, tokens[index]),
      errors: attrs.errors,
      givenFile: request.givenFile,
      checkedElsewhere: request.checkedElsewhere,
      release: request.release,
    });
  };
}
