// Type information for many fences at once: a cold build compiles every example of the site in
// one compiler program instead of one program per example, which takes a few seconds less.
import fs from "node:fs";
import ts from "typescript";
import { cacheFile, compiler, errorOf, hoverOf, preludeOf, remember } from "./compile.js";

/** @typedef {import("./compile.js").TypesRelease} TypesRelease */

/**
 * Compiles every fence not yet cached in one compiler run per release's types, so that a cold
 * build pays for one program rather than one per fence (each in its own module file, as twoslash
 * compiles every file as a module). Afterwards `typeInfo` finds them all in the cache.
 * @param {{ code: string, lang: string, givenFile?: boolean, release?: TypesRelease }[]} fences
 * @returns {number} how many were compiled
 */
export function prepareTypeInfo(fences) {
  /** @type {Map<string, { release: TypesRelease, pending: Map<string, any> }>} */
  const byRelease = new Map();
  for (const { code, lang, givenFile = false, release = null } of fences) {
    const file = cacheFile(code, lang, givenFile, release);
    if (fs.existsSync(file)) continue;
    const name = release?.packageName ?? "";
    if (!byRelease.has(name)) byRelease.set(name, { release, pending: new Map() });
    byRelease.get(name)?.pending.set(file, { code, lang, givenFile });
  }
  let compiled = 0;
  for (const { release, pending } of byRelease.values())
    compiled += compileTogether(pending, release);
  return compiled;
}

/** @param {Map<string, { code: string, lang: string, givenFile: boolean }>} pending @param {TypesRelease} release */
function compileTogether(pending, release) {
  let combined = "";
  const parts = [...pending].map(([file, { code, lang, givenFile }], index) => {
    const name = `fence-${index}.${EXTENSIONS[lang] ?? lang}`;
    const fileStart = combined.length;
    // The given declaration stays in the file (a cut would apply to every file): its hovers and
    // errors fall before the fence's own start and are left out below.
    combined += `// @filename: ${name}\n`;
    combined += preludeOf(lang, givenFile).replace("// ---cut---\n", "");
    const start = combined.length;
    combined += `${code}\n`;
    return { file, code, start, end: start + code.length, name, text: combined.slice(fileStart) };
  });
  // twoslash adds its files one by one, and a new file makes the compiler build a whole new
  // program; files that are already there with the same text only need their program reused.
  const env = environment(release);
  for (const part of parts) env.createFile(virtualPath(part.name), part.text);
  // twoslash also checks each file in a program of its own; asked afterwards, one checks all.
  const result = compiler(release)(combined, "ts", {
    handbookOptions: { noErrorValidation: true, noErrors: true },
  });
  const errors = diagnosticsOf(env, result.meta.virtualFiles);
  for (const { file, code, start, end } of parts) {
    const inside = (node) => node.start >= start && node.start <= end;
    const at = (node) => {
      const before = code.slice(0, node.start - start).split("\n");
      return { line: before.length - 1, character: before[before.length - 1].length };
    };
    remember(file, {
      code,
      hovers: result.hovers.filter(inside).map((h) => hoverOf({ ...h, start: h.start - start })),
      errors: errors.filter(inside).map((e) => errorOf({ ...e, ...at(e) })),
    });
  }
  return pending.size;
}

/**
 * The compiler's errors in twoslash's virtual files, with positions in the code it was given.
 * @param {{ offset: number, filepath: string, content: string }[]} files
 */
function diagnosticsOf(env, files) {
  for (const file of files) env.createFile(file.filepath, file.content);
  const errors = files.flatMap((file) =>
    [
      ...env.languageService.getSyntacticDiagnostics(file.filepath),
      ...env.languageService.getSemanticDiagnostics(file.filepath),
    ].map((diagnostic) => ({
      start: file.offset + (diagnostic.start ?? 0),
      code: diagnostic.code,
      text: ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"),
    })),
  );
  for (const file of files) env.createFile(file.filepath, "");
  return errors;
}

/**
 * twoslash's compiler environment (it makes one per set of compiler options: ours), where
 * writing a file with the text it already has changes nothing: otherwise each write, even of the
 * same text, makes the compiler build its whole program again.
 */
function environment(/** @type {TypesRelease} */ release) {
  const twoslasher = compiler(release);
  const environments = () => /** @type {Map<string, any>} */ (twoslasher.getCacheMap());
  if (environments().size === 0) twoslasher("export {};\n", "ts");
  const [env, ...others] = environments().values();
  if (!env || others.length) throw new Error("type hints: expected one compiler environment");
  if (!texts.has(env)) {
    const written = new Map();
    const createFile = env.createFile.bind(env);
    env.createFile = (file, text) => {
      if (written.get(file) === text) return;
      written.set(file, text);
      createFile(file, text);
    };
    texts.set(env, written);
  }
  return env;
}
const texts = new WeakMap();
/** Where twoslash keeps a file it is given: in the working folder, as its own default. */
const virtualPath = (name) => `${process.cwd().replace(/\\/g, "/")}/${name}`;

const EXTENSIONS = { js: "js", jsx: "jsx", mjs: "js", cjs: "js", ts: "ts", tsx: "tsx" };
