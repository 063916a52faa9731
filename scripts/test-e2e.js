// `npm run test:e2e`: the browser suite (test/e2e, the docs proofs in test/docs, the two tooling
// tests that drive a browser and the one that drives the docs' MCP server) in three lanes side by
// side (a browser test mostly waits on page loads, so on two cores the suite takes about the time
// of its longest lane): most Chromium files in one, printing as they go; in the second, printed
// when it ends, the Firefox lane (test/e2e/firefox/), the runtime matrix's re-run
// (test/docs/runtimes/) and the two files that spend their time building projects (the recipes and
// the dev loop's clone), which balances the lanes; in the third, printed when it ends, the WebKit
// lane (test/e2e/webkit/) and the Chromium quality gates (axe, CSP and console on every route in
// both schemes, with JavaScript on and off: the longest Chromium file, about a third of its lane).
// Each lane prints its slowest files, for balancing them again. Arguments (`npm run test:e2e -- search`) run the matching files in one
// lane; the first argument that is not a flag is the pattern, matched against the paths under test/.
import { spawnSync } from "node:child_process";
import { runUvu } from "./uvu.js";

/**
 * Every browser test file; `npm run test:unit` leaves out the three under tooling/ (the docs' MCP
 * server needs the built site and installs its package on first use, as the dev loop's clone does).
 */
const BROWSER_FILES = "(e2e/.*|docs/.*|tooling/(dev-loop|wait-until|mcp-server))\\.test\\.ts";
const SECOND_LANE = "^(e2e/firefox/|docs/recipes/recipes\\.test|docs/runtimes/|tooling/dev-loop)";
/** The WebKit lane (WebKitGTK's own process does most of its work) and the Chromium gates. */
const THIRD_LANE = "^(e2e/webkit/|e2e/a11y/gates\\.test)";

const built = spawnSync(process.execPath, ["scripts/ensure-built.js"], { stdio: "inherit" });
if (built.status !== 0) process.exit(built.status ?? 1);

/** Runs uvu with `args` (in `test/`); its output streams, or is kept and printed at the end when `quiet`. */
async function lane(args, quiet) {
  const started = Date.now();
  const { code, output, slowest } = await runUvu(["test", ...args], { quiet });
  const seconds = Math.round((Date.now() - started) / 1000);
  const top = slowest
    .slice(0, 6)
    .map(({ file, seconds }) => `${file} ${seconds} s`)
    .join(", ");
  return {
    code,
    output: `${quiet ? output : ""}  lane ${args.join(" ")}: ${seconds} s (slowest: ${top})\n`,
  };
}

/** uvu's file pattern: the browser files, of those only the ones whose path matches `pattern`. */
const browserFiles = (pattern = ".") => `^(?=.*(?:${pattern}))${BROWSER_FILES}$`;

const given = process.argv.slice(2);
const patternAt = given.findIndex((arg) => !arg.startsWith("-"));
const flags = given.filter((_, index) => index !== patternAt);
const lanes = given.length
  ? [lane([browserFiles(given[patternAt]), ...flags], false)]
  : [
      lane([browserFiles(), "-i", `${SECOND_LANE}|${THIRD_LANE}`], false),
      lane([browserFiles(SECOND_LANE)], true),
      lane([browserFiles(THIRD_LANE)], true),
    ];
const results = await Promise.all(lanes);
for (const { output } of results) process.stdout.write(output);
const failed = results.filter(({ code }) => code !== 0).length;
console.log(failed ? `✗ ${failed} browser lane(s) failed` : "✓ browser suite passed");
process.exit(failed ? 1 : 0);
