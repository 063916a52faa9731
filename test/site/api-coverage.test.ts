// The documented-API figure each release's reference index prints: the same counts as the data
// the build wrote beside it (coverage.json), every export and member described, and as many
// executed examples as there are API example files.
import CHECKED_PLAIN_SITE from "../../config/site.js";
import { validSiteConfig as checkSiteForReleases } from "../../config/check.js";
import fs from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { builtPage } from "../helpers/built-site.ts";
import { apiReleases } from "../../components/api-reference/build/releases.js";
import { readApiExamples } from "../../components/api-reference/build/examples.js";
import { COVERAGE_KINDS } from "../../components/api-reference/build/coverage/count.js";
import {
  COVERAGE_HEADING,
  COVERAGE_LABELS,
} from "../../components/api-reference/build/coverage/figure.js";

const releases = apiReleases(checkSiteForReleases(CHECKED_PLAIN_SITE) as any);

/** The figure's rows as the page prints them: label → [count, described, examples]. */
function printedFigure(route: string) {
  const { document } = builtPage(route);
  const heading = [...document.querySelectorAll("h2")].find(
    (h2) => h2.textContent?.replace(/\u200b/g, "").trim() === COVERAGE_HEADING,
  );
  assert.ok(heading, `${route} prints no "${COVERAGE_HEADING}"`);
  let table = heading!.nextElementSibling;
  while (table && !table.matches("table"))
    table = table.querySelector("table") ?? table.nextElementSibling;
  assert.ok(table, `${route}: no table under "${COVERAGE_HEADING}"`);
  return new Map(
    [...table!.querySelectorAll("tbody tr")].map((row) => {
      const [label, ...cells] = [...row.querySelectorAll("td")].map((cell) =>
        (cell.textContent ?? "").trim(),
      );
      return [label, cells.map((cell) => Number(cell.split(" ")[0]))];
    }),
  );
}

test("every release's reference index prints the figure the build counted", () => {
  assert.ok(releases.length > 1);
  for (const release of releases) {
    const coverage = JSON.parse(
      fs.readFileSync(path.join(release.apiDir, "coverage.json"), "utf8"),
    );
    const printed = printedFigure(release.apiRoot);
    for (const kind of COVERAGE_KINDS) {
      const { total, described, examples } = coverage.figures[kind];
      assert.equal(
        printed.get(COVERAGE_LABELS[kind]),
        [total, described, examples],
        `${release.apiRoot} ${kind}`,
      );
    }
    // The build fails otherwise: what it printed says every export and member is described.
    for (const kind of ["exports", "members", "options"]) {
      assert.is(coverage.figures[kind].described, coverage.figures[kind].total, kind);
    }
    assert.ok(coverage.figures.fields.total > 1000, "every track field is counted");
    assert.is(
      coverage.figures.fields.total - coverage.figures.fields.described,
      coverage.undescribedFields.length,
    );
    // Every API example is one executed example of an export or member.
    assert.is(
      coverage.figures.exports.examples + coverage.figures.members.examples,
      readApiExamples().length,
    );
  }
});

test.run();
