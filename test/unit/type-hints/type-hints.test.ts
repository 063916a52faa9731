// Type hints at build time: an example that does not compile fails the render naming its file
// and line; an intended error (errors="…") is printed the way tsc prints it; JavaScript is
// compiled as a reader's JavaScript is (its syntax checked, its types not); the hints leave the
// code's text as it was.
import fs from "node:fs";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { createMarkdown } from "../../../eleventy/markdown.js";
import typeHints from "../../../components/type-hints/build/plugin.js";
import { apiKeyOf, summary } from "../../../components/type-hints/build/annotate.js";

const md = createMarkdown([typeHints]);
const FIXTURE = "test/fixtures/type-hints/broken.md";
const render = (markdown: string, inputPath = "./example.md") =>
  md.render(markdown, { page: { inputPath } });
const body = (file: string) => fs.readFileSync(file, "utf8").replace(/^---\n[\s\S]*?\n---\n/, "");
const textOf = (html: string) =>
  html
    .replace(/<template[\s\S]*?<\/template>/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

test("a type error in an example fails the render with the fence's file and line", () => {
  const lines = fs.readFileSync(FIXTURE, "utf8").split("\n");
  const fences = lines.flatMap((line, index) => (line.startsWith("```ts") ? [index + 1] : []));
  const broken = fences[1];
  const errorLine = lines.slice(broken).findIndex((line) => line.includes("format: 42")) + 1;
  assert.throws(
    () => render(body(FIXTURE), `./${FIXTURE}`),
    (error: Error) =>
      error.message.startsWith(`${FIXTURE}:${broken}: type error`) &&
      error.message.includes(`line ${errorLine}: TS2322`),
  );
});

const WRONG = '```ts errors="2322"\nconst width: number = "wide";\n```\n';
test("errors= marks an intended error, printed as tsc prints it", () => {
  const html = render(WRONG);
  const printed =
    "example.ts(1,7): error TS2322: Type 'string' is not assignable to type 'number'.";
  assert.ok(html.includes(printed), html);
  assert.throws(() => render(WRONG.replace("2322", "2304")), /TS2322[\s\S]*expects TS2304/);
  assert.throws(() => render('```ts errors="2322"\nconst width = 1;\n```\n'), /expects TS2322/);
});

test("JavaScript: a syntax error fails, a DOM type a reader's JavaScript never declares does not", () => {
  assert.throws(() => render("```js\nconst = 1;\n```\n"), /example\.md:1: type error/);
  const html = render(
    '```js\nconst input = document.querySelector("input");\ninput.addEventListener("change", (e) => e.target.files);\n```\n',
  );
  assert.match(html, /<span data-type-hint="\d+">input<\/span>/);
});

test("the hints wrap identifiers without changing the code's text", () => {
  const code =
    'import { mediaInfoFactory } from "mediainfo.js";\nconst mediainfo = await mediaInfoFactory({ format: "JSON" });\nconsole.log(1 < 2 && "a");\n';
  const plain = createMarkdown().render(`\`\`\`js\n${code}\`\`\`\n`);
  const typed = render(`\`\`\`js\n${code}\`\`\`\n`);
  assert.is(textOf(typed), textOf(plain));
  assert.ok(typed.length > plain.length, "the code has hints");
  assert.match(typed, /<template class="type-hints" data-pagefind-ignore>/);
  assert.match(typed, /const mediainfo: MediaInfo&lt;&quot;JSON&quot;&gt;/);
});

test("a hover's API key is its declaration's name, with its owner for a member", () => {
  assert.is(
    apiKeyOf("(alias) function mediaInfoFactory<T extends X<Y>>(o?: T): P"),
    "mediaInfoFactory",
  );
  assert.is(
    apiKeyOf('(method) MediaInfo<"object">.analyzeData(size: SizeArg): R'),
    "MediaInfo.analyzeData",
  );
  assert.is(apiKeyOf("interface VideoTrack"), "VideoTrack");
  assert.is(
    summary("Creates a \n{@link \nMediaInfo\n}\n instance.\n\nMore."),
    "Creates a MediaInfo instance.",
  );
});

test.run();
