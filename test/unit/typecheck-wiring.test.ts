// `npm test` type-checks every source file (issue #16): the TypeScript strictly, the JavaScript
// with checkJs. This pins the wiring so the check cannot silently drop out of the test command.
import fs from "node:fs";
import { test } from "uvu";
import * as assert from "uvu/assert";

const pkg = JSON.parse(fs.readFileSync("package.json", "utf8"));
const readConfig = (file: string) => JSON.parse(fs.readFileSync(file, "utf8"));

test("npm test runs the type check beside the build, and fails when it fails", () => {
  assert.is(pkg.scripts.test, "node scripts/test.js");
  const runner = fs.readFileSync("scripts/test.js", "utf8");
  assert.match(runner, /\["typecheck", "format:check"\]\.map\(runQuietly\)/);
  assert.match(runner, /checked\.some\(\(\{ code \}\) => code !== 0\)\) process\.exit\(1\)/);
  assert.is(
    pkg.scripts.typecheck,
    "tsc --noEmit -p tsconfig.json && tsc --noEmit -p tsconfig.js.json",
  );
});

test("the TypeScript config is strict; the JavaScript config checks every .js source", () => {
  const ts = readConfig("tsconfig.json");
  assert.is(ts.compilerOptions.strict, true);
  assert.is(
    ts.compilerOptions.noImplicitAny,
    undefined,
    "strict's noImplicitAny stays on for TypeScript",
  );
  for (const folder of ["components", "eleventy", "scripts", "test", "site/_data", ".eleventy.js"])
    assert.ok(ts.include.includes(folder), folder);
  const js = readConfig("tsconfig.js.json");
  assert.is(js.extends, "./tsconfig.json");
  assert.is(js.compilerOptions.checkJs, true);
  for (const folder of ["eleventy", "scripts", "site/_data", ".eleventy.js"])
    assert.ok(js.include.includes(folder), folder);
});

test.run();
