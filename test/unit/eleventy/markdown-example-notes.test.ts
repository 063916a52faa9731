// The executed-example markers in fence info strings: what the reader sees under a
// fence marked run= or norun=, and that a malformed marker fails the build.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { createMarkdown, describeExpectation } from "../../../eleventy/markdown.js";

const md = createMarkdown();
const fence = (info: string) => md.render(`\`\`\`${info}\nconst x = 1;\n\`\`\`\n`);

test("norun shows its reason under the code block", () => {
  assert.match(
    fence('js norun="fragment: needs a file input"'),
    /<\/div>\n<p class="code-note">Not run: fragment: needs a file input\.<\/p>/,
  );
});

test("run shows where it was tested and what it produces", () => {
  assert.match(
    fence('js run="node" expect="instance"'),
    /Tested in Node\.js 22: resolves to a MediaInfo instance\./,
  );
  assert.match(
    fence('js run="browser" expect="tracks: General, Audio" closes="all"'),
    /Tested in Chromium: logs the tracks General, Audio and closes its instance\./,
  );
  assert.is(describeExpectation("output: ready"), "prints \u201Cready\u201D");
});

test("a Node.js recipe says it ran under Node.js 20 and 22, or only the majors its node= names", () => {
  const recipe = (extra: string) =>
    md.render(
      `\`\`\`bash recipe="r" check="node" sample="v.mp4" expect="tracks: General"${extra}\nnode a.mjs\n\`\`\`\n`,
    );
  assert.match(recipe(""), /Tested in Node\.js 20 and 22: run as printed, the script lists/);
  assert.match(recipe(' node="22"'), /Tested in Node\.js 22: run as printed/);
  assert.throws(() => recipe(' node="18"'), /the tests run Node\.js 20, 22/);
});

test("plain fences get no note; malformed markers fail loudly", () => {
  assert.not.match(fence('js title="a.js"'), /code-note/);
  assert.throws(() => fence('js run="deno" expect="instance"'), /run="deno"/);
  assert.throws(() => fence('js run="node"'), /needs/);
  assert.throws(() => fence('js run="node" expect="colours: red"'), /Unknown expect/);
});

test.run();
