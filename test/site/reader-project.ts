// A TypeScript project as a reader sets it up: a temporary folder with `"type": "module"`, the
// installed mediainfo.js copied into its node_modules (with @types/node beside it, which a Node.js
// reader installs), compiled in-process with the TypeScript API. One Program covers many files.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { LIBRARY_DIR, WRAPPER_VERSION } from "../helpers/examples.ts";
import { scratchDir } from "../helpers/scratch.ts";

/** The module settings the docs support: for bundlers, and for Node.js's own resolution. */
export const RESOLUTIONS = {
  bundler: { module: "esnext", moduleResolution: "bundler" },
  preserve: { module: "preserve", moduleResolution: "bundler" },
  nodenext: { module: "nodenext", moduleResolution: "nodenext" },
} as const;
export type Resolution = keyof typeof RESOLUTIONS;

export type Problem = { file: string; line: number; code: number; message: string };

const formatted = (problem: Problem) =>
  `${problem.file}:${problem.line} TS${problem.code} ${problem.message}`;
export const describe = (problems: Problem[]) => problems.map(formatted).join("\n") || "none";

/** Makes the project folder; `files` maps paths inside it to their text. */
export function readerProject(files: Record<string, string>): string {
  const dir = scratchDir("reader-ts-");
  const modules = path.join(dir, "node_modules");
  fs.mkdirSync(path.join(modules, "@types"), { recursive: true });
  fs.cpSync(LIBRARY_DIR, path.join(modules, "mediainfo.js"), {
    recursive: true,
    filter: (source) => !source.endsWith(".wasm"),
  });
  for (const name of ["@types/node", "undici-types"])
    fs.symlinkSync(path.resolve("node_modules", name), path.join(modules, name), "dir");
  const manifest = { type: "module", dependencies: { "mediainfo.js": WRAPPER_VERSION } };
  fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify(manifest));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

// Parsed library files (lib.dom.d.ts above all) are shared between Programs: parsing dominates.
const parsed = new Map<string, ts.SourceFile | undefined>();

function cachingHost(options: ts.CompilerOptions): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    const key = `${fileName}\0${JSON.stringify(languageVersion)}`;
    if (!parsed.has(key)) parsed.set(key, read(fileName, languageVersion, ...rest));
    return parsed.get(key);
  };
  return host;
}

/**
 * Type-checks the project's .ts files with tsconfig `compilerOptions` (as a reader writes them in
 * tsconfig.json) and returns every problem, paths relative to the project.
 */
export function typeCheck(dir: string, compilerOptions: Record<string, unknown>): Problem[] {
  const { options, errors } = ts.convertCompilerOptionsFromJson(compilerOptions, dir);
  if (errors.length) throw new Error(ts.flattenDiagnosticMessageText(errors[0].messageText, "\n"));
  const roots = fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.startsWith("node_modules"))
    .map((file) => path.join(dir, file));
  const program = ts.createProgram(roots, { ...options, noEmit: true }, cachingHost(options));
  const problems = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const file = diagnostic.file;
    const where = file?.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    return {
      file: file ? path.relative(fs.realpathSync(dir), fs.realpathSync(file.fileName)) : "",
      line: (where?.line ?? 0) + 1,
      code: diagnostic.code,
      message: ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n").split("\n")[0],
    };
  });
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}
