// The cascade order is declared once: the first sheet names the layers, every sheet puts its rules
// in one of them, and the build finds the sheets by folder, so adding a part's sheet edits no list.
import fs from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { buildStylesheet } from "../../eleventy/assets.js";
import { LAYERS, cssFiles, stylesheets } from "../../eleventy/stylesheets.js";
import { scratchDir } from "../helpers/scratch.ts";

const ORDER = `@layer ${LAYERS.join(", ")};`;

test("every sheet of site/css and of each part's folder is in the stylesheet, tokens first", () => {
  const onDisk = [
    ...fs.readdirSync("site/css").map((name) => `site/css/${name}`),
    ...fs
      .readdirSync("components", { recursive: true, encoding: "utf8" })
      .map((name) => `components/${name}`),
  ].filter((file) => file.endsWith(".css"));
  const listed = stylesheets();
  assert.ok(listed.length >= 38, `${listed.length} sheets`);
  assert.equal([...listed].sort(), onDisk.sort());
  assert.is(listed[0], "site/css/00-tokens.css");
});

test("the built stylesheet declares the layer order before any rule", () => {
  const code = buildStylesheet()
    .css.replace(/\/\*[\s\S]*?\*\//g, "")
    .trimStart();
  assert.ok(code.startsWith(ORDER), code.slice(0, 80));
});

test("each sheet opens with one of the declared layers", () => {
  for (const file of cssFiles()) {
    const code = fs
      .readFileSync(file, "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(ORDER, "")
      .trim();
    const layer = code.match(/^@layer ([a-z]+) \{/)?.[1];
    assert.ok(layer && LAYERS.includes(layer), `${file} opens with a known layer`);
  }
});

test("a sheet whose rules are outside a layer fails the build, naming it", () => {
  const root = scratchDir("layers-");
  try {
    fs.mkdirSync(path.join(root, "site/css"), { recursive: true });
    fs.mkdirSync(path.join(root, "components/widget"), { recursive: true });
    fs.writeFileSync(path.join(root, "site/css/00-tokens.css"), `${ORDER}\n@layer tokens {}\n`);
    fs.writeFileSync(path.join(root, "components/widget/widget.css"), ".widget { color: red; }\n");
    assert.throws(() => cssFiles(root), /components\/widget\/widget\.css: must open with @layer/);
    fs.writeFileSync(path.join(root, "components/widget/widget.css"), "@layer parts {}\n.x {}\n");
    assert.throws(() => cssFiles(root), /widget\.css: has rules after its @layer parts block/);
    fs.writeFileSync(path.join(root, "components/widget/widget.css"), "@layer parts { a {} }\n");
    assert.is(cssFiles(root).length, 2);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test("a part's sheets in sub-folders follow its own sheet by file name, its build half apart", () => {
  const root = scratchDir("layers-");
  try {
    const write = (file: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), "@layer parts {}\n");
    };
    write("site/css/00-tokens.css");
    for (const file of ["z.css", "widget.css", "list/b.css", "share/a.css", "build/c.css"]) {
      write(`components/widget/${file}`);
    }
    assert.equal(stylesheets(root), [
      "site/css/00-tokens.css",
      "components/widget/widget.css",
      "components/widget/share/a.css",
      "components/widget/list/b.css",
      "components/widget/z.css",
    ]);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test.run();
