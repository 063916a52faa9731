// The prose of the docs Markdown sources (not fences): inline code spans and link targets, read
// with the site's own Markdown parser, each with the file and line it came from.
import fs from "node:fs";
import path from "node:path";
import type Token from "markdown-it/lib/token.mjs";
import { createMarkdown } from "../../eleventy/markdown.js";
import markdownContainers from "../../eleventy/markdown-containers.js";

/** The Markdown files under `dir`, recursively. */
export function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith(".md") ? [full] : [];
  });
}

function inlineTokens(): { token: Token; where: string }[] {
  const md = createMarkdown([markdownContainers]);
  return markdownFiles("site/docs")
    .sort()
    .flatMap((file) =>
      md
        .parse(fs.readFileSync(file, "utf8"), {})
        .filter((block) => block.type === "inline")
        .flatMap((block) =>
          (block.children ?? []).map((token) => ({
            token,
            where: `${file}:${(block.map?.[0] ?? 0) + 1}`,
          })),
        ),
    );
}

/** Inline code in the prose, e.g. `analyzeData` or `close()`. */
export const proseCodeSpans = () =>
  inlineTokens()
    .filter(({ token }) => token.type === "code_inline")
    .map(({ token, where }) => ({ code: token.content, where }));

/** Link targets in the prose. */
export const proseLinks = () =>
  inlineTokens()
    .filter(({ token }) => token.type === "link_open")
    .map(({ token, where }) => ({ href: token.attrGet("href") ?? "", where }));
