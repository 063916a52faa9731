// Builds a small Vite project with the pinned vite of tools/bundlers and returns what the build
// printed (standard output and standard error together), to check the warnings the docs quote.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureTool } from "../../scripts/tools.js";

/** Writes `files` (path → content) into a fresh folder, runs `vite build` there, returns its log. */
export async function viteBuildLog(files: Record<string, string>): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vite-build-"));
  const modules = path.join(ensureTool("bundlers"), "node_modules");
  fs.symlinkSync(modules, path.join(dir, "node_modules"), "dir");
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  const vite = path.join(modules, "vite/bin/vite.js");
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [vite, "build"],
      { cwd: dir, timeout: 120_000, env: { ...process.env, NO_COLOR: "1" } },
      (error, stdout, stderr) =>
        error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout + stderr),
    );
  });
}
