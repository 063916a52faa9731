// The Tested runtimes and engines page says what the committed results say, row for row: each runtime and
// release with its version and its result (the error text when it fails), and the date of the run.
// It is in the sidebar and llms.txt, and Installation's browser table links to it.
import fs from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { SITE_DIR, builtPage } from "../helpers/built-site.ts";
import { MATRIX_FILE } from "../../scripts/runtime-matrix.js";

const ROUTE = "/docs/getting-started/support-matrix/";
const matrix = JSON.parse(fs.readFileSync(MATRIX_FILE, "utf8"));
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
