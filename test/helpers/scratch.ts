// Scratch folders for tests: made under the system's temporary folder and removed when the test
// process exits, however its tests ended, so repeated runs leave nothing behind.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const made = new Set<string>();
process.on("exit", () => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

/** A new empty folder named `prefix` plus a random tail, removed when the process exits. */
export function scratchDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.add(dir);
  return dir;
}
