// The site's own descriptions of exports and members that the library's type definitions leave
// without one (site/_api-descriptions.json, keyed `Name` or `Name#member`). The TypeDoc theme adds
// them before rendering, so the pages, the search index and the documented-API figure all see them;
// a release's own comment always wins.
import fs from "node:fs";
import { Comment, ReflectionKind } from "typedoc";
import { hasDescription } from "./count.js";

export const API_DESCRIPTIONS_FILE = "site/_api-descriptions.json";

/** @returns {Record<string, string>} */
export function readApiDescriptions(file = API_DESCRIPTIONS_FILE) {
  return JSON.parse(fs.readFileSync(file, "utf8"));
}

/**
 * Gives every undescribed export and member its text from `descriptions`, where there is one.
 * @param {import("typedoc").ProjectReflection} project @param {Record<string, string>} descriptions
 */
export function addApiDescriptions(project, descriptions) {
  /** @param {import("typedoc").DeclarationReflection} reflection @param {string} key */
  const fill = (reflection, key) => {
    const text = descriptions[key];
    if (text === undefined || hasDescription(reflection)) return;
    reflection.comment = new Comment([{ kind: "text", text }]);
  };
  for (const child of project.children ?? []) {
    if (child.kind === ReflectionKind.Reference) continue;
    fill(child, child.name);
    for (const member of child.children ?? []) fill(member, `${child.name}#${member.name}`);
  }
}
