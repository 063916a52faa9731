// Runs TypeDoc with typedoc-plugin-markdown and our theme (components/api-reference/build/theme.js) and reports
// every warning and error, so the build can refuse output that would have broken links.
import { Application, LogLevel, TSConfigReader, TypeDocReader } from "typedoc";
import { generateFor, typedocOptionsFor } from "./releases.js";

/**
 * @param {object} overrides TypeDoc options: `options` (the config file, typedoc.json by default), `out`, …
 * @param {{ ignore?: RegExp }} [settings] `ignore`: warnings that are no problem for this run (neither
 *   reported nor printed)
 * @returns {Promise<{ project: import("typedoc").ProjectReflection | undefined, problems: string[] }>}
 */
export async function generateApiMarkdown(overrides = {}, { ignore } = {}) {
  const problems = [];
  const app = await Application.bootstrapWithPlugins(
    { options: "typedoc.json", logLevel: "Warn", ...overrides },
    [new TypeDocReader(), new TSConfigReader()],
  );
  const log = app.logger.log.bind(app.logger);
  app.logger.log = (message, level) => {
    if (ignore?.test(String(message))) return;
    if (level >= LogLevel.Warn)
      problems.push(`${LogLevel[level]}: ${String(message).replace(/\x1b\[[0-9;]*m/g, "")}`);
    log(message, level);
  };
  const project = await app.convert();
  if (!project)
    return { project, problems: [...problems, "Error: TypeDoc could not convert the sources"] };
  // Validation (not-exported types, unresolved {@link}s) is what finds future broken links.
  app.validate(project);
  await app.generateOutputs(project);
  return { project, problems };
}

/**
 * typedoc.json names what the latest's sources need; an older release's sources may lack one of
 * those names, which TypeDoc reports but which breaks no link.
 */
const UNUSED_NOT_EXPORTED = /marked as intentionally not exported, but were either not referenced/;

/**
 * One release's reference into `out`, from its own package, with its URL root and facts (the
 * release becomes the one being generated, components/api-reference/build/releases.js).
 * @param {import("./releases.js").ApiRelease} release @param {string} out
 */
export function generateReleaseMarkdown(release, out) {
  generateFor(release);
  return generateApiMarkdown(
    { out, options: typedocOptionsFor(release) },
    { ignore: release.isLatest ? undefined : UNUSED_NOT_EXPORTED },
  );
}
