// The contract module: the external-link test both build steps use, and the
// breakpoint the stylesheet gets by substitution.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { MEDIA, MOBILE_MAX_WIDTH, isExternal } from "../../../contract/index.js";
import { buildStylesheet, withMediaQueries } from "../../../eleventy/assets.js";
import { categoryCards, firstLink } from "../../../eleventy/navigation.js";

test("a link is external when it has a scheme or is protocol-relative", () => {
  for (const href of [
    "https://github.com/x",
    "mailto:a@b.c",
    "git+ssh://host/repo",
    "//cdn.example/x.js",
  ])
    assert.ok(isExternal(href), href);
  for (const href of ["/docs/intro/", "docs/intro/", "#top", "/api/#Extra", "", null, undefined])
    assert.not.ok(isExternal(href), String(href));
});

test("the navigation and the config check agree on which links leave the site", () => {
  const items = [
    { type: "link", label: "Repo", href: "git+ssh://host/repo" },
    { type: "link", label: "CDN", href: "//cdn.example/x" },
    { type: "doc", label: "Intro", href: "/docs/intro/" },
  ];
  assert.is(firstLink(items), "/docs/intro/");
  const cards = categoryCards({ type: "category", label: "C", items } as never);
  assert.equal(
    cards.map((card) => card.isExternal),
    [true, true, false],
  );
});

test("the stylesheet gets the breakpoint from the contract; an unknown query name is an error", () => {
  assert.is(
    withMediaQueries("@media (--mobile) { a {} } @media (--desktop) { b {} }"),
    `@media (max-width: ${MOBILE_MAX_WIDTH}px) { a {} } @media (min-width: ${MOBILE_MAX_WIDTH + 1}px) { b {} }`,
  );
  assert.is(withMediaQueries("a { top: var(--navbar-height) }"), "a { top: var(--navbar-height) }");
  assert.throws(
    () => withMediaQueries("@media (--tablet) {}"),
    /unknown media query @media \(--tablet\)/,
  );
  const { css } = buildStylesheet();
  assert.not.match(css, /@media \(--/);
  assert.ok(css.includes(`@media ${MEDIA.mobile}`) && css.includes(`@media ${MEDIA.desktop}`));
});

test.run();
