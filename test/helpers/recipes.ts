// The recipes: small projects printed across the fences of site/docs/recipes, read with
// the site's own Markdown parser. A fence with recipe="a b" belongs to the projects a and b; with
// file="path" it is a file of them; with check="…" it says how the project is proven (and, in a
// bash fence, lists the commands to run). The project is written to a temporary folder exactly as
// printed, with node_modules from tools/bundlers (installed on demand from its lockfile).
import { execFile, spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ensureTool, node22Path } from "../../scripts/tools.js";
import {
  DEFAULT_TOOLSET,
  pinnedVersions,
  RECIPE_CHECKS,
  type RecipeCheck,
} from "../../eleventy/recipes.js";
import { allFences, label, type Example } from "./examples.ts";
import { scratchDir } from "./scratch.ts";

export type Recipe = {
  name: string;
  files: { path: string; code: string; fence: Example }[];
  check: Example & { attrs: { check: RecipeCheck; expect: string } };
};

const names = (fence: Example) => (fence.attrs.recipe ?? "").split(/\s+/).filter(Boolean);

/** Every recipe printed in the docs, by name; throws on a recipe without exactly one check. */
export function recipes(fences: Example[] = allFences()): Map<string, Recipe> {
  const byName = new Map<string, Example[]>();
  for (const fence of fences)
    for (const name of names(fence)) byName.set(name, [...(byName.get(name) ?? []), fence]);
  const found = new Map<string, Recipe>();
  for (const [name, members] of byName) {
    const checks = members.filter((fence) => fence.attrs.check);
    if (checks.length !== 1)
      throw new Error(
        `recipe "${name}" needs exactly one fence with check= (found ${checks.length})`,
      );
    const check = checks[0] as Recipe["check"];
    if (!(RECIPE_CHECKS as readonly string[]).includes(check.attrs.check))
      throw new Error(`${label(check)}: unknown check="${check.attrs.check}"`);
    if (!check.attrs.expect) throw new Error(`${label(check)}: a check needs expect=`);
    const files = members
      .filter((fence) => fence.attrs.file)
      .map((fence) => ({ path: fence.attrs.file, code: fence.code, fence }));
    found.set(name, { name, files, check });
  }
  return found;
}

/** The tools folder a recipe is built with: its check fence's toolset="…", else tools/bundlers. */
export const toolsetOf = (recipe: Recipe): string => recipe.check.attrs.toolset ?? DEFAULT_TOOLSET;

/** The packages tools/<toolset> pins, by name. */
export function pinnedPackages(toolset = DEFAULT_TOOLSET): Record<string, string> {
  return pinnedVersions(toolset);
}

/** The lines a check fence asks to run: its code when it is a shell fence, without blanks and comments. */
export function commandLines(recipe: Recipe): string[] {
  if (recipe.check.lang !== "bash") return [];
  return recipe.check.code
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
}

/**
 * `npm install` lines are not run: the project gets tools/<toolset>'s node_modules instead. Each
 * one must only name packages that lockfile pins (with no version, or a version the pin
 * satisfies). A line naming mediainfo.js names its exact version with `--save-exact`, so a later
 * install keeps that release; with `--save-exact`, every version named is the exact pin.
 */
export function installProblems(line: string, toolset = DEFAULT_TOOLSET): string[] {
  const pinned = pinnedPackages(toolset);
  const words = line.replace(/^npm install\s+/, "").split(/\s+/);
  const exact = words.includes("--save-exact") || words.includes("-E");
  const packages = words.filter((word) => !word.startsWith("-"));
  const problems = packages.flatMap((spec) => {
    const at = spec.lastIndexOf("@");
    const [name, version] = at > 0 ? [spec.slice(0, at), spec.slice(at + 1)] : [spec, ""];
    if (!pinned[name]) return [`${name} is not pinned in tools/${toolset}`];
    // npm's newest mediainfo.js is not the documented one: only its exact version will do.
    if (name === "mediainfo.js" && version !== pinned[name])
      return [`${spec}: name mediainfo.js@${pinned[name]}, the documented release`];
    if (exact && version && version !== pinned[name])
      return [
        `${spec}: with --save-exact, name the exact version tools/${toolset} pins, ${pinned[name]}`,
      ];
    if (version && !(pinned[name] === version || pinned[name].startsWith(`${version}.`)))
      return [`${spec}: tools/${toolset} pins ${pinned[name]}`];
    return [];
  });
  if (packages.some((spec) => spec.startsWith("mediainfo.js")) && !exact)
    problems.push("mediainfo.js is installed with --save-exact, so npm saves that exact release");
  return problems;
}

export const isInstall = (line: string) => /^npm install\b/.test(line);

/** A fresh folder holding the recipe's files as printed and a hard-linked copy of the pinned node_modules. */
export function writeProject(recipe: Recipe): string {
  const dir = scratchDir(`recipe-${recipe.name}-`);
  for (const file of recipe.files) {
    fs.mkdirSync(path.dirname(path.join(dir, file.path)), { recursive: true });
    fs.writeFileSync(path.join(dir, file.path), file.code);
  }
  // A copy, not a symlink: packages must resolve inside the project, never from this repository.
  // Hard links are instant; across file systems (a tmpfs /tmp) they fail and a real copy is made.
  const from = path.join(ensureTool(toolsetOf(recipe)), "node_modules");
  const to = path.join(dir, "node_modules");
  let copy = spawnSync("cp", ["-al", from, to], { encoding: "utf8" });
  if (copy.status !== 0) {
    fs.rmSync(to, { recursive: true, force: true });
    copy = spawnSync("cp", ["-a", from, to], { encoding: "utf8" });
  }
  if (copy.status !== 0) throw new Error(`copying node_modules failed: ${copy.stderr}`);
  return dir;
}

/** The PATH a recipe's commands run with: its own node_modules/.bin, and `node` (Node.js 22 unless given) as `node`. */
export function recipePath(dir: string, node = node22Path()): string {
  return [path.join(dir, "node_modules", ".bin"), path.dirname(node), process.env.PATH].join(
    path.delimiter,
  );
}

/** The environment of a recipe's commands; Next.js would otherwise send telemetry to the internet. */
const recipeEnv = (dir: string, node?: string) => ({
  ...process.env,
  PATH: recipePath(dir, node),
  NO_COLOR: "1",
  NEXT_TELEMETRY_DISABLED: "1",
});

/**
 * Runs one printed command line in the project, as a shell would, with `node` (a Node.js binary,
 * Node.js 22 unless given) first on the PATH; rejects with its output on failure.
 */
export function runLine(
  dir: string,
  line: string,
  { timeout = 120_000, node }: { timeout?: number; node?: string } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      "sh",
      ["-c", line],
      { cwd: dir, timeout, env: recipeEnv(dir, node) },
      (error, stdout, stderr) =>
        error
          ? reject(new Error(`"${line}" failed: ${error.message}\n${stdout}\n${stderr}`))
          : resolve(stdout),
    );
  });
}

/** Starts a long-running printed command (a dev server) and resolves once its output names a URL. */
export function startServerLine(dir: string, line: string): Promise<{ url: string; stop(): void }> {
  const child: ChildProcess = spawn("sh", ["-c", `exec ${line}`], {
    cwd: dir,
    env: recipeEnv(dir),
    detached: true,
  });
  let output = "";
  const stop = () => {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      // already gone
    }
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`"${line}" printed no URL within 30 s:\n${output}`));
    }, 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      // Vite prints the URL with its trailing slash, Next.js without.
      const origin = /https?:\/\/(?:localhost|127\.0\.0\.1):\d+(?=[/\s])/.exec(output)?.[0];
      if (origin) {
        clearTimeout(timer);
        resolve({ url: `${origin}/`, stop });
      }
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`"${line}" exited with ${code}:\n${output}`));
    });
  });
}

/** The track types a check's expect="tracks: …" names. */
export const expectedTracks = (recipe: Recipe) =>
  recipe.check.attrs.expect
    .replace(/^tracks:\s*/, "")
    .split(",")
    .map((type) => type.trim())
    .join(", ");
