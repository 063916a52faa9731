// What the installed mediainfo.js declares, read from its TypeScript sources with the compiler
// API: the exported names and their kinds, members of classes and interfaces, method parameters,
// and DEFAULT_OPTIONS evaluated from its initializer.
import path from "node:path";
import ts from "typescript";

const SOURCE_DIR = path.resolve("node_modules/mediainfo.js/src");
const program = ts.createProgram([path.join(SOURCE_DIR, "index.ts")], {
  strict: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  noEmit: true,
});
const checker = program.getTypeChecker();
const index = program.getSourceFile(path.join(SOURCE_DIR, "index.ts"))!;

export type Declared = {
  kind: "class" | "interface" | "function" | "type";
  symbol: ts.Symbol;
  node: ts.Declaration;
};

function kindOf(node: ts.Declaration): Declared["kind"] {
  if (ts.isClassDeclaration(node)) return "class";
  if (ts.isInterfaceDeclaration(node)) return "interface";
  if (ts.isFunctionDeclaration(node)) return "function";
  return "type";
}

/** The package's public names (index.ts exports), aliases resolved to their declarations. */
export const exported = new Map<string, Declared>(
  checker.getExportsOfModule(checker.getSymbolAtLocation(index)!).map((symbol) => {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const node = target.declarations![0];
    return [symbol.name, { kind: kindOf(node), symbol: target, node }];
  }),
);

/** Member names of an exported class or interface (public members only). */
export function membersOf(name: string): Map<string, ts.Symbol> {
  const declared = exported.get(name);
  if (!declared) throw new Error(`${name} is not exported`);
  const type = checker.getDeclaredTypeOfSymbol(declared.symbol);
  const members = checker.getPropertiesOfType(type).filter((member) => {
    const modifiers = ts.getCombinedModifierFlags(member.declarations![0]);
    return !(modifiers & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected));
  });
  return new Map(members.map((member) => [member.name, member]));
}

/** Parameter names of each call signature of a class member, e.g. analyzeData → [[size, readChunk], …]. */
export function parametersOf(className: string, member: string): string[][] {
  const symbol = membersOf(className).get(member)!;
  const type = checker.getTypeOfSymbolAtLocation(symbol, symbol.declarations![0]);
  return type
    .getCallSignatures()
    .map((signature) => signature.parameters.map((parameter) => parameter.name));
}

/** The declared type of an interface property, as the compiler prints it (optional `undefined` removed). */
export function propertyType(interfaceName: string, property: string): string {
  const symbol = membersOf(interfaceName).get(property)!;
  const type = checker.getNonNullableType(
    checker.getTypeOfSymbolAtLocation(symbol, symbol.declarations![0]),
  );
  return checker.typeToString(type);
}

/** The string literals of a union type alias, e.g. FormatType → ["object", "JSON", …]. */
export function literalsOf(typeName: string): string[] {
  const type = checker.getDeclaredTypeOfSymbol(exported.get(typeName)!.symbol);
  return (type.isUnion() ? type.types : [type])
    .filter((part) => part.isStringLiteral())
    .map((part) => (part as ts.StringLiteralType).value);
}

function evaluate(node: ts.Expression): unknown {
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isStringLiteral(node)) return node.text;
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.AsteriskToken) {
    return (evaluate(node.left) as number) * (evaluate(node.right) as number);
  }
  throw new Error(`cannot evaluate ${node.getText()}`);
}

/** DEFAULT_OPTIONS from MediaInfo.ts, each value evaluated from its initializer. */
export function defaultOptions(): Record<string, unknown> {
  const file = program.getSourceFile(path.join(SOURCE_DIR, "MediaInfo.ts"))!;
  let literal: ts.ObjectLiteralExpression | undefined;
  file.forEachChild(function visit(node) {
    if (ts.isVariableDeclaration(node) && node.name.getText() === "DEFAULT_OPTIONS") {
      let init = node.initializer!;
      while (ts.isAsExpression(init)) init = init.expression;
      literal = init as ts.ObjectLiteralExpression;
    }
    node.forEachChild(visit);
  });
  if (!literal) throw new Error("DEFAULT_OPTIONS not found in MediaInfo.ts");
  return Object.fromEntries(
    literal.properties.map((property) => {
      const assignment = property as ts.PropertyAssignment;
      return [assignment.name.getText(), evaluate(assignment.initializer)];
    }),
  );
}

/** Every string literal in the wrapper's sources (error messages the docs quote). */
export function sourceStrings(): Set<string> {
  const strings = new Set<string>();
  for (const file of program
    .getSourceFiles()
    .filter((file) => file.fileName.startsWith(SOURCE_DIR))) {
    file.forEachChild(function visit(node) {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
        strings.add(node.text);
      node.forEachChild(visit);
    });
  }
  return strings;
}
