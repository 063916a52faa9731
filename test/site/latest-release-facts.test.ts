// The latest release's pages state no fact that held only for an older documented release as the
// latest's: a requirement 0.3.6 had and 0.3.7 dropped (Node.js 22, 'unsafe-eval', the WebAssembly
// features and browser versions the older module needed) may appear only in a passage that names
// an older release ("Before 0.3.7 (0.3.6 and earlier)", "0.3.6 aborted"). The features and browser
// versions come from decoding each release's module (site/_data/browserSupport.js).
import { Window } from "happy-dom";
import { test } from "uvu";
import * as assert from "uvu/assert";
import site from "../../config/site.js";
import { documentedReleases } from "../../eleventy/releases.js";
import browserSupport from "../../site/_data/browserSupport.js";
import { builtPages } from "../helpers/built-site.ts";

const releases = documentedReleases(site);
const LATEST = releases[0];
const older = releases.filter((release) => !release.isLatest);
const support = browserSupport({ site });

type Claim = { name: string; pattern: RegExp };

/** Facts of the older releases that the latest does not share. */
function olderOnlyClaims(): Claim[] {
  const claims: Claim[] = [
    {
      name: "Node.js 22 as the minimum",
      pattern: /Node\.js 22 or newer|mediainfo\.js[^.]*needs? Node\.js 22/i,
    },
    { name: "Node.js 20 failing", pattern: /stringref|(?:aborts|fails) (?:on|in) Node\.js 20/i },
    {
      name: "'unsafe-eval' as a requirement",
      // "needs 'wasm-unsafe-eval', and no 'unsafe-eval'" and "does not need 'unsafe-eval'" state
      // the opposite.
      pattern:
        /(?<!\bnot |\bno longer |n't )(?:needs?|requires?|required|must (?:allow|list))(?:(?!\bno\b|\bnot\b)[^.])*'unsafe-eval'/i,
    },
    { name: "the EvalError of the bindings", pattern: /EvalError|new Function\(/ },
  ];
  for (const release of support.older)
    for (const name of release.dropped)
      claims.push({ name: `${release.version}'s ${name}`, pattern: new RegExp(name, "i") });
  for (const release of support.older)
    for (const browser of release.browsers) {
      const latest = support.browsers.find((candidate) => candidate.key === browser.key);
      if (browser.version && browser.version !== latest?.version)
        claims.push({
          name: `${release.version}'s first ${browser.name}`,
          pattern: new RegExp(`${browser.name} ${browser.version.replace(/\./g, "\\.")}\\b`),
        });
    }
  return claims;
}

const parts = (version: string) => version.split(".").map(Number);
const isOlder = (version: string) => {
  const [a, b] = [parts(version), parts(LATEST.version)];
  for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) < (b[i] ?? 0);
  return false;
};
/** A passage about an older release names one (a version older than the latest). */
const namesOlderRelease = (text: string) =>
  [...text.matchAll(/\b0\.\d+(?:\.\d+|\.x)\b/g)].some(([version]) =>
    isOlder(version.replace(".x", ".0")),
  );

/** Each passage of a page: a paragraph, list item, table cell or code block with what precedes it. */
function passages(document: Document): string[] {
  const main = document.querySelector("main");
  if (!main) return [];
  const squash = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
  return [...main.querySelectorAll("p, li, td, pre")].map((element) =>
    // A code block belongs to the sentence that introduces it.
    element.tagName === "PRE"
      ? `${squash(element.closest(".code-block")?.previousElementSibling?.textContent)} ${squash(element.textContent)}`
      : squash(element.textContent),
  );
}

/** Where a page states an older-only claim without naming an older release. */
function olderFactsAsLatest(document: Document): string[] {
  const claims = olderOnlyClaims();
  return passages(document).flatMap((text) =>
    namesOlderRelease(text)
      ? []
      : claims
          .filter((claim) => claim.pattern.test(text))
          .map((claim) => `${claim.name}: "${text.slice(0, 160)}"`),
  );
}

const latestPages = builtPages().filter(
  ({ route }) => !older.some((release) => route.startsWith(`${release.prefix}/`)),
);
/** The pages that state the release's requirements and what changed since the older release. */
const RELEASE_PAGES = [
  "/",
  "/docs/intro/",
  "/docs/getting-started/installation/",
  "/docs/guides/upgrading/",
  "/docs/guides/odd-results/",
  "/docs/guides/cover-art/",
  "/docs/guides/format-support/",
  "/docs/development/",
];
const wrongOn = (pages: typeof latestPages) =>
  pages.flatMap(({ route, document }) =>
    olderFactsAsLatest(document).map((found) => `${route}: ${found}`),
  );

test("the release's own pages state no older release's requirement as the latest's", () => {
  const pages = latestPages.filter(({ route }) => RELEASE_PAGES.includes(route));
  assert.is(pages.length, RELEASE_PAGES.length);
  assert.equal(wrongOn(pages), []);
});

test("no other latest page states an older release's requirement as the latest's", () => {
  const pages = latestPages.filter(({ route }) => !RELEASE_PAGES.includes(route));
  assert.ok(pages.length >= 40, `${pages.length} pages`);
  assert.equal(wrongOn(pages), []);
});

test("the claims come from both releases' modules, and a passage naming an older release is allowed", () => {
  const names = olderOnlyClaims().map((claim) => claim.name);
  assert.ok(older.length > 0 && support.older.length === older.length);
  assert.ok(
    names.some((name) => /tail calls/.test(name)),
    names.join(),
  );
  assert.ok(
    names.some((name) => /first Chrome/.test(name)),
    names.join(),
  );
  const page = (html: string) => {
    const window = new Window();
    window.document.write(`<main>${html}</main>`);
    return window.document as unknown as Document;
  };
  assert.equal(olderFactsAsLatest(page("<p>It needs Node.js 22 or newer.</p>")).length, 1);
  assert.equal(
    olderFactsAsLatest(
      page("<p>Before 0.3.7 (0.3.6 and earlier), it needed Node.js 22 or newer.</p>"),
    ),
    [],
  );
  assert.equal(
    olderFactsAsLatest(page("<p>A page therefore needs <code>'unsafe-eval'</code>.</p>")).length,
    1,
  );
  assert.equal(
    olderFactsAsLatest(page("<p>It needs no <code>'wasm-unsafe-eval'</code> tricks.</p>")),
    [],
  );
  assert.equal(olderFactsAsLatest(page("<p>It does not need <code>'unsafe-eval'</code>.</p>")), []);
});

test.run();
