// The API reference's own examples: where build-api.js puts them, and the messages
// for a file that names no real target.
import fs from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { readApiExamples, withExample } from "../../../components/api-reference/build/examples.js";
import { scratchDir } from "../../helpers/scratch.ts";

const CLASS_PAGE = [
  "# MediaInfo",
  "",
  "<section>",
  "",
  "### analyzeData",
  "",
  "Analyses.",
  "",
  "</section>",
  "",
  "<section>",
  "",
  "### close",
  "",
  "Closes.",
  "",
].join("\n");

test("a function's example ends its page under an Example heading", () => {
  const page = withExample("# f\n\nDoes things.\n", { file: "f.md", member: null, body: "BODY" });
  assert.is(page, "# f\n\nDoes things.\n\n## Example\n\nBODY\n");
});

test("a member's example closes that member's section, before the next member opens", () => {
  const page = withExample(CLASS_PAGE, { file: "m.md", member: "analyzeData", body: "BODY" });
  const lines = page.split("\n");
  const example = lines.indexOf("#### Example");
  assert.ok(example > lines.indexOf("</section>"), "after the member's own section");
  assert.ok(
    example < lines.indexOf("<section>", lines.indexOf("</section>")),
    "before the next member's section",
  );
  assert.is(lines[example + 2], "BODY");
  const last = withExample(CLASS_PAGE, { file: "m.md", member: "close", body: "END" });
  assert.ok(last.trimEnd().endsWith("END"), "the last member's example ends the page");
});

test("a missing member or a malformed target fails with the file's name", () => {
  assert.throws(
    () => withExample(CLASS_PAGE, { file: "x.md", member: "dispose", body: "" }),
    /x\.md: the page has no "### dispose" section/,
  );
  const dir = scratchDir("api-examples-");
  fs.writeFileSync(path.join(dir, "bad.md"), "---\ntarget: class/MediaInfo\n---\nbody\n");
  assert.throws(
    () => readApiExamples(dir),
    /bad\.md: target must be "function\/<name>" or "class\/<Name>#<member>", got "class\/MediaInfo"/,
  );
  fs.rmSync(dir, { recursive: true });
});

test("the committed examples name the factory, analyzeData, close, openBufferContinue and isTrackType, each with See also links", () => {
  const examples = readApiExamples();
  assert.equal(
    examples.map(({ kind, name, member }) => `${kind}/${name}${member ? `#${member}` : ""}`).sort(),
    [
      "class/MediaInfo#analyzeData",
      "class/MediaInfo#close",
      "class/MediaInfo#openBufferContinue",
      "function/isTrackType",
      "function/mediaInfoFactory",
    ],
  );
  for (const example of examples) assert.match(example.body, /\*\*See also:\*\* \[/, example.file);
});

test.run();
