// Builds small Vite projects with the pinned vite of tools/bundlers and returns what the build
// printed (standard output and standard error together), to check the warnings the docs quote,
// and where it wrote its output, for the pages that are then run.
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ensureTool } from "../../../scripts/tools.js";
import { scratchDir } from "../../helpers/scratch.ts";

/**
 * Writes `files` (path → content) into a fresh folder whose node_modules holds every package of
 * tools/bundlers (each a link) and, for each of `packages` (name → folder in the project), a link
 * to that folder.
 */
export function viteProject(
  files: Record<string, string>,
  packages: Record<string, string> = {},
): string {
  const dir = scratchDir("vite-build-");
  const modules = path.join(ensureTool("bundlers"), "node_modules");
  if (Object.keys(packages).length === 0)
    fs.symlinkSync(modules, path.join(dir, "node_modules"), "dir");
  else {
    fs.mkdirSync(path.join(dir, "node_modules"));
    for (const name of fs.readdirSync(modules))
      fs.symlinkSync(path.join(modules, name), path.join(dir, "node_modules", name), "dir");
    for (const [name, folder] of Object.entries(packages))
      fs.symlinkSync(path.join(dir, folder), path.join(dir, "node_modules", name), "dir");
  }
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

/** Runs `vite build` in `cwd`; resolves to its log, rejects with it when the build fails. */
export function runViteBuild(cwd: string): Promise<string> {
  const vite = path.join(ensureTool("bundlers"), "node_modules", "vite/bin/vite.js");
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [vite, "build"],
      { cwd, timeout: 120_000, env: { ...process.env, NO_COLOR: "1" } },
      (error, stdout, stderr) =>
        error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout + stderr),
    );
  });
}

/** Writes `files` into a fresh folder, runs `vite build` there, returns its log. */
export async function viteBuildLog(files: Record<string, string>): Promise<string> {
  return runViteBuild(viteProject(files));
}
