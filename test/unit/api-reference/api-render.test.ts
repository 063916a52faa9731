// The TypeDoc → Markdown → HTML pipeline on a fixture (test/fixtures/api/fixture.ts): raw HTML in
// comments is escaped, Markdown renders, members get exact anchors, inherited markers, site links.
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { Window } from "happy-dom";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { generateApiMarkdown } from "../../../components/api-reference/build/generate.js";
import { createMarkdown } from "../../../eleventy/markdown.js";
import apiMarkdown from "../../../eleventy/api-markdown.js";
import { scratchDir } from "../../helpers/scratch.ts";

const out = scratchDir("api-render-");
const { problems } = await generateApiMarkdown({ options: "test/fixtures/api/typedoc.json", out });
const md = createMarkdown([apiMarkdown]);

/** Renders a generated page the way Eleventy does: front matter as data, the rest as Markdown. */
function page(file: string) {
  const { data, content } = matter(fs.readFileSync(path.join(out, file), "utf8"));
  const window = new Window();
  window.document.body.innerHTML = md.render(content, { ...data });
  return {
    data,
    html: window.document.body.innerHTML,
    document: window.document as unknown as Document,
  };
}

test("the fixture generates without TypeDoc warnings", () => {
  assert.equal(problems, []);
});

test("raw HTML in doc comments is escaped text; Markdown in comments renders", () => {
  const { html, document } = page("interfaces/FixtureBase.md");
  assert.not.ok(document.querySelector("script, img, b"), "no element from a comment's raw HTML");
  assert.ok(html.includes('&lt;script&gt;alert("x")&lt;/script&gt;'), "script tag shown as text");
  assert.ok(
    html.includes('&lt;img src="https://example.invalid/x.png" onerror="alert(1)"&gt;'),
    "img tag shown as text",
  );
  assert.is(document.querySelector("em")?.textContent, "emphasis");
  assert.is(document.querySelector("strong")?.textContent, "strong");
  assert.ok(
    [...document.querySelectorAll("p code")].some((el) => el.textContent === "inline code"),
  );
});

test("members get their exact name as anchor, with a direct link and the inherited marker", () => {
  const { document } = page("interfaces/FixtureBase.md");
  const own = document.getElementById("Shared_Field")!;
  assert.is(own.tagName, "H3");
  assert.is(
    own.querySelector(".hash-link")!.getAttribute("aria-label"),
    "Direct link to Shared_Field",
  );
  assert.not.ok(own.hasAttribute("data-inherited"));
  assert.is(
    document.querySelector("#Shared_Field + p")!.textContent,
    "readonly Shared_Field?: number",
  );
  assert.is(
    document
      .querySelector("#Shared_Field ~ p a[href^='https://github.com/']")!
      .getAttribute("href"),
    // The revision is the documented release's, from the site's TypeDoc options the fixture extends.
    JSON.parse(fs.readFileSync("typedoc.json", "utf8"))
      .sourceLinkTemplate.replace("{path}", "fixture.ts")
      .replace("{line}", "12"),
  );
});

test("a track type lists its fields as entries with their exact name as id, type, flags and inherited marker", () => {
  const { document } = page("interfaces/FixtureTrack.md");
  assert.not.ok(document.querySelector("section, h3"), "no member sections");
  const own = document.getElementById("FrameRate")!;
  assert.is(own.tagName, "LI");
  assert.ok(own.parentElement!.matches("ul.field-list"));
  assert.not.ok(own.hasAttribute("data-inherited"));
  assert.is(own.querySelector(":scope > span")!.textContent, "number");
  assert.is(own.querySelector(":scope > p")!.textContent, "Frames per second, as number");
  for (const id of ["@kind", "Shared_Field"]) {
    const entry = document.getElementById(id)!;
    assert.ok(entry.hasAttribute("data-inherited"), id);
    assert.match(entry.textContent!, new RegExp(`Inherited from FixtureBase\\.${id}`));
  }
  assert.match(document.getElementById("@kind")!.textContent!, "always present");
  assert.not.match(document.getElementById("Shared_Field")!.textContent!, "always present");
  assert.match(document.querySelector(".field-guide")!.textContent!, "Every field is read-only");
});

test("links use site routes and anchors; front matter carries title and description (the section comes from the URL)", () => {
  const track = page("interfaces/FixtureTrack.md");
  assert.ok(track.document.querySelector("a[href='/api/interface/FixtureBase/#Shared_Field']"));
  assert.equal(
    {
      title: track.data.title,
      permalink: track.data.permalink,
      description: track.data.description,
    },
    {
      title: "FixtureTrack",
      permalink: "/api/interface/FixtureTrack/",
      description: "A track with its own fields.",
    },
  );
  const index = page("index.md");
  assert.ok(index.document.getElementById("FixtureSize"), "type alias anchored on the overview");
  assert.ok(index.document.querySelector("a[href='/api/function/readTrack/']"));
  assert.not.ok(
    page("interfaces/FixtureBase.md").data.description.includes("<"),
    "descriptions are plain text",
  );
});

test("without the apiPage flag headings keep GitHub slugs", () => {
  const html = md.render("<section>\n\n### FrameRate\n\n</section>\n", {});
  assert.match(html, /id="framerate"/);
});

test.run();
