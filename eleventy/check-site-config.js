// Validates the site configuration before anything renders (SPEC §5, §8; STYLE.md §3).
// Returns every problem at once, each with its key path, so one build run lists them all.
import { findTrail, firstLink } from "./navigation.js";
import { parseSiteConfig } from "./site-schema.js";

/**
 * Every problem of the site config: its shape against the schema (types, unknown keys), then what
 * it names that must exist (sidebars, docs, versions, the default locale).
 * @typedef {{ path: string, message: string }} Problem
 * @param {any} site the object exported by site/_data/site.js
 * @param {{ sidebars: Record<string, any[]>, docIds: string[] }} context
 * @returns {Problem[]}
 */
export function checkSiteConfig(site, { sidebars, docIds }) {
  const problems = [...parseSiteConfig(site).problems];
  const add = (/** @type {string} */ path, /** @type {string} */ message) =>
    problems.push({ path, message });

  if (!Object.hasOwn(site.i18n?.locales ?? {}, site.i18n?.defaultLocale)) {
    add(
      "i18n.defaultLocale",
      `names no locale of i18n.locales (known: ${Object.keys(site.i18n?.locales ?? {}).join(", ")})`,
    );
  }
  const versions = site.docs?.versions ?? [];
  const versionNames = versions.map((/** @type {any} */ version) => version.name);
  versions.forEach((/** @type {any} */ version, /** @type {number} */ index) => {
    if (!docIds.includes(version.mainDocId)) {
      add(
        `docs.versions[${index}].mainDocId`,
        `Couldn't find any doc with id "${version.mainDocId}" in version ${version.name} (known docs: ${docIds.join(", ")})`,
      );
    }
  });

  (site.navbar?.items ?? []).forEach((/** @type {any} */ item, /** @type {number} */ index) => {
    const path = `navbar.items[${index}]`;
    if (item.type === "link" && !(typeof item.to === "string" || typeof item.href === "string")) {
      add(`${path}.to`, `a link item needs "to" (an internal path) or "href"`);
    }
    if (item.type === "docSidebar") {
      const sidebar = sidebars[item.sidebarId];
      if (!sidebar) {
        add(
          `${path}.sidebarId`,
          `Can't find any sidebar with id "${item.sidebarId}" (known sidebars: ${Object.keys(sidebars).join(", ")})`,
        );
      } else if (!firstLink(sidebar)) {
        add(
          `${path}.sidebarId`,
          `Sidebar with ID "${item.sidebarId}" doesn't have anything to be linked to`,
        );
      }
    }
    if (item.type === "docsVersionDropdown") {
      for (const name of item.versions ?? []) {
        if (!versionNames.includes(name)) {
          add(
            `${path}.versions`,
            `No docs version exist for name '${name}', please verify your 'docsVersionDropdown' navbar item versions config. Available version names: ${versionNames.join(", ")}`,
          );
        }
      }
    }
  });
  return problems;
}

/**
 * The config with the schema's defaults applied; throws, listing every problem of its shape, when
 * it does not fit (site/_data/site.js exports this, so nothing renders from a wrong config).
 * @template T @param {T} config @param {string} file
 */
export function validSiteConfig(config, file) {
  const { value, problems } = parseSiteConfig(config);
  if (problems.length > 0) throw new Error(formatProblems(file, problems));
  return /** @type {NonNullable<typeof value>} */ (value);
}

/** One error message listing every problem, as the build prints it. */
export function formatProblems(file, problems) {
  const noun = problems.length === 1 ? "problem" : "problems";
  return [
    `${file} has ${problems.length} ${noun}:`,
    ...problems.map((p) => `  - ${p.path}: ${p.message}`),
  ].join("\n");
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
    throw new Error(
      `${inputPath}: You are using a feature of the docs, but this page is not part of the docs (no sidebar holds ${url})`,
    );
  }
  if (categoryIndex && findTrail(sidebar, url).at(-1)?.type !== "category") {
    throw new Error(`${inputPath}: ${url} is not associated with a category`);
  }
}
