// The Large files and Memory pages print the corpus figures that test/docs/corpus/corpus-facts.test.ts
// re-measures in Node.js 22 and Chromium (site/_data/corpusReads.json): the range of reads per file
// at the default chunk size, one row per chunk size, and what a reader of short chunks does. The
// Format support page prints site/_data/corpusFormats.json, which that test re-measures too.
import fs from "node:fs";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { builtPage } from "../helpers/built-site.ts";

const figures = JSON.parse(fs.readFileSync("site/_data/corpusReads.json", "utf8"));
const squash = (text: string | null | undefined) =>
  (text ?? "")
    .replace(/\u200B/g, "")
    .replace(/\s+/g, " ")
    .trim();
const mainText = (route: string) =>
  squash(builtPage(route).document.querySelector("main")?.textContent);

test("Large files states the corpus's reads per file at the default chunk size, and per size", () => {
  const text = mainText("/docs/recipes/large-files/");
  const atDefault = figures.rows[figures.defaultChunkKiB];
  assert.match(
    text,
    `At the default ${figures.defaultChunkKiB} KiB, that is ${atDefault.minReads}–${atDefault.maxReads} reads per file`,
  );
  const table = [
    ...builtPage("/docs/recipes/large-files/").document.querySelectorAll("table"),
  ].find((candidate) =>
    squash(candidate.querySelector("thead")?.textContent).includes("Reads per file"),
  );
  assert.ok(table, "the corpus table");
  const rows = [...table!.querySelectorAll("tbody tr")].map((row) =>
    [...row.querySelectorAll("td")].slice(0, 4).map((cell) => squash(cell.textContent)),
  );
  assert.equal(
    rows,
    Object.entries(figures.rows).map(([kib, row]: [string, any]) => [
      `${kib} KiB`,
      row.minReads === row.maxReads ? `${row.minReads}` : `${row.minReads}–${row.maxReads}`,
      `${row.oneReadFiles} of ${figures.files}`,
      String(row.bytesRead),
    ]),
  );
  assert.match(text, `${figures.shortChunks.endlessFiles.join(", ")} never finishes`);
  assert.not.match(text, /short chunks are fine/i);
});

test("Memory and instances names the corpus it analysed without the memory growing", () => {
  assert.match(
    mainText("/docs/guides/memory/"),
    `Analysing the ${figures.files} files of the test corpus`,
  );
});

test("Format support prints one row per corpus file from the committed table", () => {
  const formats = JSON.parse(fs.readFileSync("site/_data/corpusFormats.json", "utf8"));
  const table = builtPage("/docs/guides/format-support/").document.querySelector("main table");
  const rows = [...table!.querySelectorAll("tbody tr")].map((row) =>
    [...row.querySelectorAll("td")].map((cell) => squash(cell.textContent)),
  );
  assert.ok(formats.length >= 15);
  assert.equal(
    rows,
    formats.map(
      (row: { file: string; container: string | null; tracks: string[]; formats: string[] }) => [
        row.file,
        row.container ?? "not recognised",
        row.tracks.join(", ") || "none",
        row.formats.join(", ") || "none",
      ],
    ),
  );
});

test.run();
