// The skill file (SKILL.md: `name` and `description` front matter, then instructions) for one
// release, and its SHA-256, which the page prints so a download can be checked.
import crypto from "node:crypto";
import { installLine, readNext, rulesOf } from "./agents-index.js";

/** The skill's name: its folder name once installed (`.claude/skills/mediainfo-js/SKILL.md`). */
export const SKILL_NAME = "mediainfo-js";

/**
 * The SKILL.md of `release`.
 * @param {{ url: string }} site
 * @param {import("./agents-index.js").AgentRelease} release
 * @param {import("./agents-index.js").PackageFacts} facts
 */
export function skillFile(site, release, facts) {
  const { version } = release;
  const index = new URL(`${release.prefix}/agents.md`, site.url).href;
  return `---
name: ${SKILL_NAME}
description: Write, review and debug code that uses mediainfo.js ${version} (MediaInfoLib ${release.mediaInfoLib} in WebAssembly) to read media file metadata in browsers or Node.js. Use when a project depends on mediainfo.js, calls mediaInfoFactory or analyzeData, serves MediaInfoModule.wasm, or reads fields such as Duration, BitRate or FrameRate from its results.
metadata:
  release: "${version}"
  source: ${index}
---

# mediainfo.js ${version}

These instructions speak for mediainfo.js ${version} only. Check the version first.

## Steps

1. **Find the installed release.** Read \`mediainfo.js\` in the project's \`package.json\` and lockfile (or run \`npm ls mediainfo.js\`). If it is not ${version}, stop using this skill: fetch the index of that release from ${new URL("/agents.md", site.url).href} (the latest) or \`${site.url}/<version>/agents.md\`, and follow it instead. A new project installs with \`${installLine(version)}\`.
2. **Apply the five rules below** to every change: they are the mistakes generated code makes most often with this library.
3. **Look names up, never guess them.** Field names (\`FrameRate\`, \`DisplayAspectRatio\`, \`Format_Commercial_IfAny\`), their types and units are in the field index; options and methods in the API pages (links below). If a local MCP server for these docs (\`mediainfo-docs-mcp\`) is configured, use its \`lookup_field\` and \`search_docs\` tools: their answers name the release they speak for.
4. **Try it on a real file.** Analyse a sample file with the project's code (or the server's \`analyse_file\` tool) and compare the fields you read with what the result really holds before you claim it works.

## The five rules

${rulesOf(release, facts)}

## Read next (Markdown)

${readNext(site, release)}
`;
}

/** The SHA-256 of a text as UTF-8, in hex, as `sha256sum` prints it. @param {string} text */
export const sha256 = (text) => crypto.createHash("sha256").update(text, "utf8").digest("hex");
