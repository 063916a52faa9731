// The Installation page in the order a reader needs it: the requirements in a box before the
// install command (a reader meets them before anything fails), then a first working analysis, and only after that the WebAssembly serving details and the Content Security Policy.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { builtPage } from "../helpers/built-site.ts";
import browserSupport from "../../site/_data/browserSupport.js";

const doc = builtPage("/docs/getting-started/installation/").document;
const main = doc.querySelector("main")!;
const headings = [...main.querySelectorAll("h2")].map((heading) => heading.id);
const squash = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

test("the requirements box comes before the install command and names Node.js 20 and the browsers", () => {
  const box = main.querySelector(".admonition")!;
  assert.is(squash(box.querySelector(".admonition__title")?.textContent), "Requirements");
  const install = doc.getElementById("install-from-npm")!;
  // The box precedes the first heading: DOCUMENT_POSITION_FOLLOWING (4) from the box.
  assert.ok(box.compareDocumentPosition(install) & 4, "box before Install from npm");
  const text = squash(box.textContent);
  assert.match(text, "Node.js 20 or newer");
  for (const browser of browserSupport().browsers)
    if (browser.version) assert.match(text, `${browser.name} ${browser.version}`);
  assert.ok(box.querySelector('a[href="#nodejs"]') && box.querySelector('a[href="#browsers"]'));
});

test("a first analysis comes before serving the WebAssembly file, CSP and the detailed requirements", () => {
  const at = (id: string) => {
    assert.ok(headings.includes(id), id);
    return headings.indexOf(id);
  };
  assert.is(headings[0], "install-from-npm");
  assert.is(at("your-first-analysis"), 1);
  for (const later of ["serve-the-webassembly-file", "content-security-policy", "requirements"])
    assert.ok(at("your-first-analysis") < at(later), later);
  assert.ok(at("content-security-policy") < at("requirements"));
  const fence = doc.getElementById("your-first-analysis")!.nextElementSibling?.nextElementSibling;
  assert.match(squash(fence?.textContent), "analyzeData");
});

test.run();
