// Where the coding assistants' files of a release are served (under the release's prefix): the
// index, the skill and the field data the local docs server packs.
import { SKILL_NAME } from "./skill.js";

/** The compact index, beside llms.txt. */
export const AGENTS_INDEX_PATH = "/agents.md";
/** The skill, in the folder layout skills are installed in. */
export const SKILL_PATH = `/skills/${SKILL_NAME}/SKILL.md`;
/** Every field with its type, unit, description, history, example and track types. */
export const FIELDS_PATH = "/agents/fields.json";

/** The documented releases and their files, once for the whole site. */
export const RELEASES_PATH = "/agents/releases.json";

/** The three files of a release, at its prefix. @param {{ prefix: string }} release */
export const agentFilesOf = (release) => ({
  index: `${release.prefix}${AGENTS_INDEX_PATH}`,
  skill: `${release.prefix}${SKILL_PATH}`,
  fields: `${release.prefix}${FIELDS_PATH}`,
});
