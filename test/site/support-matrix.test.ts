// The Tested runtimes and engines page says what the committed results say, row for row: each runtime and
// release with its version and its result (the error text when it fails), and the date of the run.
// It is in the sidebar and llms.txt, and Installation's browser table links to it.
import fs from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { SITE_DIR, builtPage } from "../helpers/built-site.ts";
import { MATRIX_FILE } from "../../scripts/runtime-matrix.js";
import { FORMATS_FILE } from "../../scripts/module-formats.js";

const ROUTE = "/docs/getting-started/support-matrix/";
const matrix = JSON.parse(fs.readFileSync(MATRIX_FILE, "utf8"));
const formats = JSON.parse(fs.readFileSync(FORMATS_FILE, "utf8"));
const squash = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

test("the page's runtime table is the committed results, row for row", () => {
  const main = builtPage(ROUTE).document.querySelector("main")!;
  const rows = [...main.querySelectorAll("table")[0].querySelectorAll("tbody tr")].map((row) =>
    [...row.querySelectorAll("td")].map((cell) => squash(cell.textContent)),
  );
  const expected = matrix.results.map((row: any) => [
    row.runtime,
    row.version,
    row.release,
    row.pass ? "passes" : `fails with ${row.release}: ${row.error}`,
  ]);
  assert.equal(rows, expected);
  assert.match(squash(main.textContent), `Run on ${matrix.date}`);
});

test("the page's module formats table and isolation figures are the committed results", () => {
  const main = builtPage(ROUTE).document.querySelector("main")!;
  const rows = [...main.querySelectorAll("table")[1].querySelectorAll("tbody tr")].map((row) =>
    [...row.querySelectorAll("td")].map((cell) => squash(cell.textContent)),
  );
  const expected = formats.results.map((row: any) => [
    squash(row.loader.replaceAll("`", "")),
    row.release,
    row.picks,
    row.pass ? "analyses the file" : `fails: ${row.error}`,
  ]);
  assert.equal(rows, expected);
  const text = squash(main.textContent);
  assert.match(text, `Run on ${formats.date} by npm run module-formats`);
  assert.match(text, `crossOriginIsolated was ${formats.isolation.crossOriginIsolated}`);
  assert.match(text, `typeof SharedArrayBuffer was "${formats.isolation.sharedArrayBuffer}"`);
});

test("the page is in the sidebar and llms.txt, and Installation's browser table links to it", () => {
  const sidebar = builtPage("/docs/intro/").document.querySelectorAll(`nav a[href="${ROUTE}"]`);
  assert.ok(sidebar.length > 0, "in the docs sidebar");
  assert.match(
    fs.readFileSync(path.join(SITE_DIR, "llms.txt"), "utf8"),
    "Tested runtimes and engines",
  );
  const installation = builtPage("/docs/getting-started/installation/").document;
  const link = installation.querySelector(`main a[href="${ROUTE}"]`)!;
  assert.match(squash(link.parentElement!.textContent), "derived from compatibility data");
});

test.run();
