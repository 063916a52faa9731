// The Markdown renderer: markdown-it with GitHub-style heading anchors ("Direct link to …"
// links) and Prism-highlighted fences (Prism leaves "text" unescaped) with a title and line marks.
import MarkdownIt from "markdown-it";
import markdownItAnchor from "markdown-it-anchor";
import syntaxHighlight from "@11ty/eleventy-plugin-syntaxhighlight";
import { githubSlug } from "./slug.js";
import markdownContainers from "./markdown-containers.js";
import apiMarkdown from "./api-markdown.js";
import { CODE_LANGUAGE_ATTRIBUTE } from "../contract/index.js";
import { blockClass } from "../components/code-block/names.js";
import { recipeNote } from "./recipes.js";
import { scrollableTables } from "./markdown-tables.js";
import typeHints, { prepareFences } from "../components/type-hints/build/plugin.js";
import { mergeHintTemplates } from "../components/type-hints/build/page-templates.js";
import {
  exampleId,
  isPlayable,
  playableRecipesOf,
  recipeFiles,
  recipeId,
  runLink,
} from "../components/playground/build/examples.js";

const ZERO_WIDTH_SPACE = "\u200B";

/**
 * The text a heading's anchor names: the heading text when it is plain text, otherwise (inline
 * code, links, emphasis) its id.
 */
export function anchorLabel(inlineToken, slug) {
  const children = inlineToken.children ?? [];
  const isPlain = children.every((child) => child.type === "text");
  return isPlain ? inlineToken.content : slug;
}

function renderPermalink(slug, _options, state, index) {
  const inline = state.tokens[index + 1];
  const label = state.md.utils.escapeHtml(`Direct link to ${anchorLabel(inline, slug)}`);
  const open = Object.assign(new state.Token("html_inline", "", 0), {
    content: ` <a class="hash-link" href="#${state.md.utils.escapeHtml(slug)}" aria-label="${label}" title="${label}" translate="no">${ZERO_WIDTH_SPACE}</a>`,
  });
  inline.children.push(open);
  state.tokens[index].attrJoin("class", "anchor");
}

/**
 * Splits a fence info string such as `js title="demo.js" {2,4-5}` into its parts (a recipe's
 * file is titled with its path).
 * @returns {{ lang: string, title: string | null, lines: string, attrs: Record<string, string> }}
 */
export function parseFenceInfo(info) {
  const trimmed = info.trim();
  const lang = trimmed.split(/\s+/)[0] ?? "";
  const rest = trimmed.slice(lang.length);
  const attrs = /** @type {Record<string, string>} */ ({});
  for (const match of rest.matchAll(/(\w+)="([^"]*)"/g)) attrs[match[1]] = match[2];
  const lines = rest.match(/\{([\d,\s-]+)\}/)?.[1].replace(/\s/g, "") ?? "";
  return { lang, title: attrs.title ?? attrs.file ?? null, lines, attrs };
}

/*
 * Executed examples. A fence that uses mediainfo.js says in its info string either
 *   run="node" | run="browser"   where test/docs/examples/examples.test.ts runs it (Node.js 22 or Chromium;
 *   | run="cli"                    "cli": an `npx mediainfo.js@VERSION …` command, on the fixture file),
 *   expect="…"                   what it must produce, checked after the run:
 *                                  "tracks: General, Video, Audio": the logged result's track types
 *                                  "instance": the factory resolves to a MediaInfo instance
 *                                  "output: …": the logged text contains "…"
 *   closes="all"                 (optional) every instance it creates must be closed by the end
 *   given="file"                 (optional) the harness supplies `file`, the picked media file
 * or norun="one-line reason" (a fragment, or needs something of the reader's). Both show the
 * reader a short note under the code, so the page says what was checked and what was not.
 * Fences of a recipe (recipe="…", file="…", check="…") are described in ./recipes.js.
 * Every `ts` fence is type-checked by test/site/typescript.test.ts under moduleResolution
 * "bundler" and "nodenext"; typecheck="bundler" marks one that fails under "nodenext" because of
 * the library's types, typecheck="fails" one written for an older release.
 * With the type hints plugin (./type-hints) every js/jsx/ts fence is compiled at build time:
 * errors="2724 7006" names the compiler errors a fence is meant to show, types="off" leaves one out.
 */
const RUNTIME_NAMES = { node: "Node.js 22", browser: "Chromium", cli: "Node.js 22 (command line)" };

/** The reader-facing sentence for a fence's `expect` attribute. */
export function describeExpectation(expect) {
  if (expect === "instance") return "resolves to a MediaInfo instance";
  const [kind, ...rest] = expect.split(":");
  const value = rest.join(":").trim();
  if (kind === "tracks") return `logs the tracks ${value}`;
  if (kind === "output") return `prints \u201C${value}\u201D`;
  throw new Error(`Unknown expect="${expect}" in a code fence`);
}

function exampleNote(md, attrs) {
  const escape = md.utils.escapeHtml;
  if (attrs.recipe)
    return attrs.check ? `<p class="code-note">${escape(recipeNote(attrs))}.</p>\n` : "";
  if (attrs.norun) return `<p class="code-note">Not run: ${escape(attrs.norun)}.</p>\n`;
  if (!attrs.run) return "";
  const runtime = RUNTIME_NAMES[attrs.run];
  if (!runtime || !attrs.expect)
    throw new Error(`A fence with run="${attrs.run}" needs run="node"|"browser"|"cli" and expect`);
  const closes = attrs.closes === "all" ? " and closes its instance" : "";
  return `<p class="code-note">Tested in ${runtime}${attrs.corpus ? escape(` on the test corpus file ${attrs.corpus}`) : ""}: ${escape(describeExpectation(attrs.expect))}${closes}.</p>\n`;
}

/** `{1,3-4}` counts lines from 1; the Prism plugin counts from 0. */
const toZeroBased = (lines) => lines.replace(/\d+/g, (n) => String(Number(n) - 1));

/** The fences among a page's tokens, as the playground reads them. @param {import("markdown-it").Token[]} tokens */
const fencesOf = (tokens) =>
  tokens
    .filter((token) => token.type === "fence")
    .map((token) => ({ ...parseFenceInfo(token.info), code: token.content }));

function renderFence(md) {
  return (tokens, index, _options, env) => {
    const token = tokens[index];
    const { lang, title, lines, attrs } = parseFenceInfo(token.info);
    const language = lang || "text";
    const content = language === "text" ? md.utils.escapeHtml(token.content) : token.content;
    const code = syntaxHighlight.pairedShortcode(content, language, toZeroBased(lines), {
      preAttributes: { tabindex: "0" },
      lineSeparator: "\n",
    });
    const hints = md.typeHintsFor?.({
      tokens,
      index,
      env,
      html: code,
      lang,
      attrs,
      parseFenceInfo,
    });
    const titleHtml = title
      ? `<div class="code-block__title">${md.utils.escapeHtml(title)}</div>`
      : "";
    const inputPath = env?.page?.inputPath ?? "";
    const playground = isPlayable(lang, attrs)
      ? runLink(exampleId({ inputPath, title, code: token.content }))
      : playableRecipesOf(attrs)
          .filter((name) => recipeFiles(fencesOf(tokens), name))
          .map((name) => runLink(recipeId(inputPath, name), "recipe"))
          .join("");
    return `<div class="${blockClass}" ${CODE_LANGUAGE_ATTRIBUTE}="${md.utils.escapeHtml(language)}">${titleHtml}${hints?.html ?? code}${hints?.template ?? ""}</div>\n${hints?.errors ?? ""}${exampleNote(md, attrs)}${playground}`;
  };
}

/** Creates the site's markdown-it instance; extra plugins (containers, API tweaks) get `md`. */
export function createMarkdown(plugins = []) {
  const md = new MarkdownIt({ html: true, linkify: false, typographer: false });
  md.use(markdownItAnchor, {
    level: [2, 3, 4, 5, 6],
    slugify: githubSlug,
    tabIndex: false,
    permalink: renderPermalink,
  });
  md.renderer.rules.fence = renderFence(md);
  scrollableTables(md);
  for (const plugin of plugins) md.use(plugin);
  return md;
}

/** Eleventy plugin: makes `createMarkdown()` the Markdown library. */
export default function markdownPlugin(eleventyConfig) {
  const md = createMarkdown([markdownContainers, apiMarkdown, typeHints]);
  eleventyConfig.setLibrary("md", md);
  eleventyConfig.addTransform("type-hints-per-page", (html, outputPath) =>
    outputPath?.endsWith(".html") ? mergeHintTemplates(html) : html,
  );
  // Once per process: in the dev loop, an edited fence is compiled on its own when rendered.
  let prepared = false;
  eleventyConfig.on("eleventy.before", ({ directories }) => {
    if (prepared) return;
    prepared = true;
    prepareFences(md, directories.input, parseFenceInfo);
  });
}
