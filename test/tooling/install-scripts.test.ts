// A newcomer's `npm ci` prints no install-script warning: npm 11 skips the lifecycle scripts of
// dependencies that package.json's `allowScripts` does not name, and warns about each one. Every
// package the lockfile marks as having an install script is decided there, and esbuild's (denied)
// is not needed: its platform package ships the binary, which the build runs directly.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import { test } from "uvu";
import * as assert from "uvu/assert";

const require = createRequire(import.meta.url);
const manifest = JSON.parse(fs.readFileSync("package.json", "utf8"));
const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8"));

test("every dependency with an install script is allowed or denied in package.json", () => {
  const withScripts = Object.entries(
    lock.packages as Record<string, { hasInstallScript?: boolean }>,
  )
    .filter(([, entry]) => entry.hasInstallScript)
    .map(([where]) => where.replace(/^.*node_modules\//, ""));
  assert.ok(withScripts.includes("esbuild"), "esbuild has a postinstall script");
  for (const name of withScripts)
    assert.type(manifest.allowScripts?.[name], "boolean", `${name} is decided in allowScripts`);
});

test("esbuild works without its postinstall: the platform package's binary answers", () => {
  const platformPackage = `@esbuild/${process.platform}-${process.arch}`;
  const binary = require.resolve(`${platformPackage}/bin/esbuild`);
  const version = execFileSync(binary, ["--version"], { encoding: "utf8" }).trim();
  assert.is(
    version,
    JSON.parse(fs.readFileSync(require.resolve("esbuild/package.json"), "utf8")).version,
  );
  assert.is(manifest.allowScripts.esbuild, false);
});

test.run();
