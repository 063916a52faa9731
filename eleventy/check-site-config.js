// Validates the site configuration before anything renders (SPEC §5, §8; STYLE.md §3).
// Returns every problem at once, each with its key path, so one build run lists them all.
import { isExternal } from "../contract/index.js";
import { findTrail } from "./navigation.js";

export const NAVBAR_ITEM_TYPES = ["link", "docSidebar", "github", "localeDropdown", "docsVersionDropdown"];
const COLOR_MODES = ["light", "dark"];
const REQUIRED_STRINGS = ["title", "tagline", "url", "baseUrl", "organization", "project", "editUrl"];

/**
 * @typedef {{ path: string, message: string }} Problem
 * @param {any} site the object exported by site/_data/site.js
 * @param {{ sidebars: Record<string, any[]>, docIds: string[] }} context
 * @returns {Problem[]}
 */
export function checkSiteConfig(site, { sidebars, docIds }) {
  const problems = [];
  const add = (path, message) => problems.push({ path, message });

  for (const key of REQUIRED_STRINGS) {
    if (typeof site[key] !== "string" || site[key] === "") add(key, `must be a non-empty string, found ${JSON.stringify(site[key])}`);
  }
  if (!/^\d{4}$/.test(String(site.copyrightYear))) add("copyrightYear", `must be a year, found ${JSON.stringify(site.copyrightYear)}`);

  const mode = site.colorMode?.defaultMode;
  if (!COLOR_MODES.includes(mode)) {
    add("colorMode.defaultMode", `unexpected color mode ${JSON.stringify(mode)} (use "light" or "dark")`);
  }

  const versions = site.docs?.versions ?? [];
  const versionNames = versions.map((version) => version.name);
  versions.forEach((version, index) => {
    if (!docIds.includes(version.mainDocId)) {
      add(`docs.versions[${index}].mainDocId`, `Couldn't find any doc with id "${version.mainDocId}" in version ${version.name} (known docs: ${docIds.join(", ")})`);
    }
  });

  (site.navbar?.items ?? []).forEach((item, index) => {
    const path = `navbar.items[${index}]`;
    if (!NAVBAR_ITEM_TYPES.includes(item.type)) {
      add(`${path}.type`, `No NavbarItem component found for type "${item.type}" (use ${NAVBAR_ITEM_TYPES.map((t) => `"${t}"`).join(", ")})`);
      return;
    }
    if (item.type === "link" && !(typeof item.to === "string" || typeof item.href === "string")) {
      add(`${path}.to`, `a link item needs "to" (an internal path) or "href"`);
    }
    if (item.type === "docSidebar") {
      const sidebar = sidebars[item.sidebarId];
      if (!sidebar) {
        add(`${path}.sidebarId`, `Can't find any sidebar with id "${item.sidebarId}" (known sidebars: ${Object.keys(sidebars).join(", ")})`);
      } else if (!firstLink(sidebar)) {
        add(`${path}.sidebarId`, `Sidebar with ID "${item.sidebarId}" doesn't have anything to be linked to`);
      }
    }
    if (item.type === "docsVersionDropdown") {
      for (const name of item.versions ?? []) {
        if (!versionNames.includes(name)) {
          add(`${path}.versions`, `No docs version exist for name '${name}', please verify your 'docsVersionDropdown' navbar item versions config. Available version names: ${versionNames.join(", ")}`);
        }
      }
    }
  });

  const announcement = site.announcementBar;
  if (announcement != null && (typeof announcement.id !== "string" || typeof announcement.content !== "string")) {
    add("announcementBar", `needs a string "id" and "content", or null for no bar`);
  }
  return problems;
}

/** The first internal link of a sidebar (what a navbar item pointing at it opens). */
export function firstLink(items) {
  for (const item of items) {
    if (item.href && !isExternal(item.href)) return item.href;
    if (item.type === "category") {
      const inner = firstLink(item.items);
      if (inner) return inner;
    }
  }
  return null;
}

/** One error message listing every problem, as the build prints it. */
export function formatProblems(file, problems) {
  const noun = problems.length === 1 ? "problem" : "problems";
  return [`${file} has ${problems.length} ${noun}:`, ...problems.map((p) => `  - ${p.path}: ${p.message}`)].join("\n");
}

/**
 * Checks one page's use of docs-only features: a docs layout needs the page in a sidebar, and a
 * category index page needs its category. Throws with the page's input path.
 */
export function checkPageDocsUsage({ inputPath, url, layout, sidebarId, sidebars, categoryIndex }) {
  const isDocsLayout = layout === "layouts/doc.njk" || layout === "layouts/api.njk";
  if (!isDocsLayout) return;
  const sidebar = sidebarId ? sidebars[sidebarId] : undefined;
  if (!sidebar || findTrail(sidebar, url).length === 0) {
    throw new Error(`${inputPath}: You are using a feature of the docs, but this page is not part of the docs (no sidebar holds ${url})`);
  }
  if (categoryIndex && findTrail(sidebar, url).at(-1)?.type !== "category") {
    throw new Error(`${inputPath}: ${url} is not associated with a category`);
  }
}
