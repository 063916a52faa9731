// Runs the dev loop in a folder as a child process on a free port and follows its output: used by
// `npm run bench` (save-to-reload timings) and by the fresh-clone browser test.
import { spawn } from "node:child_process";

/**
 * @typedef {object} DevChild
 * @property {string} origin e.g. http://localhost:41234
 * @property {number} pid
 * @property {() => string} output everything printed so far (stdout and stderr)
 * @property {(pattern: RegExp, from?: number, timeoutMs?: number) => Promise<RegExpMatchArray>} waitForOutput
 *   resolves when the output after offset `from` matches
 * @property {() => boolean} isRunning
 * @property {() => Promise<void>} stop
 */

/**
 * Starts `command` (default `npm run dev`) in `dir` with PORT=0 and resolves once it serves.
 * @param {string} dir
 * @param {{ command?: string[], timeoutMs?: number }} [options]
 * @returns {Promise<DevChild>}
 */
export async function startDevChild(
  dir,
  { command = ["npm", "run", "dev"], timeoutMs = 180_000 } = {},
) {
  // Its own process group, so stop() also ends the node that npm starts.
  const child = spawn(command[0], command.slice(1), {
    cwd: dir,
    env: { ...process.env, PORT: "0" },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const listeners = /** @type {Set<() => void>} */ (new Set());
  const append = (/** @type {Buffer} */ chunk) => {
    output += chunk.toString().replace(/\x1b\[[\d;]*m/g, ""); // colours would split the words tests look for
    for (const listener of listeners) listener();
  };
  child.stdout.on("data", append);
  child.stderr.on("data", append);
  child.on("exit", () => {
    for (const listener of listeners) listener();
  });

  /** @type {DevChild["waitForOutput"]} */
  function waitForOutput(pattern, from = 0, wait = 30_000) {
    return new Promise((resolve, reject) => {
      const check = () => {
        const match = output.slice(from).match(pattern);
        if (match) done(() => resolve(match));
        else if (child.exitCode !== null)
          done(() =>
            reject(
              new Error(
                `the dev server exited (${child.exitCode}) before printing ${pattern}:\n${output}`,
              ),
            ),
          );
      };
      const timer = setTimeout(
        () => done(() => reject(new Error(`no ${pattern} within ${wait} ms; output:\n${output}`))),
        wait,
      );
      const done = (/** @type {() => void} */ settle) => {
        clearTimeout(timer);
        listeners.delete(check);
        settle();
      };
      listeners.add(check);
      check();
    });
  }

  const [, origin] = await waitForOutput(/Dev server at (http:\/\/[^/\s]+)/, 0, timeoutMs);
  return {
    origin,
    pid: /** @type {number} */ (child.pid),
    output: () => output,
    waitForOutput,
    isRunning: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      const group = -(/** @type {number} */ (child.pid));
      const isAlive = () => {
        try {
          process.kill(group, 0);
          return true;
        } catch {
          return false;
        }
      };
      if (!isAlive()) return;
      process.kill(group, "SIGINT");
      const deadline = Date.now() + 5000;
      while (isAlive() && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      if (isAlive()) process.kill(group, "SIGKILL");
    },
  };
}
