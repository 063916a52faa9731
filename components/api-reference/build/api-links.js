// The addresses of the API reference's current items, read from the generated Markdown: each
// export with a page of its own by name, each member section as `Owner.member` (the overview's
// sections by their own name). Lists of changes link what still exists.
import fs from "node:fs";
import path from "node:path";

/** @param {string} apiDir the generated reference (site/api, site/<version>/api) @returns {Map<string, string>} */
export function apiLinks(apiDir) {
  const links = /** @type {Map<string, string>} */ (new Map());
  for (const file of fs
    .readdirSync(apiDir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".md"))) {
    const text = fs.readFileSync(path.join(apiDir, file), "utf8");
    const title = JSON.parse(text.match(/^title: (".*")$/m)?.[1] ?? '""');
    const permalink = JSON.parse(text.match(/^permalink: (".*")$/m)?.[1] ?? '""');
    if (!permalink) continue;
    // The overview of the latest's reference (/api/) or of an older release's (/0.3.6/api/).
    const isOverview = permalink.endsWith("/api/");
    if (!isOverview) links.set(title, permalink);
    for (const [, heading] of text.matchAll(/<section[^>]*>\s*#{2,4} (.+)$/gm)) {
      const name = heading.replace(/\\(.)/g, "$1");
      links.set(isOverview ? name : `${title}.${name}`, `${permalink}#${name}`);
    }
  }
  return links;
}
