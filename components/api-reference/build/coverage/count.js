// Counts how much of a release's API is documented: every export, class or interface member,
// factory option and track field, with a description and with an executed example (the
// site/_api-examples fences the examples test runs). Reads a converted TypeDoc project.
import { Comment, ReflectionKind } from "typedoc";

/** @typedef {"exports" | "members" | "options" | "fields"} CoverageKind */
/** @typedef {{ total: number, described: number, examples: number }} CoverageFigure */
/**
 * @typedef {{ figures: Record<CoverageKind, CoverageFigure>, undescribed: string[],
 *   undescribedFields: string[] }} Coverage
 *   `undescribed`: exports and members without a description (the build fails on them);
 *   `undescribedFields`: fields without one (reported only: their text is MediaInfoLib's)
 */

export const COVERAGE_KINDS = /** @type {const} */ (["exports", "members", "options", "fields"]);

/** Track types (`VideoTrack`, …, and their shared `BaseTrack`) hold fields. */
const isTrackInterface = (/** @type {import("typedoc").Reflection} */ reflection) =>
  reflection.kind === ReflectionKind.Interface && /^\w+Track$/.test(reflection.name);
/** Interfaces of options (`MediaInfoFactoryOptions`) hold options. */
const isOptionsInterface = (/** @type {import("typedoc").Reflection} */ reflection) =>
  reflection.kind === ReflectionKind.Interface && /Options$/.test(reflection.name);

/** True when the reflection, or one of its call signatures, has a summary with text. */
export function hasDescription(/** @type {any} */ reflection) {
  const comments = [reflection.comment, ...(reflection.signatures ?? []).map((s) => s.comment)];
  return comments.some(
    (comment) => comment && Comment.combineDisplayParts(comment.summary).trim() !== "",
  );
}

/**
 * @param {import("typedoc").ProjectReflection} project
 * @param {string[]} exampleTargets `Name` or `Name#member` of every executed example
 * @returns {Coverage}
 */
export function countDocumentation(project, exampleTargets) {
  const targets = new Set(exampleTargets);
  const figures = /** @type {Record<CoverageKind, CoverageFigure>} */ (
    Object.fromEntries(
      COVERAGE_KINDS.map((kind) => [kind, { total: 0, described: 0, examples: 0 }]),
    )
  );
  const undescribed = [];
  const undescribedFields = [];
  /** @param {CoverageKind} kind @param {any} reflection @param {string} name */
  const add = (kind, reflection, name) => {
    const figure = figures[kind];
    figure.total += 1;
    if (hasDescription(reflection)) figure.described += 1;
    else (kind === "fields" ? undescribedFields : undescribed).push(name);
    if (targets.has(name)) figure.examples += 1;
  };
  // Re-exports under another name (`default`) document nothing of their own.
  const exports = (project.children ?? []).filter(
    (child) => child.kind !== ReflectionKind.Reference,
  );
  for (const child of exports) {
    add("exports", child, child.name);
    const kind = isTrackInterface(child)
      ? "fields"
      : isOptionsInterface(child)
        ? "options"
        : "members";
    for (const member of child.children ?? []) {
      if (member.flags.isPrivate || member.inheritedFrom) continue;
      add(kind, member, `${child.name}#${member.name}`);
    }
  }
  return { figures, undescribed, undescribedFields };
}
