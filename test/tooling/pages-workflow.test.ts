// The GitHub Pages workflow deploys what it tested: one job runs what CI runs (.ci/run) on the
// Node.js that package.json names, with full history and a real Chrome, builds once (inside `npm test`), and uploads
// that same _site after the browser suite; the deploy needs that job, so a failing test stops it.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { scratchDir } from "../helpers/scratch.ts";

type Step = { uses?: string; run?: string; with?: Record<string, unknown> };
type Job = { needs?: string | string[]; env?: Record<string, string>; steps: Step[] };

// gray-matter's YAML engine reads the workflow as if it were front matter.
const workflow = matter(`---\n${fs.readFileSync(".github/workflows/pages.yml", "utf8")}\n---\n`)
  .data as { jobs: Record<string, Job> };
const jobs = Object.entries(workflow.jobs);
const needsOf = (job: Job) => [job.needs ?? []].flat();
const runs = (job: Job) =>
  job.steps
    .flatMap((step) => (step.run ?? "").split(/\s*&&\s*|\n/))
    .map((line) => line.trim())
    .filter(Boolean);
const jobUsing = (action: string) =>
  jobs.find(([, job]) => job.steps.some((step) => step.uses?.startsWith(action)));

/** Every job that must succeed before `name` starts, directly or through other jobs. */
function prerequisites(name: string): Set<string> {
  const found = new Set<string>();
  const visit = (job: string) => {
    for (const need of needsOf(workflow.jobs[job]))
      if (!found.has(need)) (found.add(need), visit(need));
  };
  visit(name);
  return found;
}

const testsJob = jobs.find(([, job]) => runs(job).includes("npm test"));

test("a tests job runs CI's commands: npm ci, npm test and the browser suite", () => {
  assert.ok(testsJob, "no job runs npm test");
  const commands = runs(testsJob![1]);
  const ci = fs
    .readFileSync(".ci/run", "utf8")
    .split("\n")
    .filter((line) => /^npm /.test(line))
    .map((line) => line.replace(/ --no-audit --no-fund$/, ""));
  assert.equal(ci, ["npm ci", "npm test", "npm run test:e2e"]);
  for (const command of ci) assert.ok(commands.includes(command), `the tests job runs ${command}`);
  assert.ok(
    commands.indexOf("npm ci") < commands.indexOf("npm test") &&
      commands.indexOf("npm test") < commands.indexOf("npm run test:e2e"),
  );
});

test("the browser suite gets the runner's Chrome through CHROMIUM_PATH, and every launch in test/ honours it", () => {
  const chrome = testsJob![1].env?.CHROMIUM_PATH ?? "";
  assert.ok(
    chrome !== "" && !chrome.endsWith("/chromium"),
    `CHROMIUM_PATH is "${chrome}" (the runner's chromium is a snap stub)`,
  );
  // The launcher every test uses, started on a path that does not exist: the error names that path.
  const launch = spawnSync(
    process.execPath,
    ["-e", 'import("./scripts/chromium.js").then((chromium) => chromium.launchChromium())'],
    { env: { ...process.env, CHROMIUM_PATH: "/nonexistent/chrome" }, encoding: "utf8" },
  );
  assert.is.not(launch.status, 0);
  assert.match(launch.stderr, "/nonexistent/chrome");
  const direct = fs
    .readdirSync("test", { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && file !== "tooling/pages-workflow.test.ts") // names the call to find it
    .filter((file) => fs.readFileSync(`test/${file}`, "utf8").includes("chromium.launch("));
  assert.equal(direct, [], "tests launch Chromium through launchChromium only");
});

test("the Firefox lane gets the runner's Firefox", () => {
  assert.is(testsJob![1].env?.FIREFOX_PATH, "/usr/bin/firefox");
});

test("it runs on the Node.js major package.json promises, with full git history", () => {
  const major = Number(
    JSON.parse(fs.readFileSync("package.json", "utf8")).engines.node.match(/\d+/)[0],
  );
  for (const [name, job] of jobs) {
    for (const step of job.steps) {
      if (step.uses?.startsWith("actions/setup-node"))
        assert.is(Number(step.with?.["node-version"]), major, name);
      if (step.uses?.startsWith("actions/checkout"))
        assert.is(step.with?.["fetch-depth"], 0, `${name}: fetch-depth 0`);
    }
  }
});

/** Commands that build the site; `npm test` is the one allowed, once. */
const BUILDS =
  /^(npm run build|npm start|npm run start|node scripts\/build\.js|npx @11ty\/eleventy|npx eleventy|npm run build:\w+)\b/;

test("the _site the tests ran on is the one uploaded: built once, tested, then uploaded from the same job", () => {
  const upload = jobUsing("actions/upload-pages-artifact");
  assert.ok(upload, "nothing uploads the site");
  assert.is(upload![0], testsJob![0], "the upload runs in the job that tested the site");
  const steps = upload![1].steps;
  const uploadAt = steps.findIndex((step) =>
    step.uses?.startsWith("actions/upload-pages-artifact"),
  );
  const e2eAt = steps.findIndex((step) => step.run?.includes("npm run test:e2e"));
  const testAt = steps.findIndex((step) => step.run?.includes("npm test"));
  assert.ok(
    testAt < e2eAt && e2eAt < uploadAt,
    "npm test, then the browser suite, then the upload",
  );
  assert.is(steps[uploadAt].with?.path, "_site");
  assert.is(uploadAt, steps.length - 1, "nothing runs between the last test and the upload");
  for (const [name, job] of jobs)
    assert.equal(
      runs(job).filter((command) => BUILDS.test(command)),
      [],
      `${name} builds a second time`,
    );
  assert.is(testsJob![1].env?.BUILD_ONCE, "1", "the browser suite may not rebuild a stale _site");
});

test("the deploy needs the job that tested and uploaded", () => {
  const deploy = jobUsing("actions/deploy-pages");
  assert.ok(deploy);
  assert.ok(
    prerequisites(deploy![0]).has(testsJob![0]),
    `${deploy![0]} does not need ${testsJob![0]}`,
  );
});

test("with BUILD_ONCE=1 the browser suite's build step refuses to build a stale _site", () => {
  const dir = scratchDir("build-once-");
  fs.mkdirSync(path.join(dir, "site"));
  fs.writeFileSync(path.join(dir, "site", "page.md"), "# A source newer than any build\n");
  const run = spawnSync("node", [path.resolve("scripts/ensure-built.js")], {
    cwd: dir,
    env: { ...process.env, BUILD_ONCE: "1" },
    encoding: "utf8",
  });
  fs.rmSync(dir, { recursive: true });
  assert.is(run.status, 1);
  assert.match(run.stderr, "BUILD_ONCE=1 forbids a second build");
});

test.run();
