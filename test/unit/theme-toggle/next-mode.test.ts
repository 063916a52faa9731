// Pure colour-mode rules: the cycle, the flip, shown modes and invalid values.
import { test } from "uvu";
import * as assert from "uvu/assert";
import {
  assertChoice,
  nextChoice,
  parseStoredChoice,
  shownMode,
} from "../../../components/theme-toggle/next-mode.ts";

test("cycles system, light, dark when system preference is respected", () => {
  assert.is(nextChoice("system", "dark", true), "light");
  assert.is(nextChoice("light", "light", true), "dark");
  assert.is(nextChoice("dark", "dark", true), "system");
});

test("flips between dark and light when system preference is not respected", () => {
  assert.is(nextChoice("dark", "dark", false), "light");
  assert.is(nextChoice("light", "light", false), "dark");
  assert.is(nextChoice("system", "light", false), "dark");
});

test("system shows the OS preference, or the default mode when it is not respected", () => {
  assert.is(shownMode("system", true, "light", true), "dark");
  assert.is(shownMode("system", false, "light", true), "light");
  assert.is(shownMode("system", true, "light", false), "light");
  assert.is(shownMode("dark", false, "light", true), "dark");
});

test("invalid modes throw `unexpected color mode {value}`", () => {
  assert.throws(() => assertChoice("purple"), /^unexpected color mode purple$/);
  assert.throws(
    () => shownMode("system", false, "sepia" as never, false),
    (error: Error) => error.message === "unexpected color mode sepia",
  );
  assert.is(assertChoice("system"), "system");
});

test("stored values other than light and dark count as system and are flagged", () => {
  assert.equal(parseStoredChoice(null), { choice: "system", isInvalid: false });
  assert.equal(parseStoredChoice("dark"), { choice: "dark", isInvalid: false });
  assert.equal(parseStoredChoice("system"), { choice: "system", isInvalid: true });
  assert.equal(parseStoredChoice('{"x":1}'), { choice: "system", isInvalid: true });
});

test.run();
