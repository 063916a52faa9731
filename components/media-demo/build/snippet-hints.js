// The demo's generated code with type hints, for its code panel (components/media-demo/views/
// snippet-hints.ts). Compiling each set of options would cost a compiler run apiece, so one
// snippet per target and format is compiled with every option written out; the others differ from
// it only in the factory's argument, whose optional properties change no type elsewhere. Their
// hints are that snippet's, moved to where each identifier now stands, in Prism's highlighting of
// their own text. Leaving an optional property out cannot make a type error.
import path from "node:path";
import esbuild from "esbuild";
import syntaxHighlight from "@11ty/eleventy-plugin-syntaxhighlight";
import { typeHints } from "../../type-hints/build/plugin.js";
import { prepareTypeInfo } from "../../type-hints/build/batch.js";
import { wrapRanges } from "../../type-hints/build/annotate.js";
import { asButtons, cutAt, hintedRanges } from "./hinted-html.js";

const DEMO = path.join(new URL("../", import.meta.url).pathname);

/** The demo's snippet modules bundled for Node.js (Eleventy loads no TypeScript): the bundle's
 * code, and the source files it was made from. */
function bundleDemoModules() {
  const { outputFiles, metafile } = esbuild.buildSync({
    stdin: {
      contents: `export * from "./views/snippets"; export * from "./views/snippet-hints";
        export { CHUNK_SIZES, LIBRARY_DEFAULTS } from "./options/analysis-options";`,
      resolveDir: DEMO,
      loader: "ts",
    },
    bundle: true,
    format: "esm",
    platform: "node",
    write: false,
    metafile: true,
  });
  return {
    code: Buffer.from(outputFiles[0].text).toString("base64"),
    sources: Object.keys(metafile.inputs)
      .filter((input) => input !== "<stdin>")
      .map((input) => path.resolve(input)),
  };
}

/** The demo's snippet modules, loaded from a bundle. @param {string} code base64 */
const load = (code) => import(`data:text/javascript;base64,${code}`);

/** The demo's snippet modules, bundled for Node.js. */
export const demoModules = () => load(bundleDemoModules().code);

/** The files the snippets are made from: `npm run dev` rebuilds when one is saved. */
export const demoSnippetSources = () => bundleDemoModules().sources;

/** Prism's highlighting, as the Markdown fences get it (it leaves out the final newline). */
export const highlight = (code) =>
  syntaxHighlight.pairedShortcode(code, "js", "", {
    preAttributes: { tabindex: "0" },
    lineSeparator: "\n",
  });

/** A snippet's text and where its factory argument stands in it. */
function located({ snippetFor, factoryArgument }, target, options) {
  const text = snippetFor(target, options);
  const start = text.indexOf("mediaInfoFactory(") + "mediaInfoFactory(".length;
  const end = start + factoryArgument(options).length;
  if (text.slice(start, end) !== factoryArgument(options) || text[end] !== ")")
    throw new Error(`The demo's ${target} snippet does not call mediaInfoFactory(argument)`);
  return { text, start, end };
}

/** The compiled snippet's hinted ranges moved into `other`: properties by name, the rest by offset. */
function movedRanges(ranges, compiled, other) {
  return ranges.flatMap((range) => {
    if (range.start < compiled.start) return [range];
    if (range.start >= compiled.end)
      return [{ ...range, start: range.start + other.end - compiled.end }];
    const name = compiled.text.slice(range.start, range.start + range.length);
    if (compiled.text[range.start + range.length] !== ":")
      throw new Error(`A hint in the demo snippet's argument is not a property: ${name}`);
    const found = new RegExp(`\\b${name}:`).exec(other.text.slice(other.start, other.end));
    return found ? [{ ...range, start: other.start + found.index }] : [];
  });
}

const wrapped = (text, ranges) =>
  wrapRanges(highlight(text), text.trim(), ranges, (range) => range.index);

/** The highlighted code of `text` with `ranges` hinted, its final newline kept. */
function hintedCode(text, ranges) {
  const tail = text.slice(text.trimEnd().length);
  return wrapped(text, ranges).replace(/<\/code><\/pre>$/, `${tail}</code></pre>`);
}

/** Every set of options with the same argument key: flags, and the chunk size left out or not. */
function optionSets(modules, format) {
  const { LIBRARY_DEFAULTS, CHUNK_SIZE_STAND_IN } = modules;
  const sets = [];
  for (const full of [false, true])
    for (const coverData of [false, true])
      for (const chunkSize of [LIBRARY_DEFAULTS.chunkSize, CHUNK_SIZE_STAND_IN])
        sets.push({ format, full, coverData, chunkSize });
  return sets;
}

/** The options the compiled snippet of `format` writes out: every one. */
const everyOption = (modules, format) => ({
  format,
  full: true,
  coverData: true,
  chunkSize: modules.CHUNK_SIZE_STAND_IN,
});

/** The hints of one target and format (`SnippetHints`). */
function hintsFor(modules, target, format) {
  const all = everyOption(modules, format);
  const compiled = located(modules, target, all);
  const where = `components/media-demo/views/snippets.ts: the demo's "${target}" snippet with options ${JSON.stringify(all)}`;
  const hinted = typeHints({
    html: highlight(compiled.text),
    code: compiled.text,
    lang: "js",
    where,
  });
  const ranges = hintedRanges(hinted.html);
  if (wrapped(compiled.text, ranges) !== hinted.html)
    throw new Error(`${where}: its hints could not be read back`);
  const hints = { before: "", after: "", template: hinted.template, args: {} };
  for (const options of optionSets(modules, format)) {
    const other = located(modules, target, options);
    const [before, argument, after] = cutAt(
      asButtons(hintedCode(other.text, movedRanges(ranges, compiled, other))),
      [other.start, other.end],
    );
    if (hints.before && (before !== hints.before || after !== hints.after))
      throw new Error(`${where}: the code around the argument is highlighted differently`);
    Object.assign(hints, { before, after });
    hints.args[modules.builtArgument(options)] = argument;
  }
  return hints;
}

/** The asset's value (`SnippetHintsAsset`) from the demo's modules (`demoModules()`). */
export function buildSnippetHints(modules) {
  const pairs = modules.SNIPPET_TARGETS.flatMap((target) =>
    modules.SNIPPET_FORMATS.map((format) => ({ target, format })),
  );
  // Compiled together first, as the docs' fences are: one compiler program for all of them.
  prepareTypeInfo(
    pairs.map(({ target, format }) => ({
      code: located(modules, target, everyOption(modules, format)).text.trim(),
      lang: "js",
    })),
  );
  return Object.fromEntries(
    pairs.map(({ target, format }) => [
      modules.hintsKey(target, format),
      hintsFor(modules, target, format),
    ]),
  );
}

/** The asset's value (a promise) and the files it is made from, which say when to make it again. */
export function snippetHintsFromSources() {
  const { code, sources } = bundleDemoModules();
  return { value: load(code).then(buildSnippetHints), files: sources };
}
