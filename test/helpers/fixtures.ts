// Fixtures made by the real renderers, so a template or Markdown change reaches the unit tests:
// the project's markdown-it instance, and pages of the built site.
import { createMarkdown } from "../../eleventy/markdown.js";
import markdownContainers from "../../eleventy/markdown-containers.js";
import { builtPage } from "./built-site.ts";

const md = createMarkdown([markdownContainers]);

/** HTML of `source` as the site's Markdown renders it. */
export function renderMarkdown(source: string): string {
  return md.render(source);
}

/** The body of a built page, without its scripts (the tests run the modules themselves). */
export function builtBody(route: string): string {
  const { html } = builtPage(route);
  const body = html.slice(
    html.indexOf(">", html.indexOf("<body")) + 1,
    html.lastIndexOf("</body>"),
  );
  return body.replace(/<script\b[\s\S]*?<\/script>/gi, "");
}
