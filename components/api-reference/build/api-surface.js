// The public API of a mediainfo.js package as the TypeScript compiler reads its type definitions:
// each export with its kind, and each public member with its type. Diffing two of these lists the
// API members a person must review when the site moves to another release.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const FLAGS = ts.TypeFormatFlags.NoTruncation;
/** @type {ts.CompilerOptions} */
const OPTIONS = {
  strict: true,
  target: ts.ScriptTarget.ES2022,
  noEmit: true,
  skipLibCheck: true,
  types: [],
  lib: ["lib.es2022.d.ts"],
};
// TypeScript's own lib files are parsed once per process: an upgrade reads two packages (and the
// tests many small ones), and parsing the libs is most of the time a program takes.
const HOST = ts.createCompilerHost(OPTIONS);
const LIB_DIR = path.dirname(HOST.getDefaultLibFileName(OPTIONS));
const libFiles = new Map();
const readSourceFile = HOST.getSourceFile.bind(HOST);
HOST.getSourceFile = (fileName, languageVersion, ...rest) => {
  if (path.dirname(fileName) !== LIB_DIR) return readSourceFile(fileName, languageVersion, ...rest);
  if (!libFiles.has(fileName))
    libFiles.set(fileName, readSourceFile(fileName, languageVersion, ...rest));
  return libFiles.get(fileName);
};

/**
 * "Name" → its kind, "Name.member" → the member's type, for every export of the package.
 * @param {string} packageDir a folder with the package's package.json
 * @returns {Map<string, string>}
 */
export function apiSurface(packageDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, "package.json"), "utf8"));
  const entry = path.join(packageDir, manifest.types ?? manifest.typings ?? "index.d.ts");
  const program = ts.createProgram({ rootNames: [entry], options: OPTIONS, host: HOST });
  const checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(
    /** @type {ts.SourceFile} */ (program.getSourceFile(entry)),
  );
  if (!module) throw new Error(`${entry} has no exports`);
  const surface = /** @type {Map<string, string>} */ (new Map());
  for (const exported of checker.getExportsOfModule(module)) {
    const symbol =
      exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const node = symbol.declarations?.[0];
    if (!node) continue;
    const name = exported.name;
    if (ts.isClassDeclaration(node) || ts.isInterfaceDeclaration(node)) {
      surface.set(name, ts.isClassDeclaration(node) ? "class" : "interface");
      for (const member of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol))) {
        const declaration = member.declarations?.[0];
        if (
          !declaration ||
          ts.getCombinedModifierFlags(declaration) &
            (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)
        )
          continue;
        const type = checker.typeToString(
          checker.getTypeOfSymbolAtLocation(member, declaration),
          undefined,
          FLAGS,
        );
        surface.set(
          `${name}.${member.name}`,
          member.flags & ts.SymbolFlags.Optional
            ? `${type.replace(/ \| undefined$/, "")} (optional)`
            : type,
        );
      }
    } else if (ts.isTypeAliasDeclaration(node)) {
      surface.set(name, `type ${node.type.getText().replace(/\s+/g, " ")}`);
    } else {
      surface.set(
        name,
        checker.typeToString(checker.getTypeOfSymbolAtLocation(symbol, node), undefined, FLAGS),
      );
    }
  }
  return surface;
}

/**
 * Lines for review: members added, removed or with another type.
 * @param {Map<string, string>} before @param {Map<string, string>} after
 */
export function diffSurface(before, after) {
  const lines = [];
  for (const [name, type] of after) {
    if (!before.has(name)) lines.push(`added ${name}: ${type}`);
    else if (before.get(name) !== type)
      lines.push(`changed ${name}: ${before.get(name)} → ${type}`);
  }
  for (const [name, type] of before) if (!after.has(name)) lines.push(`removed ${name}: ${type}`);
  return lines;
}
