// The 404 page's clean-route rule for hosts without redirects.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanRoute } from "../../../components/not-found/redirect.ts";
import { releaseHint } from "../../../components/not-found/release-hint.ts";

const ROUTES = [
  "/",
  "/docs/intro/",
  "/docs/new-guide/",
  "/docs/old-guide-renamed/",
  "/0.3.6/docs/intro/",
  "/0.3.6/docs/old-guide/",
];

test("maps .html, /index.html and slash-less paths to their clean route", () => {
  assert.is(cleanRoute("/docs/intro.html"), "/docs/intro/");
  assert.is(cleanRoute("/docs/intro/index.html"), "/docs/intro/");
  assert.is(cleanRoute("/docs/intro"), "/docs/intro/");
  assert.is(cleanRoute("/index.html"), "/");
});

test("a clean path needs no redirect", () => {
  assert.is(cleanRoute("/docs/intro/"), null);
  assert.is(cleanRoute("/"), null);
});

test("a page an older release lacks links the latest's copy and that release's introduction", () => {
  assert.equal(releaseHint("/0.3.6/docs/new-guide/", ROUTES), {
    text: "The documentation of mediainfo.js 0.3.6 has no such page.",
    links: [
      { label: "This page in the latest release", href: "/docs/new-guide/" },
      { label: "mediainfo.js 0.3.6: Introduction", href: "/0.3.6/docs/intro/" },
    ],
  });
});

test("a release the site does not document is named, with the latest's copy of the page", () => {
  assert.equal(releaseHint("/0.3.7/docs/intro/", ROUTES), {
    text: "mediainfo.js 0.3.7 is not one of the releases this site documents.",
    links: [
      { label: "This page in the latest release", href: "/docs/intro/" },
      { label: "This page in mediainfo.js 0.3.6", href: "/0.3.6/docs/intro/" },
    ],
  });
});

test("a page only an older release has is offered there; an unknown page gets no hint", () => {
  assert.equal(releaseHint("/docs/old-guide/", ROUTES), {
    text: "The latest release has no such page, but an older release does.",
    links: [{ label: "This page in mediainfo.js 0.3.6", href: "/0.3.6/docs/old-guide/" }],
  });
  assert.is(releaseHint("/docs/nothing/", ROUTES), null);
});

test.run();
