// The field index links each field a guide sends readers to back to that guide, from the guides'
// own links: every field the "How do I tell…" page links to says where it is used, others do not.
import fs from "node:fs";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { builtPage } from "../helpers/built-site.ts";

const GUIDE = "/docs/guides/how-do-i-tell/";
const linked = [
  ...fs
    .readFileSync("site/docs/guides/how-do-i-tell.md", "utf8")
    .matchAll(/\]\(\/api\/fields\/#(\w+)\)/g),
].map((match) => match[1]);

test("each field the guide links to links back to it from the field index", () => {
  const index = builtPage("/api/fields/").document;
  assert.ok(linked.length >= 15, `${linked.length} fields`);
  for (const field of linked) {
    const back = [...index.querySelectorAll(`li[id="${field}"] .field-used-in a`)];
    assert.ok(
      back.some(
        (link) => link.getAttribute("href") === GUIDE && link.textContent === "How do I tell…",
      ),
      field,
    );
  }
  const others = [...index.querySelectorAll(".field-used-in a")].filter(
    (link) => link.getAttribute("href") === GUIDE,
  );
  assert.is(others.length, new Set(linked).size, "one link per field, none elsewhere");
});

test("an older release's field index has no link to a guide it does not have", () => {
  const older = builtPage("/0.3.6/api/fields/").document;
  assert.is(older.querySelectorAll(`.field-used-in a[href="${GUIDE}"]`).length, 0);
});

test.run();
