// The navbar hide-on-scroll decision, tested with numbers.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { scrollDecision, type ScrollFacts } from "../../../components/navbar/hide-on-scroll.ts";

const page = (facts: Partial<ScrollFacts>): ScrollFacts => ({
  scrollY: 0,
  previousY: null,
  navbarHeight: 60,
  innerHeight: 800,
  scrollHeight: 5000,
  afterHashJump: false,
  ...facts,
});

test("always visible while scrolled less than the navbar's height", () => {
  assert.is(scrollDecision(page({ scrollY: 59, previousY: 10 })).isVisible, true);
  assert.is(scrollDecision(page({ scrollY: 0, afterHashJump: true })).isVisible, true);
});

test("hidden when scrolling down", () => {
  assert.is(scrollDecision(page({ scrollY: 400, previousY: 300 })).isVisible, false);
  assert.is(scrollDecision(page({ scrollY: 400, previousY: 400 })).isVisible, false);
});

test("shown when scrolling up, but not at the very bottom", () => {
  assert.is(scrollDecision(page({ scrollY: 300, previousY: 400 })).isVisible, true);
  assert.is(
    scrollDecision(page({ scrollY: 4190, previousY: 4200 })).isVisible,
    null,
    "4190 + 800 ≥ 5000 − 60",
  );
  assert.is(scrollDecision(page({ scrollY: 4100, previousY: 4200 })).isVisible, true);
});

test("the scroll caused by a hash jump is ignored once", () => {
  const first = scrollDecision(page({ scrollY: 300, previousY: 900, afterHashJump: true }));
  assert.equal(first, { isVisible: null, afterHashJump: false });
  assert.is(
    scrollDecision(page({ scrollY: 250, previousY: 300, afterHashJump: first.afterHashJump }))
      .isVisible,
    true,
  );
});

test("the first scroll event (no previous position) does not hide the navbar", () => {
  assert.is(scrollDecision(page({ scrollY: 500 })).isVisible, true);
});

test.run();
