// The build-time site config check: the real config passes, and each mistake is named with its
// key path and the wording the spec gives.
import { test } from "uvu";
import * as assert from "uvu/assert";
import plainConfig from "../../../config/site.js";
import { validSiteConfig } from "../../../config/check.js";
import { checkSiteConfig, formatProblems } from "../../../config/check.js";
import { checkPageDocsUsage } from "../../../eleventy/sidebars.js";

const site = validSiteConfig(plainConfig);

const SIDEBARS = {
  docsSidebar: [{ type: "doc", id: "intro", label: "Introduction", href: "/docs/intro/" }],
  api: [{ type: "doc", id: "api", label: "Overview", href: "/api/" }],
  empty: [{ type: "category", label: "Nothing", href: null, items: [] }],
};
const CONTEXT = { sidebars: SIDEBARS, docIds: ["intro"] };
const clone = (): any => structuredClone(site);

test("the real site config has no problems", () => {
  assert.equal(checkSiteConfig(site, CONTEXT), []);
});

test("an unknown navbar item type is named with its key path", () => {
  const config = clone();
  config.navbar.items[2].type = "dropdwn";
  const [problem] = checkSiteConfig(config, CONTEXT);
  assert.is(problem.path, "navbar.items[2].type");
  assert.match(problem.message, /^No NavbarItem component found for type "dropdwn"/);
});

test("a version dropdown naming a missing version lists the versions that exist", () => {
  const config = clone();
  const names = config.docs.versions.map((version: { name: string }) => version.name);
  config.navbar.items[5].versions = [names[0], "2.0"];
  const [problem] = checkSiteConfig(config, CONTEXT);
  assert.is(problem.path, "navbar.items[5].versions");
  assert.match(problem.message, "No docs version exist for name '2.0'");
  assert.match(problem.message, `Available version names: ${names.join(", ")}`);
});

test("a navbar item pointing at a sidebar without links, or an unknown sidebar, is reported", () => {
  const config = clone();
  config.navbar.items[0].sidebarId = "empty";
  config.navbar.items.push({
    type: "docSidebar",
    sidebarId: "guides",
    label: "Guides",
    position: "left",
  });
  const problems = checkSiteConfig(config, CONTEXT);
  assert.equal(
    problems.map((p) => p.path),
    ["navbar.items[0].sidebarId", "navbar.items[6].sidebarId"],
  );
  assert.match(
    problems[0].message,
    `Sidebar with ID "empty" doesn't have anything to be linked to`,
  );
  assert.match(
    problems[1].message,
    `Can't find any sidebar with id "guides" (known sidebars: docsSidebar, api, empty)`,
  );
});

test("an unknown main doc id and an invalid colour mode are reported together", () => {
  const config = clone();
  config.docs.versions[0].mainDocId = "start";
  config.colorMode.defaultMode = "blue";
  const problems = checkSiteConfig(config, CONTEXT);
  assert.equal(
    problems.map((p) => p.path),
    ["colorMode.defaultMode", "docs.versions[0].mainDocId"],
  );
  assert.match(problems[0].message, 'unexpected color mode "blue"');
  assert.match(problems[1].message, `Couldn't find any doc with id "start"`);
});

test("formatProblems lists every problem under the file name", () => {
  const text = formatProblems("config/site.js", [
    { path: "a", message: "one" },
    { path: "b", message: "two" },
  ]);
  assert.is(text, "config/site.js has 2 problems:\n  - a: one\n  - b: two");
});

test("a docs layout on a page outside every sidebar names the page", () => {
  assert.throws(
    () =>
      checkPageDocsUsage({
        inputPath: "./site/blog.md",
        url: "/blog/",
        layout: "layouts/doc.njk",
        sidebarId: "docsSidebar",
        sidebars: SIDEBARS,
        categoryIndex: false,
      }),
    (error: Error) =>
      error.message ===
      "./site/blog.md: You are using a feature of the docs, but this page is not part of the docs (no sidebar holds /blog/)",
  );
});

test("a category index whose route is a plain doc is not associated with a category", () => {
  assert.throws(
    () =>
      checkPageDocsUsage({
        inputPath: "./site/docs/category/x.njk",
        url: "/docs/intro/",
        layout: "layouts/doc.njk",
        sidebarId: "docsSidebar",
        sidebars: SIDEBARS,
        categoryIndex: true,
      }),
    /\/docs\/intro\/ is not associated with a category/,
  );
});

test("pages with other layouts are not docs pages and pass", () => {
  checkPageDocsUsage({
    inputPath: "./site/license.md",
    url: "/license/",
    layout: "layouts/page.njk",
    sidebarId: undefined,
    sidebars: SIDEBARS,
    categoryIndex: false,
  });
});

test.run();
