// The documented-API figure counted on a project TypeDoc converts from a fixture
// (test/fixtures/api/coverage.ts), and the figure and failures the build makes of it.
import fs from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { generateApiMarkdown } from "../../../components/api-reference/build/generate.js";
import { countDocumentation } from "../../../components/api-reference/build/coverage/count.js";
import {
  coverageMarkdown,
  coverageProblems,
  exampleTargets,
} from "../../../components/api-reference/build/coverage/figure.js";
import { addApiDescriptions } from "../../../components/api-reference/build/coverage/descriptions.js";
import { scratchDir } from "../../helpers/scratch.ts";

const convert = async () => {
  const out = scratchDir("api-coverage-");
  const { project, problems } = await generateApiMarkdown({
    options: "test/fixtures/api/coverage.typedoc.json",
    out,
  });
  assert.equal(problems, []);
  return project!;
};
const project = await convert();
const targets = exampleTargets([
  { name: "makeReader", member: null },
  { name: "Reader", member: "read" },
]);

test("counts exports, members, options and fields with a description and an example", () => {
  const { figures } = countDocumentation(project, targets);
  assert.equal(figures, {
    exports: { total: 6, described: 4, examples: 1 },
    members: { total: 5, described: 3, examples: 1 },
    options: { total: 2, described: 1, examples: 0 },
    fields: { total: 2, described: 1, examples: 0 },
  });
});

test("names every export and member without a description, and fields apart", () => {
  const coverage = countDocumentation(project, targets);
  assert.equal(
    coverage.undescribed.sort(),
    ["Plain", "Reader#close", "ReaderOptions#full", "Undescribed", "Undescribed#bare"].sort(),
  );
  assert.equal(coverage.undescribedFields, ["CoverageTrack#Height"]);
  const problems = coverageProblems(coverage);
  assert.is(problems.length, 5);
  assert.ok(problems.some((line) => line.startsWith("Reader#close has no description")));
});

test("private members and re-exports are not counted; site descriptions fill the gaps", async () => {
  const fresh = await convert();
  addApiDescriptions(fresh, {
    Plain: "A plain string.",
    "Reader#close": "Closes.",
    "ReaderOptions#full": "Everything.",
    Undescribed: "Now described.",
    "Undescribed#bare": "A number.",
    // An upstream description is kept.
    Reader: "Not used.",
  });
  const coverage = countDocumentation(fresh, targets);
  assert.equal(coverage.undescribed, []);
  assert.equal(coverageProblems(coverage), []);
  const reader = fresh.getChildByName("Reader") as any;
  assert.is(reader.comment.summary[0].text, "Reads things.");
  assert.not.ok(coverage.undescribed.includes("Reader#hidden"));
});

test("the printed table gives each count with its share", () => {
  const markdown = coverageMarkdown(countDocumentation(project, targets));
  assert.match(markdown, "| Exports | 6 | 4 (67 %) | 1 (17 %) |");
  assert.match(markdown, "| Track fields | 2 | 1 (50 %) | 0 (0 %) |");
});

test.run();
