// The Markdown renderer: heading anchors and their labels, fences, and the containers authors
// use instead of HTML (admonitions, details, tabs).
import { test } from "uvu";
import * as assert from "uvu/assert";
import { Window } from "happy-dom";
import { createMarkdown, parseFenceInfo } from "../../../eleventy/markdown.js";
import markdownContainers, { ADMONITION_TYPES } from "../../../eleventy/markdown-containers.js";
import { parseBraceAttributes } from "../../../eleventy/markdown-tabs.js";

const md = createMarkdown([markdownContainers]);

function render(source: string) {
  const window = new Window();
  window.document.body.innerHTML = md.render(source);
  return window.document.body as unknown as HTMLElement;
}

test("h2–h6 get an anchor named after plain heading text; h1 gets none", () => {
  const body = render("# Title\n\n## Options\n\n###### Tiny one\n");
  assert.is(body.querySelector("h1 a"), null);
  const anchor = body.querySelector("h2 a.hash-link")!;
  assert.is(anchor.getAttribute("href"), "#options");
  assert.is(anchor.getAttribute("aria-label"), "Direct link to Options");
  assert.is(anchor.getAttribute("title"), "Direct link to Options");
  assert.is(anchor.textContent, "\u200B");
  assert.is(body.querySelector("h6 a")!.getAttribute("aria-label"), "Direct link to Tiny one");
});

test("a heading with code or a link is named by its id", () => {
  const body = render("## Factory function: `mediaInfoFactory()`\n\n### See [the API](/api/)\n");
  assert.is(body.querySelector("h2")!.id, "factory-function-mediainfofactory");
  assert.is(
    body.querySelector("h2 a.hash-link")!.getAttribute("aria-label"),
    "Direct link to factory-function-mediainfofactory",
  );
  assert.is(
    body.querySelector("h3 a.hash-link")!.getAttribute("aria-label"),
    "Direct link to see-the-api",
  );
});

test("fences keep a title, mark lines counted from 1 and make <pre> focusable", () => {
  const body = render('```js title="demo.js" {2}\nconst a = 1;\nconst b = 2;\n```\n');
  assert.is(body.querySelector(".code-block__title")!.textContent, "demo.js");
  assert.is(body.querySelector("pre")!.getAttribute("tabindex"), "0");
  const marked = body.querySelectorAll("mark.highlight-line-active");
  assert.is(marked.length, 1);
  assert.match(marked[0].textContent!, /const b/);
  assert.equal(parseFenceInfo('ts title="a b.ts" {1,3-4}'), {
    lang: "ts",
    title: "a b.ts",
    lines: "1,3-4",
    attrs: { title: "a b.ts" },
  });
});

test("a plain text fence is escaped like every other language", () => {
  const body = render("```text\nmediainfo.js <file> & more\n```\n\n```\n<b>\n```\n");
  const [usage, untyped] = [...body.querySelectorAll("pre code")];
  assert.is(usage.textContent, "mediainfo.js <file> & more");
  assert.is(usage.children.length, 0);
  assert.is(untyped.textContent, "<b>");
});

test("every admonition type renders its box, icon and lower-case default title", () => {
  for (const type of ADMONITION_TYPES) {
    const box = render(`:::${type}\nBody **text**.\n:::\n`).querySelector(".admonition")!;
    assert.is(box.className, `admonition admonition--${type}`);
    assert.is(box.querySelector(".admonition__title")!.textContent, type);
    assert.is(box.querySelector(".admonition__icon")!.getAttribute("aria-hidden"), "true");
    assert.is(box.querySelector(".admonition__content strong")!.textContent, "text");
  }
});

test("an admonition takes a custom title with inline Markdown", () => {
  const title = render(":::tip Try *this*\nText\n:::\n").querySelector(".admonition__title")!;
  assert.is(title.innerHTML, "Try <em>this</em>");
});

test("details render a summary, 'Details' by default", () => {
  const body = render(":::details Show more\nHidden\n:::\n\n:::details\nAlso hidden\n:::\n");
  const summaries = [...body.querySelectorAll("details > summary")].map(
    (summary) => summary.textContent,
  );
  assert.equal(summaries, ["Show more", "Details"]);
  assert.is(body.querySelector("details")!.hasAttribute("open"), false);
});

const TABS = `::::tabs{groupId=call-method}
:::tab{value=async label=Async}
First
:::
:::tab{value=promise label="Promise style"}
Second
:::
::::

::::tabs
:::tab{label=JSON}
A
:::
:::tab{label=XML default}
B
:::
::::
`;

test("tabs render a tab list wired to labelled panels", () => {
  const body = render(TABS);
  const [first, second] = [...body.querySelectorAll(".tabs-container")];
  assert.is(first.getAttribute("data-group-id"), "call-method");
  assert.is(second.hasAttribute("data-group-id"), false);
  const tabs = [...first.querySelectorAll('[role="tablist"] > [role="tab"]')];
  assert.equal(
    tabs.map((tab) => [
      tab.textContent,
      tab.getAttribute("data-value"),
      tab.getAttribute("aria-selected"),
      tab.getAttribute("tabindex"),
    ]),
    [
      ["Async", "async", "true", "0"],
      ["Promise style", "promise", "false", "-1"],
    ],
  );
  for (const tab of tabs) {
    const panel = body.querySelector(`#${tab.getAttribute("aria-controls")}`)!;
    assert.is(panel.getAttribute("role"), "tabpanel");
    assert.is(panel.getAttribute("aria-labelledby"), tab.id);
    assert.is(panel.getAttribute("data-value"), tab.getAttribute("data-value"));
  }
});

test("without a script every panel is in the HTML with its visible label", () => {
  const body = render(TABS);
  const labels = [...body.querySelectorAll(".tabs__panel > .tabs__panel-label")].map(
    (label) => label.textContent,
  );
  assert.equal(labels, ["Async", "Promise style", "JSON", "XML"]);
  assert.is(body.querySelectorAll(".tabs__panel[hidden]").length, 0);
});

test("ids are unique per page; `default` selects a tab; a value defaults to the slug of its label", () => {
  const body = render(TABS);
  const ids = [...body.querySelectorAll("[id]")].map((element) => element.id);
  assert.is(new Set(ids).size, ids.length);
  const second = body.querySelectorAll(".tabs-container")[1];
  const selected = second.querySelector('[aria-selected="true"]')!;
  assert.is(selected.textContent, "XML");
  assert.is(selected.getAttribute("data-value"), "xml");
});

test("a tab outside a tab set is an authoring error", () => {
  assert.throws(
    () => md.render(":::tab{label=Lost}\nText\n:::\n"),
    /not inside a "::::tabs" block/,
  );
});

test("brace attributes accept bare, quoted and flag values", () => {
  assert.equal(parseBraceAttributes('tab{value=a label="Two words" default}'), {
    value: "a",
    label: "Two words",
    default: true,
  });
  assert.equal(parseBraceAttributes("tabs"), {});
});

test("a table scrolls in a focusable region named by its headers, so keyboards can scroll it", () => {
  const body = render(
    "| Browser | `Worker` | Version |\n| --- | --- | --- |\n| Chrome | yes | 137 |\n",
  );
  const region = body.querySelector(".table-scroll")!;
  assert.is(region.getAttribute("role"), "group");
  assert.is(region.getAttribute("tabindex"), "0");
  assert.is(region.getAttribute("aria-label"), "Table: Browser, Worker, Version");
  assert.is(region.firstElementChild!.tagName, "TABLE");
  assert.is(body.querySelectorAll("table").length, 1);
});

test.run();
