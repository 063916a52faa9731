// The GitHub Pages workflow tests before it deploys (issue 16): a tests job runs what CI runs
// (.ci/run) on the README's Node.js with full history and a real Chrome, and the upload and the
// deploy each need the job before them, so a failing test stops the deploy.
import fs from "node:fs";
import matter from "gray-matter";
import { test } from "uvu";
import * as assert from "uvu/assert";

type Step = { uses?: string; run?: string; with?: Record<string, unknown> };
type Job = { needs?: string | string[]; env?: Record<string, string>; steps: Step[] };

// gray-matter's YAML engine reads the workflow as if it were front matter.
const workflow = matter(`---\n${fs.readFileSync(".github/workflows/pages.yml", "utf8")}\n---\n`).data as { jobs: Record<string, Job> };
const jobs = Object.entries(workflow.jobs);
const needsOf = (job: Job) => [job.needs ?? []].flat();
const runs = (job: Job) => job.steps.flatMap((step) => (step.run ?? "").split(/\s*&&\s*|\n/)).map((line) => line.trim()).filter(Boolean);
const jobUsing = (action: string) => jobs.find(([, job]) => job.steps.some((step) => step.uses?.startsWith(action)));

/** Every job that must succeed before `name` starts, directly or through other jobs. */
function prerequisites(name: string): Set<string> {
  const found = new Set<string>();
  const visit = (job: string) => {
    for (const need of needsOf(workflow.jobs[job])) if (!found.has(need)) found.add(need), visit(need);
  };
  visit(name);
  return found;
}

const testsJob = jobs.find(([, job]) => runs(job).includes("npm test"));

test("a tests job runs CI's commands: npm ci, npm test and the browser suite", () => {
  assert.ok(testsJob, "no job runs npm test");
  const commands = runs(testsJob![1]);
  const ci = fs.readFileSync(".ci/run", "utf8").split("\n").filter((line) => /^npm /.test(line)).map((line) => line.replace(/ --no-audit --no-fund$/, ""));
  assert.equal(ci, ["npm ci", "npm test", "npm run test:e2e"]);
  for (const command of ci) assert.ok(commands.includes(command), `the tests job runs ${command}`);
  assert.ok(commands.indexOf("npm ci") < commands.indexOf("npm test") && commands.indexOf("npm test") < commands.indexOf("npm run test:e2e"));
});

test("the browser suite gets the runner's Chrome through CHROMIUM_PATH, and every launch in test/ honours it", () => {
  const chrome = testsJob![1].env?.CHROMIUM_PATH ?? "";
  assert.ok(chrome !== "" && !chrome.endsWith("/chromium"), `CHROMIUM_PATH is "${chrome}" (the runner's chromium is a snap stub)`);
  const sources = fs.readdirSync("test", { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && file !== "unit/pages-workflow.test.ts"); // this file names the path to find it
  for (const file of sources) {
    const text = fs.readFileSync(`test/${file}`, "utf8");
    for (const launch of text.match(/chromium\.launch\([^)]*\)/g) ?? []) assert.match(launch, "executablePath: CHROMIUM_PATH", `test/${file}`);
    const literal = text.split("\n").filter((line) => line.includes('"/usr/bin/chromium"'));
    for (const line of literal) assert.match(line, 'process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"', `test/${file}`);
  }
});

test("the Firefox lane gets the runner's Firefox, and the build reads the same browsers' versions", () => {
  assert.is(testsJob![1].env?.FIREFOX_PATH, "/usr/bin/firefox");
  const [, build] = jobUsing("actions/upload-pages-artifact")!;
  assert.equal([build.env?.CHROMIUM_PATH, build.env?.FIREFOX_PATH], [testsJob![1].env?.CHROMIUM_PATH, "/usr/bin/firefox"]);
});

test("it runs on the Node.js major the README and package.json promise, with full git history", () => {
  const major = Number(JSON.parse(fs.readFileSync("package.json", "utf8")).engines.node.match(/\d+/)[0]);
  for (const [name, job] of jobs) {
    for (const step of job.steps) {
      if (step.uses?.startsWith("actions/setup-node")) assert.is(Number(step.with?.["node-version"]), major, name);
      if (step.uses?.startsWith("actions/checkout")) assert.is(step.with?.["fetch-depth"], 0, `${name}: fetch-depth 0`);
    }
  }
});

test("the upload needs the tests job and the deploy needs the upload", () => {
  const upload = jobUsing("actions/upload-pages-artifact");
  const deploy = jobUsing("actions/deploy-pages");
  assert.ok(upload && deploy);
  assert.ok(prerequisites(upload![0]).has(testsJob![0]), `${upload![0]} does not need ${testsJob![0]}`);
  assert.ok(prerequisites(deploy![0]).has(upload![0]), `${deploy![0]} does not need ${upload![0]}`);
});

test.run();
