// `npm test` type-checks every source file (the TypeScript strictly, the JavaScript with checkJs)
// and checks the formatting, and fails when any check fails: proven by running scripts/test.js with
// a stand-in npm, and the real tsc and Prettier on a scratch file with a type or formatting error.
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { scratchDir } from "../helpers/scratch.ts";

const run = promisify(execFile);
const pkg = JSON.parse(fs.readFileSync("package.json", "utf8"));
const readConfig = (file: string) => JSON.parse(fs.readFileSync(file, "utf8"));

/** Runs scripts/test.js with an `npm` that only logs the script it is asked for and fails `failing`. */
async function npmTest(failing: string): Promise<{ code: number; scripts: string[] }> {
  const bin = scratchDir("fake-npm-");
  const log = path.join(bin, "log");
  fs.writeFileSync(
    path.join(bin, "npm"),
    `#!/bin/sh\nscript="$2"; [ "$2" = --silent ] && script="$3"\necho "$script" >> "${log}"\n[ "$script" != "${failing}" ]\n`,
    { mode: 0o755 },
  );
  const env = { ...process.env, PATH: `${bin}:${process.env.PATH}` };
  const code = await run(process.execPath, ["scripts/test.js"], { env }).then(
    () => 0,
    (error) => error.code as number,
  );
  const scripts = fs.readFileSync(log, "utf8").trim().split("\n").sort();
  fs.rmSync(bin, { recursive: true, force: true });
  return { code, scripts };
}

test("npm test runs the build, the type check, the format check, the unit tests and the site checks", async () => {
  assert.is(pkg.scripts.test, "node scripts/test.js");
  // The site checks run in two halves, which together are `test:site`: every file, once.
  const sitePattern = (script: string) =>
    pkg.scripts[script].match(/test\/site (".*?")(?: -i (".*?"))?$/);
  const [, whole] = sitePattern("test:site:whole");
  const [, all] = sitePattern("test:site");
  const [, parts, ignored] = sitePattern("test:site:parts");
  assert.is(parts, all);
  assert.is(ignored, whole);
  const passing = await npmTest("none");
  assert.is(passing.code, 0);
  assert.equal(passing.scripts, [
    "build",
    "format:check",
    "test:site:parts",
    "test:site:whole",
    "test:unit",
    "typecheck",
  ]);
  for (const failing of ["build", "typecheck", "format:check"]) {
    const failed = await npmTest(failing);
    assert.is(failed.code, 1, `npm test fails when ${failing} fails`);
    assert.equal(failed.scripts, ["build", "format:check", "typecheck"], "and stops there");
  }
  for (const failing of ["test:unit", "test:site:parts", "test:site:whole"])
    assert.is((await npmTest(failing)).code, 1, `npm test fails when ${failing} fails`);
});

test("the type check's two configs reject a type error, and Prettier a formatting error", async () => {
  assert.is(
    pkg.scripts.typecheck,
    "tsc --noEmit -p tsconfig.json && tsc --noEmit -p tsconfig.js.json",
  );
  // Inside the project, so the configs find its node_modules; removed afterwards.
  const dir = fs.mkdtempSync(".typecheck-");
  const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, name), text);
  write("bad.ts", "export const twice = (x) => x * 2;\n");
  write("bad.js", '/** @type {number} */\nexport const count = "three";\n');
  write("ugly.ts", "export const  spaced = 1\n");
  for (const config of ["tsconfig.json", "tsconfig.js.json"]) {
    const extendsPath = path.resolve(config);
    const include = [config === "tsconfig.json" ? "bad.ts" : "bad.js"];
    write(config, JSON.stringify({ extends: extendsPath, include }));
  }
  const failure = (command: string, args: string[]) =>
    run(process.execPath, [command, ...args]).then(
      () => "",
      (error) => `${error.stdout}${error.stderr}`,
    );
  try {
    const [ts, js, format] = await Promise.all([
      failure("node_modules/typescript/bin/tsc", ["-p", path.join(dir, "tsconfig.json")]),
      failure("node_modules/typescript/bin/tsc", ["-p", path.join(dir, "tsconfig.js.json")]),
      failure("node_modules/prettier/bin/prettier.cjs", ["--check", path.join(dir, "ugly.ts")]),
    ]);
    assert.match(ts, "bad.ts(1,23): error TS7006", "strict: an untyped parameter fails");
    assert.match(js, "bad.js(2,14): error TS2322", "checkJs: a JSDoc type is enforced");
    assert.match(format, "ugly.ts");
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("the type check covers every source folder", () => {
  const ts = readConfig("tsconfig.json");
  for (const folder of ["components", "eleventy", "scripts", "test", "site/_data", ".eleventy.js"])
    assert.ok(ts.include.includes(folder), folder);
  const js = readConfig("tsconfig.js.json");
  for (const folder of ["eleventy", "scripts", "site/_data", ".eleventy.js"])
    assert.ok(js.include.includes(folder), folder);
});

test.run();
