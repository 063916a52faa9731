// The build's own output check (scripts/check-output.js, the last build step): the built site
// passes it, and a cut-off or missing file anywhere it looks (the search index, the bundles, the
// WebAssembly, the pages) fails it, naming the file. The same truncation that once shipped a
// dead search box (pagefind.js cut at a 4 KiB boundary) fails the CLI with exit code 1.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { BUILD_STEPS } from "../../scripts/build.js";
import { checkOutput, MINIMUM_ROUTES } from "../../scripts/check-output.js";
import { shippedRuntimeFiles } from "../../components/search/build/index-check.js";
import { node22Path } from "../../scripts/tools.js";
import { siteFiles, SITE_DIR } from "../helpers/built-site.ts";
import { scratchDir } from "../helpers/scratch.ts";

const shipped = await shippedRuntimeFiles();
const copies: string[] = [];

/** A copy of the built site to damage. */
function copyOfSite(): string {
  const dir = scratchDir("site-output-");
  fs.cpSync(SITE_DIR, dir, { recursive: true });
  copies.push(dir);
  return dir;
}

const truncate = (file: string, bytes?: number) => {
  const size = fs.statSync(file).size;
  fs.truncateSync(file, bytes ?? Math.floor(size / 2));
};

test("the built site passes the check, and the check looked at every kind of file", async () => {
  const { problems, checked, routes } = await checkOutput(SITE_DIR, { shipped });
  assert.equal(problems, []);
  assert.ok(routes >= MINIMUM_ROUTES, `${routes} routes`);
  const count = (extension: string) =>
    siteFiles().filter((file) => file.endsWith(extension)).length;
  for (const extension of [
    ".html",
    ".js",
    ".json",
    ".wasm",
    ".pagefind",
    ".pf_fragment",
    ".pf_index",
    ".pf_meta",
  ]) {
    assert.ok(count(extension) > 0, `the site has ${extension} files`);
    assert.is(checked[extension], count(extension), `every ${extension} file checked`);
  }
  assert.ok(checked[".pf_fragment"] > routes, "one fragment per page and per field record");
});

test("the output check is the build's last step", () => {
  assert.equal(BUILD_STEPS.at(-1)?.[1], ["scripts/check-output.js"]);
});

test("cutting any file of the search index or a bundle fails the check, naming that file", async () => {
  const dir = copyOfSite();
  const pagefindDir = path.join(dir, "pagefind");
  const topLevel = fs
    .readdirSync(pagefindDir)
    .filter((name) => fs.statSync(path.join(pagefindDir, name)).isFile());
  const firstIn = (sub: string) =>
    path.join(sub, fs.readdirSync(path.join(pagefindDir, sub)).sort()[0]);
  const searchFiles = [...topLevel, firstIn("index"), firstIn("fragment"), firstIn("filter")].map(
    (name) => path.join(pagefindDir, name),
  );
  const bundles = siteFiles(dir)
    .filter((file) => /^assets\/.*\.(js|wasm|css|json)$/.test(file))
    .map((file) => path.join(dir, file));
  assert.ok(topLevel.length >= 12, `${topLevel.length} files at the top of pagefind/`);
  assert.ok(
    bundles.some((file) => file.endsWith(".wasm")) &&
      bundles.filter((file) => file.endsWith(".js")).length >= 3,
  );
  const damaged = [
    ...searchFiles,
    ...bundles,
    path.join(dir, "docs/intro/index.html"),
    path.join(dir, "routes.json"),
  ];
  for (const file of damaged) truncate(file);
  const { problems } = await checkOutput(dir, { shipped });
  for (const file of damaged)
    assert.ok(
      problems.some((problem) => problem.startsWith(`${file}: `)),
      `no problem names ${file}:\n${problems.join("\n")}`,
    );
});

test("pagefind.js cut at a 4 KiB boundary (the shipped failure) fails `node scripts/check-output.js`", () => {
  const dir = copyOfSite();
  truncate(path.join(dir, "pagefind/pagefind.js"), 40960);
  const run = spawnSync("node", ["scripts/check-output.js", dir], { encoding: "utf8" });
  assert.is(run.status, 1);
  assert.match(
    run.stderr,
    `${path.join(dir, "pagefind/pagefind.js")}: does not parse as JavaScript`,
  );
});

test("a search index that cannot answer fails the check: no index chunks, or no pages in it", async () => {
  const dir = copyOfSite();
  fs.rmSync(path.join(dir, "pagefind/index"), { recursive: true });
  const { problems } = await checkOutput(dir, { shipped });
  assert.ok(
    problems.some(
      (problem) => problem.includes("search runtime fails") || problem.includes("finds no page"),
    ),
    problems.join("\n"),
  );
});

test("an empty or partial _site fails the check", async () => {
  const empty = scratchDir("site-output-");
  copies.push(empty);
  assert.match(
    (await checkOutput(empty, { shipped })).problems.join("\n"),
    "the site was not built",
  );
  const partial = copyOfSite();
  fs.rmSync(path.join(partial, "docs"), { recursive: true });
  const { problems } = await checkOutput(partial, { shipped });
  assert.ok(
    problems.some((problem) => problem.endsWith("(the sitemap lists /docs/intro/)")),
    problems.join("\n"),
  );
});

test("every WebAssembly file in _site validates under Node.js 22 (Node 20 cannot validate the library's)", () => {
  const modules = siteFiles().filter((file) => /\.(wasm|pagefind)$/.test(file));
  assert.ok(modules.length >= 3, modules.join());
  const signature = Buffer.from("pagefind_dcd");
  for (const file of modules) {
    let bytes = fs.readFileSync(path.join(SITE_DIR, file));
    if (file.endsWith(".pagefind")) bytes = zlib.gunzipSync(bytes).subarray(signature.length);
    const script =
      "let b='';process.stdin.on('data',c=>b+=c).on('end',()=>process.stdout.write(String(WebAssembly.validate(Buffer.from(b,'base64')))))";
    const valid = execFileSync(node22Path(), ["-e", script], {
      input: bytes.toString("base64"),
      encoding: "utf8",
    });
    assert.is(valid, "true", `${file} validates`);
  }
});

test.after(() => {
  for (const dir of copies) fs.rmSync(dir, { recursive: true, force: true });
});

test.run();
