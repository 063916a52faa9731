// The committed release data (site/_data/newerReleases.json), read and checked: its hand-checked
// facts are edited by people, so a wrong shape fails the build naming the item instead of
// silently showing a wrong or empty notice.
import fs from "node:fs";
import { z } from "zod";
import { keyPath } from "../config/check.js";

export const DATA_FILE = new URL("../site/_data/newerReleases.json", import.meta.url);

const version = z.string().regex(/^\d+\.\d+\.\d+$/, "a version such as 1.2.3");
const checked = z.object({
  runsOnNode20: z.boolean(),
  needsUnsafeEval: z.boolean(),
  how: z.string().min(1, "say how the facts were checked"),
});
const registry = z.object({
  published: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date such as 2026-04-01"),
  engines: z.object({ node: z.string().optional() }),
});
const releaseDataSchema = z.object({
  documented: z.object({ version, registry, checked }),
  releases: z.array(z.object({ version, registry, checked: checked.nullable() })),
});

/**
 * The release data, checked; throws naming the file and each faulty item.
 * @param {string | URL} [file]
 * @returns {import("./release-notice.js").ReleaseData}
 */
export function readReleaseData(file = DATA_FILE) {
  const result = releaseDataSchema.safeParse(JSON.parse(fs.readFileSync(file, "utf8")));
  if (result.success) return /** @type {any} */ (result.data);
  const problems = result.error.issues.map((issue) => `${keyPath(issue.path)}: ${issue.message}`);
  throw new Error(`site/_data/newerReleases.json is not valid:\n  ${problems.join("\n  ")}`);
}
