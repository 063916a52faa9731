// An esbuild plugin for the client bundle: one start-up chunk instead of a dozen. With code
// splitting, esbuild puts each module in a chunk shared by exactly the entries (the pages' entries
// and every `import()`) that reach it, so the start-up code was cut into as many chunks as there
// are sets of lazy parts reusing pieces of it, each one more request before the page is whole.
// Making every module of a folder also reach that folder's entry gives all of the entry's code one
// and the same set of entries: one chunk. The order modules run in does not change (the entry
// runs before anything it loads lazily), and what is loaded only lazily keeps its own chunks.
import fs from "node:fs";
import path from "node:path";

/**
 * @param {string} root the project folder
 * @param {{ folder: string, entry: string }[]} anchors each folder (relative to `root`) whose
 *   modules should share one chunk with the entry every one of them then also imports
 */
export function startupChunk(root, anchors) {
  const resolved = anchors.map(({ folder, entry }) => ({
    folder: path.join(root, folder, path.sep),
    entry: path.join(root, entry),
  }));
  return {
    name: "startup-chunk",
    /** @param {import("esbuild").PluginBuild} build */
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, (args) => {
        const entries = resolved
          .filter(({ folder, entry }) => args.path.startsWith(folder) && args.path !== entry)
          .map(({ entry }) => entry);
        if (entries.length === 0) return undefined;
        // Appended, so that lines keep their numbers; imports are hoisted anyway.
        const reach = entries.map((entry) => `\nimport ${JSON.stringify(entry)};`).join("");
        return {
          contents: fs.readFileSync(args.path, "utf8") + reach + "\n",
          loader: args.path.endsWith("x") ? "tsx" : "ts",
        };
      });
    },
  };
}
