// Type hints in the built site: every typed example's code reads as its fence in the page, in
// its Markdown twin and in llms-full.txt, and none of the popups' text reaches the twins; the
// docs pages' HTML grows by at most 30 % (gzip) over the same pages without the hints, each
// popup written once per page.
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

test("every docs page grows by at most 30 % gzip with its type hints, the longest included", () => {
  const growthOf = (html: string) => gzip(html) / gzip(withoutHints(html)) - 1;
  const longest = hinted.reduce((a, b) =>
    withoutHints(b.html).length > withoutHints(a.html).length ? b : a,
  );
  console.log(
    `${longest.route}: +${(growthOf(longest.html) * 100).toFixed(1)} % gzip with type hints`,
  );
  for (const page of hinted) {
    const growth = growthOf(page.html);
    assert.ok(growth > 0 && growth <= 0.3, `${page.route} grows by ${(growth * 100).toFixed(1)} %`);
  }
});

test("a page writes each popup once, in one template its identifiers all point into", () => {
  for (const page of hinted) {
    const templates = page.document.querySelectorAll<HTMLTemplateElement>(`template.${hintsClass}`);
    assert.is(templates.length, 1, page.route);
    const popups = [...templates[0].content.querySelectorAll(`[${hintAttribute}]`)];
    const contents = popups.map((popup) => popup.innerHTML);
    assert.is(new Set(contents).size, contents.length, `${page.route}: a popup is repeated`);
    const indices = new Set(popups.map((popup) => popup.getAttribute(hintAttribute)));
    for (const hint of page.document.querySelectorAll(`pre [${hintAttribute}]`))
      assert.ok(
        indices.has(hint.getAttribute(hintAttribute)),
        `${page.route}: ${hint.textContent}`,
      );
  }
});

test("framework recipes have popups for the library's and the platform's names, none empty", () => {
  for (const framework of ["angular", "react", "nextjs"]) {
    const page = hinted.find((p) => p.route === `/docs/frameworks/${framework}/`);
    assert.ok(page, `${framework} has type hints`);
    assert.ok(
      signaturesOf(page).some((s) => s.startsWith("(alias) function mediaInfoFactory")),
      `${framework}: mediaInfoFactory's signature`,
    );
  }
  for (const page of hinted)
    for (const signature of signaturesOf(page)) {
      const first = signature.split("\n")[0];
      assert.not.match(first, /^import [\w$]+$|(^|: )any$/, `${page.route}: ${first}`);
    }
});

test.run();
