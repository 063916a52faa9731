// What the built site says about the library must hold for the installed release: the module is
// loaded and compiled by every factory call (test/docs/library/library-behaviour.test.ts counts the
// requests), no speed is claimed that nothing measures, and links into the library's repository
// show the code of the documented release (an older release's pages, that release's code).
import fs from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { SITE_DIR, builtPage, builtPages, siteFiles } from "../helpers/built-site.ts";
import { LIBRARY_TAG, librarySourceUrl } from "../../eleventy/facts/library-source.js";
import site from "../../config/site.js";
import { validSiteConfig } from "../../config/check.js";
import { documentedReleases, releaseOfUrl } from "../../eleventy/releases.js";
import browserSupport from "../../site/_data/browserSupport.js";
import changelog from "../../site/_data/changelog.json" with { type: "json" };

const releases = documentedReleases(validSiteConfig(site));

const mainText = (route: string) =>
  (builtPage(route).document.querySelector("main")?.textContent ?? "").replace(/\s+/g, " ");
/** Every text file the build writes for readers and tools: pages, Markdown twins, llms files. */
const readableFiles = () =>
  siteFiles()
    .filter((file) => /\.(html|md|txt)$/.test(file))
    .map((file) => [file, fs.readFileSync(path.join(SITE_DIR, file), "utf8")] as const);

test("no page says the WebAssembly file is loaded once: every factory call loads it again", () => {
  const once = /(first time you create an instance|once per page|fetched once|loaded once)/i;
  for (const [file, content] of readableFiles())
    assert.not.match(content.replace(/\s+/g, " "), once, file);
  const installation = mainText("/docs/getting-started/installation/");
  assert.match(installation, /fetches and compiles that file each time you create an instance/);
  assert.match(installation, /every mediaInfoFactory call loads it again/);
});

test("troubleshooting names every WebAssembly feature found in the module, not one by hand", () => {
  const section = mainText("/docs/guides/troubleshooting/");
  const { featureNames } = browserSupport();
  assert.ok(featureNames.length > 1);
  for (const name of featureNames) assert.ok(section.includes(name), `names ${name}`);
  assert.not.match(section, /A browser without typed function references/);
});

test("no speed claim that nothing measures: 'near-native' is gone from the site", () => {
  for (const [file, content] of readableFiles()) assert.not.match(content, /near[- ]native/i, file);
});

test("links into the library's code name the documented release's tag, not a branch", () => {
  assert.is(LIBRARY_TAG, `v${changelog.releases[0].version}`, "the newest release is documented");
  const releaseTags = new Set(changelog.releases.map((release) => `v${release.version}`));
  const intoCode = /https:\/\/github\.com\/buzz\/mediainfo\.js\/(tree|blob)\/([^/"#?]+)/g;
  let checked = 0;
  for (const { route, html } of builtPages()) {
    for (const [link, , ref] of html.matchAll(intoCode)) {
      // "Edit this page" opens the site's own sources, which live on a branch.
      if (`${link}/`.startsWith(site.editUrl)) continue;
      // The release history links each old release to its own tag.
      if (route === "/api/changelog/" && releaseTags.has(ref)) continue;
      // An older release's pages show that release's code.
      const release = releaseOfUrl(releases, route);
      assert.is(ref, release.isLatest ? LIBRARY_TAG : `v${release.version}`, `${route}: ${link}`);
      checked += 1;
    }
  }
  assert.ok(checked > 100, `${checked} links checked`);
  const examples = builtPage("/docs/category/examples/").document;
  for (const repoPath of ["examples/angular/", "examples/browser-umd/", "src/cli.ts"]) {
    const href = librarySourceUrl(repoPath);
    assert.match(href, new RegExp(`/(tree|blob)/${LIBRARY_TAG}/`));
    assert.ok(examples.querySelector(`a[href="${href}"]`), `the examples page links ${href}`);
  }
});

test.run();
