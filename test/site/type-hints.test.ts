// Type hints in the built site: every typed example's code reads as its fence in the page, in
// its Markdown twin and in llms-full.txt, and none of the popups' text reaches the twins; the
// longest docs page's HTML grows by at most 30 % (gzip) over the same page without the hints.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { builtPages, SITE_DIR } from "../helpers/built-site.ts";
import { hintAttribute, hintsClass } from "../../components/type-hints/names.js";

const pages = builtPages().filter((page) => page.route.startsWith("/docs/"));
const llmsFull = fs.readFileSync(path.join(SITE_DIR, "llms-full.txt"), "utf8");
const twinOf = (route: string) =>
  fs.readFileSync(path.join(SITE_DIR, route, "index.html.md"), "utf8");
const hinted = pages.filter((page) => page.html.includes(`<template class="${hintsClass}"`));
/** The popups' signatures of a page: text found only in its templates. */
const signaturesOf = (page: (typeof pages)[number]) =>
  [...page.document.querySelectorAll<HTMLTemplateElement>(`template.${hintsClass}`)].flatMap(
    (template) => [...template.content.querySelectorAll("code")].map((code) => code.textContent!),
  );

test("the typed examples read as their code in the page, its twin and llms-full.txt", () => {
  assert.ok(hinted.length >= 10, `${hinted.length} docs pages have type hints`);
  for (const page of hinted) {
    const twin = twinOf(page.route);
    const codes = [...page.document.querySelectorAll(`pre code:has([${hintAttribute}])`)];
    assert.ok(codes.length > 0, page.route);
    for (const code of codes) {
      const text = code.textContent!.trim();
      assert.ok(twin.includes(text), `${page.route}: the twin has the code\n${text}`);
      assert.ok(llmsFull.includes(text), `${page.route}: llms-full.txt has the code`);
    }
    for (const signature of signaturesOf(page).filter((s) => s.startsWith("(alias) function")))
      assert.not.ok(twin.includes(signature), `${page.route}: the twin has no popup text`);
    assert.not.ok(twin.includes(hintAttribute), page.route);
  }
  assert.not.ok(llmsFull.includes(hintAttribute));
  assert.not.ok(llmsFull.includes("(alias) function mediaInfoFactory"), "no popup text");
});

/** The page as it would be without type hints: templates, wrappers and compiler output out. */
const withoutHints = (html: string) =>
  html
    .replace(new RegExp(`<template class="${hintsClass}"[\\s\\S]*?</template>`, "g"), "")
    .replace(new RegExp(`<span ${hintAttribute}="\\d+">([^<]*)</span>`, "g"), "$1")
    .replace(/<p class="code-note">The compiler reports[\s\S]*?<\/pre>\n/g, "");
const gzip = (text: string) => zlib.gzipSync(text, { level: 9 }).length;

test("the longest docs page grows by at most 30 % gzip with its type hints", () => {
  const longest = hinted.reduce((a, b) =>
    withoutHints(b.html).length > withoutHints(a.html).length ? b : a,
  );
  const growth = gzip(longest.html) / gzip(withoutHints(longest.html)) - 1;
  console.log(`${longest.route}: +${(growth * 100).toFixed(1)} % gzip with type hints`);
  assert.ok(
    growth > 0 && growth <= 0.3,
    `${longest.route} grows by ${(growth * 100).toFixed(1)} %`,
  );
});

test.run();
