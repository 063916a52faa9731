// The site config schema: defaults filled in, unknown keys and wrong types rejected with their key
// paths, and the defaults fill in what config/site.js leaves out.
import { test } from "uvu";
import * as assert from "uvu/assert";
import plainConfig from "../../../config/site.js";
import { parseSiteConfig, validSiteConfig } from "../../../config/check.js";
import { STORAGE_KEYS } from "../../../contract/index.js";

const site = validSiteConfig(plainConfig);

const clone = (): any => structuredClone(site);
const problemsOf = (config: unknown) => parseSiteConfig(config).problems;

test("the real config fits, and what it leaves out gets its default", () => {
  assert.equal(problemsOf(site), []);
  const config = clone();
  delete config.colorMode.disableSwitch;
  delete config.toc;
  delete config.navbar.items[3].mobileOnly;
  delete config.i18n.locales.en.calendar;
  const { value } = parseSiteConfig(config);
  assert.is(value!.colorMode.disableSwitch, false);
  assert.equal(value!.toc, { minHeadingLevel: 2, maxHeadingLevel: 3 });
  assert.is(value!.navbar.items[3].mobileOnly, false);
  assert.is(value!.i18n.locales.en.calendar, "gregory");
});

test("an unknown key is named with its key path, at any depth", () => {
  const config = clone();
  config.colourMode = {};
  config.colorMode.disableSwich = true;
  config.navbar.items[1].mobileonly = true;
  const problems = problemsOf(config);
  assert.equal(problems.map((problem) => problem.path).sort(), [
    "colorMode.disableSwich",
    "colourMode",
    "navbar.items[1].mobileonly",
  ]);
  for (const problem of problems) assert.match(problem.message, "unknown key");
});

test("a wrong type is named with its key path and what was found", () => {
  const config = clone();
  config.colorMode.disableSwitch = "yes";
  config.copyrightYear = "2025";
  config.navbar.items[0].position = "middle";
  const problems = problemsOf(config);
  assert.equal(problems.map((problem) => problem.path).sort(), [
    "colorMode.disableSwitch",
    "copyrightYear",
    "navbar.items[0].position",
  ]);
  assert.match(
    problems.find((problem) => problem.path === "copyrightYear")!.message,
    'must be a year, found "2025"',
  );
});

test("a missing required key is named", () => {
  const config = clone();
  delete config.title;
  delete config.docs.versions[0].mainDocId;
  const problems = problemsOf(config);
  assert.equal(
    problems.map((problem) => problem.path),
    ["title", "docs.versions[0].mainDocId"],
  );
  assert.match(problems[0].message, "must be a non-empty string, found undefined");
});

test("validSiteConfig throws one message listing every problem under the file name", () => {
  const config = clone();
  config.colorMode.defaultMode = "blue";
  config.navbar.extra = 1;
  try {
    validSiteConfig(config, "config/site.js");
    assert.unreachable("a wrong config must throw");
  } catch (error) {
    assert.match((error as Error).message, /^config\/site\.js has 2 problems:/);
    assert.match(
      (error as Error).message,
      '  - colorMode.defaultMode: unexpected color mode "blue"',
    );
    assert.match((error as Error).message, "  - navbar.extra: unknown key");
  }
});

test("the storage keys the config leaves out default to the contract's", () => {
  assert.is(site.colorMode.storageKey, STORAGE_KEYS.colorMode);
  assert.is(site.docs.preferredVersionKey, STORAGE_KEYS.docsPreferredVersion);
  assert.equal(
    [site.starCount.countKey, site.starCount.timeKey],
    [STORAGE_KEYS.starCount, STORAGE_KEYS.starCountTime],
  );
});

test.run();
