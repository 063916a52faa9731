// `npm run upgrade-library -- <version> [--dry-run] [--json] [--git <repo>] [--package <dir|tgz>] [--root <dir>]`:
// moves the site to another mediainfo.js release. It edits every version-bound fact (the package
// version, the toolsets' pins, TypeDoc's source revision, the release history, the latest entry of
// docs.versions with its MediaInfoLib version, sample outputs), reinstalls (the site, and the
// re-pinned toolsets' lockfiles), rebuilds (API reference, browser table), and lists what a person
// must review: new changelog items to restate in our words (upstream wording is shown here, never
// written into the site), releases to describe from their package, the outgoing release (keep it
// as an older version or drop it), changed API members, WebAssembly and Node.js changes, and files
// that still name the old release. --dry-run prints the plan and writes nothing; --root plans
// against another copy of the site (tests use a small one).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { planUpgrade, repinnedToolsets } from "./upgrade/plan.js";
import {
  changelogReader,
  packageFolder,
  registryReleases,
  scratchFolder,
} from "./upgrade/sources.js";

const REPOSITORY = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/**
 * What runs after the edits: npm installs the release, the API history gains it (its type
 * definitions, read from the registry), and the build regenerates everything from both.
 * @type {[label: string, npmArgs: string[]][]}
 */
export const APPLY_STEPS = [
  ["npm install", ["install", "--no-audit", "--no-fund"]],
  ["npm run api-history", ["run", "api-history"]],
  ["npm run build", ["run", "build"]],
];
/** What each re-pinned toolset runs: its lockfile follows the new pin, nothing is installed. */
export const TOOLSET_STEP = [
  "install",
  "--package-lock-only",
  "--ignore-scripts",
  "--no-audit",
  "--no-fund",
];
if (process.argv[1] === fileURLToPath(import.meta.url)) main();

/** The command line: read the release, plan, print, and apply unless --dry-run. */
function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      "dry-run": { type: "boolean", default: false },
      json: { type: "boolean", default: false },
      git: { type: "string" },
      package: { type: "string" },
      root: { type: "string" },
    },
  });
  const version = positionals[0];
  if (!version || !/^\d+\.\d+\.\d+$/.test(version)) {
    console.error(
      "Usage: npm run upgrade-library -- <version> [--dry-run] [--json] [--git <repo>] [--package <dir|tgz>] [--root <dir>]",
    );
    process.exit(2);
  }

  const root = path.resolve(values.root ?? REPOSITORY);
  const scratch = scratchFolder();
  try {
    const packageDir = packageFolder({ root, version, given: values.package, scratch });
    const upstreamChangelog = changelogReader({ version, packageDir, git: values.git, scratch });
    const published = () => registryReleases(root);
    const plan = planUpgrade({ root, version, packageDir, upstreamChangelog, published });
    if (values.json) {
      const changes = plan.changes.map(({ file, fact, from, to }) => ({ file, fact, from, to }));
      console.log(JSON.stringify({ ...plan, changes }, null, 2));
    } else {
      printPlan(plan, values["dry-run"]);
    }
    if (!values["dry-run"] && plan.changes.length > 0) apply(root, plan.changes);
  } catch (error) {
    console.error(`upgrade-library: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/** @param {ReturnType<typeof planUpgrade>} plan @param {boolean} isDryRun */
function printPlan(plan, isDryRun) {
  if (plan.changes.length === 0)
    console.log(`The site already documents mediainfo.js ${plan.to}: no changes.`);
  else {
    console.log(
      `mediainfo.js ${plan.from} → ${plan.to}${isDryRun ? " (dry run: nothing is written)" : ""}\n\nEdits:`,
    );
    for (const change of plan.changes)
      console.log(`  ${change.file}: ${change.fact} (${change.from} → ${change.to})`);
  }
  if (plan.review.length > 0)
    console.log(
      `\nFor a person to review (${plan.review.length}):\n${plan.review.map((line) => `  - ${line}`).join("\n")}`,
    );
}

/**
 * Writes the edits, refreshes the re-pinned toolsets' lockfiles, then lets npm install the release
 * and rebuilds what is generated from it.
 * @param {string} root @param {ReturnType<typeof planUpgrade>["changes"]} changes
 */
function apply(root, changes) {
  for (const change of changes) fs.writeFileSync(path.join(root, change.file), change.text);
  const steps = [
    ...repinnedToolsets(changes).map(
      (folder) =>
        /** @type {[string, string[], string]} */ ([
          `npm install --package-lock-only (${folder})`,
          TOOLSET_STEP,
          path.join(root, folder),
        ]),
    ),
    ...APPLY_STEPS.map(
      ([label, args]) => /** @type {[string, string[], string]} */ ([label, args, root]),
    ),
  ];
  for (const [label, args, cwd] of steps) {
    console.log(`\n${label}…`);
    const result = spawnSync("npm", args, { cwd, stdio: "inherit" });
    if (result.status !== 0)
      throw new Error(`${label} failed (above); the edits are written, fix and run it again`);
  }
  console.log("\nDone. Review the list above, then run npm test and npm run test:e2e.");
}
