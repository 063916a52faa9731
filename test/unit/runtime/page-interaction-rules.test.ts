// Pure rules behind the page interactions: collapse timing, TOC highlight, back to top, tab keys,
// copied text.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { collapseDuration } from "../../../components/runtime/collapse-duration.ts";
import { activeHeadingIndex } from "../../../components/toc/active-heading.ts";
import { backToTopShown } from "../../../components/back-to-top/scroll-rules.ts";
import { nextRovingIndex } from "../../../components/runtime/roving-keys.ts";
import { copyText } from "../../../components/code-block/copy-text.ts";

test("collapse duration follows content height: 36→192, 100→239, 360→327, 1000→440 ms", () => {
  assert.equal(
    [36, 100, 360, 1000].map((h) => collapseDuration(h)),
    [192, 239, 327, 440],
  );
  assert.is(collapseDuration(1000, true), 1);
});

test("TOC: the first heading below the navbar is current when in the top half, else the one before", () => {
  const navbar = 60;
  const viewport = 800;
  assert.is(activeHeadingIndex([-500, -100, 200, 900], navbar, viewport), 2);
  assert.is(activeHeadingIndex([-500, -100, 500, 900], navbar, viewport), 1);
  assert.is(activeHeadingIndex([60, 500], navbar, viewport), 0);
  assert.is(activeHeadingIndex([-900, -500, -100], navbar, viewport), 2);
  assert.is(activeHeadingIndex([700, 900], navbar, viewport), -1);
  assert.is(activeHeadingIndex([], navbar, viewport), -1);
});

test("back to top shows when scrolling up past 300 px, hides going down, below 300 or on a hash jump", () => {
  const base = { isHashJump: false, isAtBottom: false, isShown: false };
  assert.ok(backToTopShown({ ...base, scrollY: 800, previousScrollY: 900 }));
  assert.not.ok(backToTopShown({ ...base, scrollY: 900, previousScrollY: 800, isShown: true }));
  assert.not.ok(backToTopShown({ ...base, scrollY: 250, previousScrollY: 400, isShown: true }));
  assert.not.ok(backToTopShown({ ...base, scrollY: 800, previousScrollY: 900, isHashJump: true }));
  assert.not.ok(backToTopShown({ ...base, scrollY: 800, previousScrollY: 900, isAtBottom: true }));
  assert.ok(backToTopShown({ ...base, scrollY: 800, previousScrollY: 800, isShown: true }));
});

test("tab keys move with wrap-around and jump with Home/End", () => {
  assert.is(nextRovingIndex(2, "ArrowRight", 3, "horizontal"), 0);
  assert.is(nextRovingIndex(0, "ArrowLeft", 3, "horizontal"), 2);
  assert.is(nextRovingIndex(1, "Home", 3, "horizontal"), 0);
  assert.is(nextRovingIndex(0, "End", 3, "horizontal"), 2);
  assert.is(nextRovingIndex(1, "Enter", 3, "horizontal"), null);
  assert.is(
    nextRovingIndex(1, "ArrowDown", 3, "horizontal"),
    null,
    "a tab list ignores the other axis",
  );
  assert.is(
    nextRovingIndex(2, "ArrowDown", 3, "vertical"),
    0,
    "a menu moves down with wrap-around",
  );
  assert.is(nextRovingIndex(0, "ArrowUp", 3, "vertical"), 2);
  assert.is(nextRovingIndex(0, "ArrowRight", 3, "vertical"), null);
});

test("copied code keeps its text but drops shell prompts", () => {
  assert.is(copyText("const a = 1;\nconst b = 2;\n", "js"), "const a = 1;\nconst b = 2;");
  assert.is(
    copyText("$ npm install mediainfo.js\n$ npx mediainfo.js file.mp4\n", "bash"),
    "npm install mediainfo.js\nnpx mediainfo.js file.mp4",
  );
  assert.is(copyText("price: $ 5", "text"), "price: $ 5");
});

test.run();
