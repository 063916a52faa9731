// One source of truth for the contract: outside contract/, no source file writes an
// attribute name, storage key, the breakpoint or a route rule that the contract module holds.
// Comments are left out (they may name a fact); code and templates are searched. Attribute names
// the stylesheet selects on (data-theme, data-js, …) stay written in the CSS, which cannot import.
import fs from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import * as contract from "../../../contract/index.js";
import { cssFiles } from "../../../eleventy/stylesheets.js";
import { partNames } from "../../../eleventy/part-names.js";

// Tests and the bench tools are left out: their page.evaluate callbacks run in the browser, where
// they cannot import, and they restate names on purpose to check the pages from outside.
const CODE = ["eleventy", "components", "scripts", "config", "site/_data", ".eleventy.js"];
const MARKUP = [
  "site/_includes",
  "site/css",
  ...fs
    .readdirSync("site")
    .filter((name) => name.endsWith(".njk"))
    .map((name) => `site/${name}`),
];

function files(entry: string): string[] {
  if (!fs.statSync(entry).isDirectory()) return [entry];
  return fs
    .readdirSync(entry)
    .filter((name) => name !== "node_modules")
    .flatMap((name) => files(path.join(entry, name)));
}

/** The file without its comments (JS/TS/CSS block and line comments, Nunjucks comments). */
function withoutComments(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\{#[\s\S]*?#\}/g, "")
    .replace(/^\s*\/\/.*$/gm, "")
    .replace(/\s\/\/ .*$/gm, "");
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const quoted = (value: string) => new RegExp(`["'\`]${escape(value)}["'\`]`);

/** Every attribute name the contract holds (each export named `…_ATTRIBUTE`). */
const ATTRIBUTES = Object.entries(contract)
  .filter(([key, value]) => key.endsWith("_ATTRIBUTE") && typeof value === "string")
  .map(([, value]) => value as string);

/** Each fact the contract holds, how a copy of it would be written, and where to look. */
const FACTS: { fact: string; pattern: RegExp; roots: string[] }[] = [
  {
    fact: "the breakpoint",
    pattern: new RegExp(
      `(?<![\\d.#-])(${contract.MOBILE_MAX_WIDTH}|${contract.MOBILE_MAX_WIDTH + 1})(?![\\d.])`,
    ),
    roots: [...CODE, ...MARKUP],
  },
  ...Object.values(contract.STORAGE_KEYS)
    .map((key) => (typeof key === "function" ? key("") : key))
    .map((key) => ({
      fact: `storage key ${key}`,
      pattern: key.endsWith(".") ? new RegExp(`["'\`]${escape(key)}(\\$\\{|["'\`])`) : quoted(key),
      roots: CODE,
    })),
  ...ATTRIBUTES.map((name) => ({
    fact: `attribute ${name}`,
    pattern: new RegExp(
      `(["'\`\\[]|\\s)${escape(name)}(?![\\w-])|dataset\\.${name.slice(5).replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}\\b`,
    ),
    roots: [...CODE, ...MARKUP],
  })),
  ...Object.entries(contract)
    .filter(([key, value]) => key.endsWith("_ID") && typeof value === "string")
    .map(([key, value]) => ({
      fact: `id ${value}`,
      pattern: new RegExp(
        `\\bid=["'\`]${value}["'\`]|["'\`\\s,>(~+]#${value}(?![\\w-])|getElementById\\(\\s*["'\`]${value}["'\`]`,
      ),
      roots: [...CODE, ...MARKUP],
    })),
  {
    fact: "route rule: index.html",
    pattern: /index\\\.html|endsWith\(["'`]\/index\.html|["'`]index\.html["'`]\.length/,
    roots: CODE,
  },
  { fact: "route rule: .html", pattern: /\\\.html[$(]|["'`]\.html["'`]\.length/, roots: CODE },
  { fact: "route rule: the 404 page", pattern: quoted(contract.NOT_FOUND_PATH), roots: CODE },
];

test("no fact of the contract is written outside contract/", () => {
  const sources = [...new Set([...CODE, ...MARKUP].flatMap(files))].filter((file) =>
    /\.(js|ts|tsx|njk|css)$/.test(file),
  );
  const texts = new Map(
    sources.map((file) => [file, withoutComments(fs.readFileSync(file, "utf8"))]),
  );
  const copies: string[] = [];
  for (const { fact, pattern, roots } of FACTS) {
    for (const [file, text] of texts) {
      if (!roots.some((root) => file === root || file.startsWith(root + "/"))) continue;
      // The stylesheet cannot import: it selects on attribute names as written.
      if (fact.startsWith("attribute") && file.endsWith(".css")) continue;
      const line = text.split("\n").find((row) => pattern.test(row));
      if (line) copies.push(`${fact} in ${file}: ${line.trim().slice(0, 120)}`);
    }
  }
  assert.equal(copies, []);
});

test("the search sees what it must: a copy of each fact in a sample source is found", () => {
  const samples = [
    "@media (max-width: 996px) {",
    'localStorage.getItem("results")',
    "`tab.${id}`",
    'h.setAttribute("data-theme","dark")',
    "el.dataset.routes",
    'querySelector("[data-has-hydrated]")',
    'p.replace(/index\\.html$/, "")',
    'p.replace(/\\.html$/, "/")',
    'p === "/404.html"',
    '"announcement.dismiss"',
    '<a href="#x" data-inherited>',
    "el.dataset.pageKind",
    'setAttribute("data-behaviour-ready", "")',
    '<script src="x.js" data-routes="{{ routesUrl }}">',
    '` data-island="${name}"`',
    'document.getElementById("navbar")',
    'next.querySelectorAll(".x, #navbar a[href]")',
    '<nav class="navbar" id="navbar">',
  ];
  for (const sample of samples)
    assert.ok(
      FACTS.some(({ pattern }) => pattern.test(withoutComments(sample))),
      sample,
    );
  assert.not.ok(
    FACTS.some(({ pattern }) => pattern.test(withoutComments("// the mobile layout below 996px"))),
    "comments are skipped",
  );
  assert.not.ok(
    FACTS.some(({ pattern }) => pattern.test('d="M5.99 4.58a.996.996 0 0 0"')),
    "SVG path numbers are not the breakpoint",
  );
});

/** Attribute names a part keeps in its own names.js (`…Attribute` exports). */
const PART_ATTRIBUTES = Object.values(await partNames()).flatMap((names) =>
  Object.entries(names as Record<string, unknown>)
    .filter(([key, value]) => key.endsWith("Attribute") && typeof value === "string")
    .map(([, value]) => value as string),
);

test("every data-* attribute the stylesheet selects on is one the contract or a part names", () => {
  const selected = new Set(
    cssFiles().flatMap((file) =>
      [...fs.readFileSync(file, "utf8").matchAll(/\[(data-[a-z-]+)/g)].map((match) => match[1]),
    ),
  );
  assert.ok(selected.size > 5, "the stylesheet selects on data attributes");
  const unknown = [...selected].filter(
    (name) => !ATTRIBUTES.includes(name) && !PART_ATTRIBUTES.includes(name),
  );
  assert.equal(unknown, [], "a renamed attribute would leave these selectors matching nothing");
});

const PARTS = await partNames();

/**
 * True when `text` writes `name` as a hook of its kind (by the export's name): `…Attribute` as a
 * data-* attribute anywhere; `…Id` in an id attribute, a `#id` selector or getElementById; any
 * other name as a class in a class attribute, a `.class` selector or a classList call. A bare word
 * is not enough: "details" is also an element and a behaviour's name.
 */
function writes(text: string, key: string, name: string): boolean {
  const n = escape(name);
  const end = "(?![\\w-])";
  const quote = "[\"'`]";
  const patterns = key.endsWith("Attribute")
    ? [`(${quote}|\\[|\\s)${n}${end}`]
    : key.endsWith("Id")
      ? [
          `\\bid=${quote}${n}${quote}`,
          `[${quote.slice(1, -1)}\\s,>(~+]#${n}${end}`,
          `getElementById\\(\\s*${quote}${n}${quote}`,
        ]
      : [
          `\\b(class|className)=[\"'\`{][^\"'\`]*(?<![\\w-])${n}${end}`,
          `[\"'\`\\s,>(~+]\\.${n}${end}`,
          `classList\\.\\w+\\(\\s*${quote}${n}${quote}`,
        ];
  return patterns.some((pattern) => new RegExp(pattern).test(text));
}
const partOf = (file: string) => /^components\/([^/]+)\//.exec(file)?.[1];
const camel = (part: string) =>
  part.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

test("a part's names are written once, in its names.js: its code imports them, other parts do not", () => {
  const names = Object.entries(PARTS).flatMap(([part, exports]) =>
    Object.entries(exports as Record<string, unknown>)
      .filter((entry): entry is [string, string] => typeof entry[1] === "string")
      .map(([key, name]) => ({ part, key, name })),
  );
  assert.ok(names.length >= 15, `parts name their hooks (found ${names.length})`);
  const sources = [...new Set([...CODE, ...MARKUP].flatMap(files))].filter((file) =>
    /\.(js|ts|tsx|njk)$/.test(file),
  );
  assert.ok(sources.length >= 150, `the search covers the code and templates (${sources.length})`);
  const problems: string[] = [];
  for (const file of sources) {
    const text = withoutComments(fs.readFileSync(file, "utf8"));
    const owner = partOf(file);
    if (file.endsWith("/names.js")) continue;
    for (const { part, key, name } of names)
      if (writes(text, key, name))
        problems.push(`${file} writes ${part}'s "${name}" (use names.${part} or names.js)`);
    for (const match of text.matchAll(/from\s+["']\.\.\/([a-z-]+)\/names(\.js)?["']/g))
      if (owner && owner !== match[1] && camel(match[1]) in PARTS)
        problems.push(`${file} (part ${owner}) imports ${match[1]}'s names`);
  }
  assert.equal(problems, []);
});

test("the hook search sees a copy of a part's name, and not a word that only looks like one", () => {
  assert.ok(writes('el.classList.toggle("menu__caret", on)', "caretClass", "menu__caret"));
  assert.ok(writes('root.querySelector(".menu__caret > a")', "caretClass", "menu__caret"));
  assert.ok(writes('<a class="menu__link menu__caret">', "caretClass", "menu__caret"));
  assert.ok(writes('document.getElementById("navbar-sidebar")', "panelId", "navbar-sidebar"));
  assert.ok(writes('<p data-view="x">', "panelViewAttribute", "data-view"));
  assert.not.ok(writes('<details class="menu">', "detailsClass", "details"));
  assert.not.ok(writes('<div class="navbar-sidebar">', "panelId", "navbar-sidebar"));
  assert.not.ok(writes("error.details", "detailsClass", "details"));
});

test("the contract is plain ESM that both sides can import: no node: modules, no DOM", () => {
  for (const file of files("contract")) {
    const code = withoutComments(fs.readFileSync(file, "utf8"));
    assert.not.match(code, /from\s+["']node:|require\(/, file);
    assert.not.match(code, /\b(document|window|localStorage|location)\b/, file);
  }
});

test.run();
