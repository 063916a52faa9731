// The documented-API figure as the reference's index page prints it, and the check the build
// makes of it: every export and member needs a description; fields are only reported, since
// their text is MediaInfoLib's.
import { COVERAGE_KINDS } from "./count.js";

/** Row labels, in the order the table prints them. */
export const COVERAGE_LABELS = {
  exports: "Exports",
  members: "Members of classes and interfaces",
  options: "Options",
  fields: "Track fields",
};

export const COVERAGE_HEADING = "Documentation coverage";

/** `Name` or `Name#member` of each API example (site/_api-examples). */
export function exampleTargets(/** @type {{ name: string, member: string | null }[]} */ examples) {
  return examples.map(({ name, member }) => (member ? `${name}#${member}` : name));
}

/** @param {number} part @param {number} total */
const share = (part, total) =>
  total === 0 ? "–" : `${part} (${Math.round((part / total) * 100)} %)`;

/** The Markdown section added at the end of the reference's index page. */
export function coverageMarkdown(/** @type {import("./count.js").Coverage} */ coverage) {
  const rows = COVERAGE_KINDS.map((kind) => {
    const { total, described, examples } = coverage.figures[kind];
    return `| ${COVERAGE_LABELS[kind]} | ${total} | ${share(described, total)} | ${share(examples, total)} |`;
  });
  return [
    `## ${COVERAGE_HEADING}`,
    "",
    "Counted by the build from this release's type definitions; an executed example is one the site's tests run. The build fails when an export or member has no description.",
    "",
    "| Item | Count | With a description | With an executed example |",
    "| --- | --- | --- | --- |",
    ...rows,
    "",
  ].join("\n");
}

/** What fails the build: one line per export or member without a description. */
export function coverageProblems(/** @type {import("./count.js").Coverage} */ coverage) {
  return coverage.undescribed.map(
    (name) => `${name} has no description (add one to site/_api-descriptions.json)`,
  );
}
