// The search island's pure rules: which keys open it, how arrows move, how answers are shaped.
import { test } from "uvu";
import * as assert from "uvu/assert";
import {
  isOpenShortcut,
  isTypingTarget,
  nextFocusIndex,
} from "../../../components/search/search-keys.ts";
import { cleanUrl, toPageResult } from "../../../components/search/pagefind.ts";

const key = (keyName: string, extra: Partial<KeyboardEvent> = {}, target: unknown = null) =>
  ({
    key: keyName,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    target,
    ...extra,
  }) as unknown as KeyboardEvent;
const field = { closest: (selector: string) => (selector.includes("input") ? {} : null) };
const paragraph = { closest: () => null };

test("`/` opens search outside fields only; Ctrl+K and Cmd+K open it anywhere", () => {
  assert.ok(isOpenShortcut(key("/", {}, paragraph)));
  assert.not.ok(isOpenShortcut(key("/", {}, field)));
  assert.ok(isOpenShortcut(key("k", { ctrlKey: true }, field)));
  assert.ok(isOpenShortcut(key("K", { metaKey: true }, paragraph)));
  assert.not.ok(isOpenShortcut(key("k", {}, paragraph)));
  assert.not.ok(isOpenShortcut(key("/", { ctrlKey: true }, paragraph)));
  assert.not.ok(isTypingTarget(null));
});

test("arrows move between the input (-1) and the results, stopping at the ends", () => {
  assert.is(nextFocusIndex(-1, "ArrowDown", 3), 0);
  assert.is(nextFocusIndex(0, "ArrowDown", 3), 1);
  assert.is(nextFocusIndex(2, "ArrowDown", 3), 2);
  assert.is(nextFocusIndex(0, "ArrowUp", 3), -1);
  assert.is(nextFocusIndex(-1, "ArrowUp", 3), -1);
  assert.is(nextFocusIndex(-1, "ArrowDown", 0), -1);
  assert.is(nextFocusIndex(1, "Enter", 3), 1);
});

test("result URLs point at clean routes", () => {
  assert.is(cleanUrl("/docs/intro/index.html"), "/docs/intro/");
  assert.is(cleanUrl("/docs/intro/index.html#options"), "/docs/intro/#options");
  assert.is(cleanUrl("/docs/intro/"), "/docs/intro/");
  assert.is(cleanUrl("/api/#Extra"), "/api/#Extra");
});

test("a Pagefind answer becomes a page with at most four headings, the page itself not repeated", () => {
  const page = toPageResult({
    url: "/api/interface/VideoTrack/index.html",
    meta: { title: "VideoTrack" },
    excerpt: "the <mark>FrameRate</mark> of",
    sub_results: [
      { title: "VideoTrack", url: "/api/interface/VideoTrack/index.html", excerpt: "x" },
      ...[
        "FrameRate",
        "FrameRate_Num",
        "FrameRate_Den",
        "FrameRate_Mode",
        "FrameRate_Original",
      ].map((name) => ({
        title: name,
        url: `/api/interface/VideoTrack/index.html#${name}`,
        excerpt: `<mark>${name}</mark>`,
      })),
    ],
  });
  assert.is(page.url, "/api/interface/VideoTrack/");
  assert.is(page.title, "VideoTrack");
  assert.equal(
    page.subResults.map((sub) => sub.url),
    ["FrameRate", "FrameRate_Num", "FrameRate_Den", "FrameRate_Mode"].map(
      (n) => `/api/interface/VideoTrack/#${n}`,
    ),
  );
});

test.run();
