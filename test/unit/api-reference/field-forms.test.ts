// Display forms (`X_String`, `X_String1`…) go under their base field; other names stay entries.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { baseOf, groupDisplayForms } from "../../../components/api-reference/build/field-forms.js";

const names = new Set(["Duration", "Delay_Original", "Format"]);

test("a display form names its base field when that field exists", () => {
  assert.is(baseOf("Duration_String3", names), "Duration");
  assert.is(baseOf("Duration_String", names), "Duration");
  assert.is(baseOf("Delay_Original_String", names), "Delay_Original");
  assert.is(baseOf("Title_String", names), null, "no Title field: an entry of its own");
  assert.is(baseOf("Format_Commercial", names), null, "not a display form");
});

test("the grouped catalogue keeps every field exactly once", () => {
  const catalogue = ["Duration", "Duration_String", "Duration_String3", "Format", "Title_String"];
  const entries = groupDisplayForms(catalogue.map((name) => ({ name })));
  assert.equal(
    entries.map((entry) => [entry.name, entry.forms.map((form) => form.name)]),
    [
      ["Duration", ["Duration_String", "Duration_String3"]],
      ["Format", []],
      ["Title_String", []],
    ],
  );
});

test.run();
