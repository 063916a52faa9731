// The docs sidebar read from front matter and _category_.json files: order, labels, links.
import fs from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { buildDocsSidebar } from "../../../eleventy/docs-sidebar.js";
import { scratchDir } from "../../helpers/scratch.ts";

function folder(files: Record<string, string>) {
  const root = scratchDir("docs-sidebar-");
  for (const [name, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), body);
  }
  return root;
}

test("the real docs folder gives the documented sidebar", () => {
  const sidebar = buildDocsSidebar(path.resolve("site/docs"), "/docs") as any[];
  assert.equal(
    sidebar.map((item) => [item.type, item.label, item.href]),
    [
      ["doc", "Introduction", "/docs/intro/"],
      ["category", "Getting Started", "/docs/category/getting-started/"],
      ["category", "Recipes", "/docs/category/recipes/"],
      ["category", "Frameworks", "/docs/category/frameworks/"],
      ["category", "Guides", "/docs/category/guides/"],
      ["category", "Examples", "/docs/category/examples/"],
      ["doc", "Development", "/docs/development/"],
    ],
  );
  assert.equal(
    sidebar[1].items.map((item: any) => item.label),
    ["Installation", "Usage", "Tested runtimes and engines"],
  );
  assert.equal(
    sidebar[2].items.map((item: any) => item.label),
    ["Bundlers", "Web Workers", "Remote files over HTTP", "Node.js", "Large files and chunk size"],
  );
  assert.equal(
    sidebar[3].items.map((item: any) => item.label),
    ["React", "Next.js", "Angular", "Nuxt"],
  );
  assert.equal(
    sidebar[4].items.map((item: any) => item.label),
    [
      "Troubleshooting",
      "Memory and instances",
      "Upgrading",
      "Odd results",
      "Cover art and album art",
      "Format support",
      "Use with coding agents",
      "How do I tell…",
    ],
  );
});

test("the Examples category holds six external examples, each described", () => {
  const examples = (buildDocsSidebar(path.resolve("site/docs"), "/docs") as any[]).find(
    (item) => item.label === "Examples",
  );
  assert.equal(
    examples.items.map((item: any) => item.label),
    ["Browser (via CDN)", "CodePen (via CDN)", "Vite/React", "Webpack/React", "Angular", "Node.js"],
  );
  for (const item of examples.items) {
    assert.is(item.type, "link");
    assert.match(item.href, /^https:\/\//);
    assert.ok(item.description.length > 20, `${item.label} has a description`);
  }
});

test("orders by sidebar_position, then label, and prefers sidebar_label", () => {
  const root = folder({
    "b.md": "---\ntitle: Bee\n---\n",
    "a.md": "---\ntitle: Ay\nsidebar_position: 2\nsidebar_label: Short A\n---\n",
    "c.md": "---\ntitle: Sea\nsidebar_position: 1\n---\n",
    "group/_category_.json": JSON.stringify({ label: "Group", position: 3, generatedIndex: false }),
    "group/x.md": "---\ntitle: X\ndescription: About X.\n---\n",
  });
  const sidebar = buildDocsSidebar(root, "/d") as any[];
  assert.equal(
    sidebar.map((item) => item.label),
    ["Sea", "Short A", "Group", "Bee"],
  );
  assert.is(sidebar[2].href, null, "generatedIndex: false leaves the category unlinked");
  assert.equal(sidebar[2].items[0], {
    type: "doc",
    id: "group/x",
    label: "X",
    href: "/d/group/x/",
    description: "About X.",
  });
});

test("a doc without a title and a folder without _category_.json are reported", () => {
  assert.throws(
    () => buildDocsSidebar(folder({ "a.md": "---\nsidebar_position: 1\n---\n" })),
    /needs a "title"/,
  );
  assert.throws(
    () => buildDocsSidebar(folder({ "g/a.md": "---\ntitle: A\n---\n" })),
    /needs a _category_\.json/,
  );
});

test.run();
