// Page data: one function gives a page its navbar, sidebar, breadcrumbs, pagination,
// edit link and page options; each config key it reads does what it says.
import { test } from "uvu";
import * as assert from "uvu/assert";
import plainConfig from "../../../config/site.js";
import { validSiteConfig } from "../../../config/check.js";
import { routeData } from "../../../eleventy/route-data.js";
import { documentedReleases } from "../../../eleventy/releases.js";
import { releaseRoute } from "../../../eleventy/release-routes.js";

const site = validSiteConfig(plainConfig);

const SIDEBARS = {
  docsSidebar: [
    {
      type: "category",
      label: "Start",
      href: null,
      items: [{ type: "doc", id: "guide", label: "Guide", href: "/docs/guide/" }],
    },
    { type: "doc", id: "intro", label: "Introduction", href: "/docs/intro/" },
  ],
  api: [{ type: "doc", id: "api", label: "Overview", href: "/api/" }],
};
const clone = (): any => structuredClone(site);
const route = (url: string, page: Record<string, unknown> = {}, config = clone()) =>
  routeData({ url, ...page }, { site: config, sidebars: SIDEBARS as any });
const labels = (items: { label?: string; type: string }[]) =>
  items.map((item) => item.label ?? item.type);

test("a docs page gets its sidebar with the current item, breadcrumbs, pagination and edit link", () => {
  const data = route("/docs/guide/", { sidebar: "docsSidebar", editPath: "docs/guide.md" });
  assert.is(data.sidebar!.id, "docsSidebar");
  assert.is(data.sidebar!.label, "Docs sidebar");
  assert.is(data.sidebar!.hideable, true, "site.docs.sidebarHideable");
  const start = data.sidebar!.items[0] as any;
  assert.ok(
    start.isOpen && start.items[0].isActive,
    "the category holding the page is open, the page current",
  );
  assert.equal(
    data.breadcrumbs.map((crumb) => crumb.label),
    ["Start", "Guide"],
  );
  assert.equal(data.pagination.next, { label: "Introduction", href: "/docs/intro/" });
  assert.is(data.editUrl, `${site.editUrl}docs/guide.md`);
  assert.equal(data.pageOptions, {
    hideInherited: false,
    fieldFilter: false,
    fieldIndexLink: false,
  });
});

test("a page's addresses and actions: canonical URL, Markdown twin, report link; none for the 404 page", () => {
  const data = route("/docs/guide/", { title: "Guide" });
  assert.is(data.canonical, "https://mediainfo.js.org/docs/guide/");
  assert.is(data.twin, "/docs/guide/index.html.md");
  assert.is(data.pageActions!.twin, data.twin);
  const report = new URL(data.pageActions!.report);
  assert.is(report.pathname, "/buzz/mediainfo.js/issues/new");
  assert.is(report.searchParams.get("title"), "Docs: Guide");
  assert.match(report.searchParams.get("body")!, "Page: https://mediainfo.js.org/docs/guide/");
  assert.equal([data.isHome, route("/").isHome], [false, true]);
  const notFound = route("/404.html");
  assert.equal([notFound.twin, notFound.pageActions], [null, null]);
});

test("the navbar marks the item whose sidebar holds the page, or whose path the page is under", () => {
  assert.equal(
    route("/docs/guide/", { sidebar: "docsSidebar" })
      .navbar.left.filter((item: any) => item.isActive)
      .map((item: any) => item.label),
    ["Docs"],
  );
  assert.equal(
    route("/api/interface/X/", { sidebar: "api" })
      .navbar.left.filter((item: any) => item.isActive)
      .map((item: any) => item.label),
    ["API"],
  );
  assert.equal(
    route("/license/").navbar.left.filter((item: any) => item.isActive),
    [],
  );
});

test("a sidebar navbar item links to its sidebar's first page, not to a fixed address", () => {
  assert.is(route("/").navbar.left[0].href, "/docs/guide/");
});

test("mobileOnly items show only in the panel; right-side items show on the right", () => {
  const data = route("/");
  assert.equal(labels(data.navbar.left), ["Docs", "API", "Demo"]);
  assert.equal(labels(data.navbar.right), ["github", "Versions"]);
  assert.equal(labels(data.navbar.panel), [
    "Docs",
    "API",
    "Demo",
    "github",
    "Languages",
    "Versions",
  ]);
  const config = clone();
  config.navbar.items[4].mobileOnly = false;
  config.navbar.items.push({
    type: "link",
    label: "Blog",
    to: "/blog/",
    position: "right",
    mobileOnly: false,
  });
  assert.equal(labels(route("/", {}, config).navbar.right), [
    "github",
    "Languages",
    "Versions",
    "Blog",
  ]);
});

test("disableSwitch removes the colour switch", () => {
  assert.is(route("/").navbar.colorSwitch, true);
  const config = clone();
  config.colorMode.disableSwitch = true;
  assert.is(route("/", {}, config).navbar.colorSwitch, false);
});

test("noEditLink removes the edit link; pagination can be turned off", () => {
  assert.is(
    route("/docs/guide/", { sidebar: "docsSidebar", editPath: "docs/guide.md", noEditLink: true })
      .editUrl,
    null,
  );
  assert.equal(route("/docs/guide/", { sidebar: "docsSidebar", noPagination: true }).pagination, {
    previous: null,
    next: null,
  });
});

test("API member pages get the Hide Inherited option from their data, not from their address", () => {
  assert.equal(route("/api/interface/X/", { sidebar: "api", inheritedMembers: true }).pageOptions, {
    hideInherited: true,
    fieldFilter: false,
    fieldIndexLink: false,
  });
  assert.equal(
    route("/api/interface/XTrack/", { sidebar: "api", fieldFilter: true, fieldIndexLink: true })
      .pageOptions,
    { hideInherited: false, fieldFilter: true, fieldIndexLink: true },
  );
});

test("the version menu lists every release's copy of the page, the latest first; the locale is the default locale", () => {
  const releases = documentedReleases(site);
  const sidebarsOf = (release: { prefix: string }) => ({
    docsSidebar: [
      { type: "doc", id: "intro", label: "Introduction", href: `${release.prefix}/docs/intro/` },
    ],
    api: [{ type: "doc", id: "api", label: "Overview", href: `${release.prefix}/api/` }],
  });
  const release = releaseRoute(`${releases[1].prefix}/docs/intro/`, releases, sidebarsOf as any);
  const item = routeData(
    { url: `${releases[1].prefix}/docs/intro/` },
    { site, sidebars: sidebarsOf(releases[1]) as any, release },
  ).navbar.panel.find((entry: any) => entry.type === "docsVersionDropdown");
  assert.equal(
    item.versions.map((version: any) => [version.name, version.href, version.isActive]),
    [
      [releases[0].version, "/docs/intro/", false],
      [releases[1].version, `${releases[1].prefix}/docs/intro/`, true],
    ],
  );
  assert.is(item.label, releases[1].label, "labelled with the page's release");
  assert.is(item.isLatest, false);
  assert.is(route("/").locale.calendar, "gregory");
});

test.run();
