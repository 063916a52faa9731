// Releases are data: the documented release numbers live in config/releases.json, and no code or
// template spells one out, so moving to a new release is an edit of that file (and of what the
// upgrade writes), never a hunt through the tree. Code is read token by token with TypeScript's
// scanner, so a release named in a comment (as an example of a route or a label) does not count.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { sourceFiles } from "./import-graph.ts";

const RELEASES: { name: string }[] = JSON.parse(fs.readFileSync("config/releases.json", "utf8"));
/** A documented release as a whole number (0.3.6 but not 10.3.6 or 0.3.60). */
const release = new RegExp(
  `(?<![\\d.])(${RELEASES.map(({ name }) => name.replaceAll(".", "\\.")).join("|")})(?![\\d])`,
);

/** The strings, template parts and regular expressions of a source file, comments left out. */
function literalsOf(file: string): string[] {
  const kind = file.endsWith("x")
    ? ts.ScriptKind.TSX
    : file.endsWith("ts")
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    false,
    kind,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteralLike(node) ||
      ts.isTemplateLiteralToken(node) ||
      ts.isRegularExpressionLiteral(node)
    )
      found.push(node.getText(source));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every template of the site and its parts. */
function templates(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .flatMap((entry) =>
      entry.isFile() && entry.name.endsWith(".njk") && !entry.parentPath.includes("node_modules")
        ? [path.join(entry.parentPath, entry.name)]
        : [],
    );
}

test("the release list is read", () => {
  assert.ok(RELEASES.length >= 1);
  // The reader sees strings and leaves comments: this file's scanner finds its own pattern.
  assert.ok(literalsOf("scripts/uvu.js").some((literal) => literal.includes("uvu/bin.js")));
});

test("no code names a documented release in a string", () => {
  const found = sourceFiles().flatMap((file) =>
    literalsOf(file)
      .filter((literal) => release.test(literal))
      .map((literal) => `${file}: ${literal.slice(0, 120)}`),
  );
  assert.equal(found, [], found.join("\n"));
});

test("no template names a documented release", () => {
  const found = [...templates("site"), ...templates("components")].flatMap((file) =>
    fs
      .readFileSync(file, "utf8")
      .split("\n")
      .filter((line) => release.test(line))
      .map((line) => `${file}: ${line.trim().slice(0, 120)}`),
  );
  assert.equal(found, [], found.join("\n"));
});

test.run();
