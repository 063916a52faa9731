// Runs TypeDoc with typedoc-plugin-markdown and our theme (eleventy/api-theme.js) and reports
// every warning and error, so the build can refuse output that would have broken links.
import { Application, LogLevel, TSConfigReader, TypeDocReader } from "typedoc";

/**
 * @param {object} overrides TypeDoc options on top of typedoc.json (e.g. entryPoints, out)
 * @returns {Promise<{ project: import("typedoc").ProjectReflection | undefined, problems: string[] }>}
 */
export async function generateApiMarkdown(overrides = {}) {
  const problems = [];
  const app = await Application.bootstrapWithPlugins(
    { options: "typedoc.json", logLevel: "Warn", ...overrides },
    [new TypeDocReader(), new TSConfigReader()],
  );
  const log = app.logger.log.bind(app.logger);
  app.logger.log = (message, level) => {
    if (level >= LogLevel.Warn) problems.push(`${LogLevel[level]}: ${message}`);
    log(message, level);
  };
  const project = await app.convert();
  if (!project) return { project, problems: [...problems, "Error: TypeDoc could not convert the sources"] };
  await app.generateOutputs(project);
  return { project, problems };
}
