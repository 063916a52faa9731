// The field filter on a generated field index in happy-dom: a key that keeps the same fields
// writes nothing to the page, the status quotes a pasted page only in part, and a fragment that
// names a field the filter hides clears the filter, on opening and on a hash change.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { register, reset, unregister } from "../../helpers/dom.ts";
import { attachFilter } from "../../../components/field-filter/filter.ts";

const test = suite("field filter on the page");
test.before(() => register("http://localhost/api/fields/"));
test.after(() => unregister());
let controller: AbortController;
test.before.each(() => {
  controller = new AbortController();
  reset(page(100));
  history.replaceState(null, "", "/api/fields/");
});
test.after.each(() => controller.abort());

/** The index as the template writes it: `count` entries, each with a type, chips and a description. */
function page(count: number): string {
  const entries = Array.from(
    { length: count },
    (_, i) =>
      `<li id="Field${i}"><code>Field${i}</code><span>string<i>General</i><i>Video</i></span>` +
      `<p>What field ${i} holds, described at the length of a real description: ${"words ".repeat(20)}</p>` +
      `<ul class="forms"><li id="Field${i}_String">_String</li></ul></li>`,
  ).join("");
  return `<article class="doc-article"><div class="field-filter"><input type="search"><p role="status"></p></div>
    <div class="doc-content"><ul class="field-list">${entries}</ul></div></article>`;
}

const host = () => document.querySelector<HTMLElement>(".field-filter")!;
const input = () => host().querySelector("input")!;
const status = () => host().querySelector("[role=status]")!.textContent;
const entry = (id: string) => document.getElementById(id)!;

function type(value: string) {
  input().value = value;
  input().dispatchEvent(new Event("input", { bubbles: true }));
}

/** The writes of `hidden` that typing `value` makes, as a MutationObserver sees them. */
async function writesOf(value: string): Promise<number> {
  const observer = new MutationObserver(() => {});
  observer.observe(document.body, { attributes: true, attributeFilter: ["hidden"], subtree: true });
  type(value);
  const writes = observer.takeRecords().length;
  observer.disconnect();
  return writes;
}

test("a key that keeps the same fields writes nothing; one that changes them writes only those", async () => {
  reset(page(700)); // about the size of the real index
  attachFilter(host(), controller.signal);
  type("field1");
  assert.is(status(), "111 of 700 fields match.");
  // "field1" and "field1 " show the same fields: nothing on the page needs to change.
  assert.is(await writesOf("field1 "), 0);
  // "field10" keeps 11 of those 111: the 100 others hide, and nothing else is touched.
  assert.is(await writesOf("field10"), 100);
  let started = performance.now();
  for (const value of ["w", "wo", "wor", "word", "words", "f", "fi", "fie", "fiel", "field"])
    type(value);
  console.log(
    `  field filter, 700 entries: ${((performance.now() - started) / 10).toFixed(1)} ms per key`,
  );
});

test("the status quotes a long query only in part", () => {
  attachFilter(host(), controller.signal);
  type("x".repeat(10_000));
  assert.is(status(), `No field matches “${"x".repeat(40)}…”.`);
});

test("a fragment naming a field the filter hides clears the filter and shows it", async () => {
  attachFilter(host(), controller.signal);
  type("field2");
  assert.ok(entry("Field5").hidden);
  location.hash = "#Field5_String";
  window.dispatchEvent(new HashChangeEvent("hashchange"));
  assert.is(input().value, "");
  assert.not.ok(entry("Field5").hidden);
  assert.is(status(), "Filter cleared to show Field5_String.");
  // A fragment the filter shows leaves it as it is.
  type("field2");
  location.hash = "#Field2";
  window.dispatchEvent(new HashChangeEvent("hashchange"));
  assert.is(input().value, "field2");
});

test("a page opened on a field hidden by a restored filter shows the field", () => {
  history.replaceState(null, "", "/api/fields/#Field7");
  input().value = "field3"; // restored by the browser before the filter's code arrived
  attachFilter(host(), controller.signal);
  assert.not.ok(entry("Field7").hidden);
  assert.is(input().value, "");
  assert.is(status(), "Filter cleared to show Field7.");
});

test.run();
