// The 404 page's clean-route rule for hosts without redirects.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanRoute } from "../../components/not-found/redirect.ts";

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

test.run();
