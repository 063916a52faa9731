// The tree's import graph, read from the source text: who imports whom, which folder each file
// belongs to, and the import circles. The direction test and the layout figures read it.
import fs from "node:fs";
import path from "node:path";

/** One relative import: the importing file, the imported file, and whether only types cross. */
export type Edge = { from: string; to: string; typeOnly: boolean };

const SOURCE = /\.(js|mjs|cjs|ts|tsx)$/;
// Tests and type stubs import whatever they check; the output and the bench's recorded figures are
// no source; dot folders are caches and settings. The tools (tools/<name>/, installed on demand)
// are read: they stand above the scripts they drive.
const SKIPPED_TOP = new Set(["_site", "test", "types", "bench"]);

/** Every source file of the site's own code and tools (tests and type stubs left out), relative. */
export function sourceFiles(root = "."): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const skipped =
        entry.name === "node_modules" ||
        (!dir && SKIPPED_TOP.has(entry.name)) ||
        (entry.isDirectory() && entry.name.startsWith("."));
      if (skipped) continue;
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else if (SOURCE.test(entry.name) && !rel.endsWith(".d.ts")) files.push(rel);
    }
  };
  walk("");
  return files.sort();
}

// Static imports and re-exports (`import x from`, `import "x"`, `export … from`) and dynamic
// `import("x")` with a literal specifier; comments are blanked first so prose never counts.
const STATIC =
  /(?:^|[\s;}])(import|export)\s+(type\s+)?(?:[\w*${}\s,]+?\s+from\s+)?["']([^"']+)["']/g;
const DYNAMIC = /\bimport\(\s*["']([^"']+)["']\s*\)/g;
const COMMENTS = /\/\*[\s\S]*?\*\/|(^|[^:"'`\\])\/\/[^\n]*/g;

/** The specifiers a source text imports, each with whether it brings types only. */
export function importsOf(text: string): { specifier: string; typeOnly: boolean }[] {
  const code = text.replace(COMMENTS, (_match, before = "") => before);
  const found = [...code.matchAll(STATIC)].map((m) => ({ specifier: m[3], typeOnly: !!m[2] }));
  for (const m of code.matchAll(DYNAMIC)) found.push({ specifier: m[1], typeOnly: false });
  return found;
}

/** Resolves a relative specifier from `from` to a file of `files`, as the bundler would. */
function resolve(from: string, specifier: string, files: Set<string>): string | null {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  const stem = base.replace(/\.(js|ts|tsx)$/, "");
  for (const candidate of [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.js`, `${base}/index.js`])
    if (files.has(candidate)) return candidate;
  return null;
}

/** Every relative import between the tree's source files. */
export function importEdges(root = "."): Edge[] {
  const files = sourceFiles(root);
  const known = new Set(files);
  const edges: Edge[] = [];
  for (const from of files) {
    const text = fs.readFileSync(path.join(root, from), "utf8");
    for (const { specifier, typeOnly } of importsOf(text)) {
      if (!specifier.startsWith(".")) continue;
      const to = resolve(from, specifier, known);
      if (to) edges.push({ from, to, typeOnly });
    }
  }
  return edges;
}

/** The file's folder as the layout names it: a part's browser half, its build half, or a top folder. */
export function roomOf(file: string): string {
  if (!file.includes("/")) return file === ".eleventy.js" ? ".eleventy.js" : "root";
  const [top, second, third] = file.split("/");
  if (top === "components") {
    if (!third) return "components"; // the entry and its name lists
    if (second === "runtime") return "runtime";
    return third === "build" ? `${second}/build` : second;
  }
  return top;
}

/** Import circles: the groups of files (two or more) that reach each other (Tarjan's algorithm). */
export function importCircles(edges: Edge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const to of next.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file)!, index.get(to)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1) circles.push(group.sort());
  };
  for (const file of next.keys()) if (!index.has(file)) visit(file);
  return circles;
}
