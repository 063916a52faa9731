// The one check of the site config, run by .eleventy.js before anything renders: its shape against
// config/schema.js (types, unknown keys, defaults filled in), then what it names that must exist
// (sidebars, docs, versions, the default locale). Every problem comes back with its key path, so
// one build run lists them all.
import { isExternal } from "../contract/index.js";
import { siteSchema } from "./schema.js";

/** @typedef {{ path: string, message: string }} Problem */
/** @typedef {{ href?: string | null, items?: SidebarItem[] }} SidebarItem */

/** True when a sidebar has a page to open. @param {SidebarItem[]} items @returns {boolean} */
const hasLink = (items) =>
  items.some((item) => (item.href && !isExternal(item.href)) || hasLink(item.items ?? []));

/** `["navbar", "items", 2, "type"]` → `navbar.items[2].type`. @param {PropertyKey[]} path */
export const keyPath = (path) =>
  path
    .map((key, index) =>
      typeof key === "number" ? `[${key}]` : `${index ? "." : ""}${String(key)}`,
    )
    .join("");

/**
 * The problems of `config` against the schema, each with its key path; [] when it fits.
 * @param {unknown} config
 * @returns {{ value: import("zod").infer<typeof siteSchema> | null, problems: Problem[] }}
 */
export function parseSiteConfig(config) {
  const result = siteSchema.safeParse(config);
  if (result.success) return { value: result.data, problems: [] };
  const problems = result.error.issues.flatMap((issue) => {
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({
        path: keyPath([...issue.path, key]),
        message: `unknown key (a typo, or an option this site does not have)`,
      }));
    }
    return [{ path: keyPath(issue.path), message: issue.message }];
  });
  return { value: null, problems };
}

/**
 * Every problem of the site config: its shape against the schema (types, unknown keys), then what
 * it names that must exist (sidebars, docs, versions, the default locale).
 * @param {any} site the object config/site.js exports
 * @param {{ sidebars: Record<string, SidebarItem[]>, docIds: string[] }} context
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
      } else if (!hasLink(sidebar)) {
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
 * it does not fit. @param {unknown} config @param {string} [file]
 */
export function validSiteConfig(config, file = "config/site.js") {
  const { value, problems } = parseSiteConfig(config);
  if (problems.length > 0) throw new Error(formatProblems(file, problems));
  return /** @type {NonNullable<typeof value>} */ (value);
}

/** One error message listing every problem, as the build prints it. @param {string} file @param {Problem[]} problems */
export function formatProblems(file, problems) {
  const noun = problems.length === 1 ? "problem" : "problems";
  return [
    `${file} has ${problems.length} ${noun}:`,
    ...problems.map((p) => `  - ${p.path}: ${p.message}`),
  ].join("\n");
}

/**
 * The config with its defaults, once both checks pass; otherwise throws one message listing every
 * problem. `contextOf` gets the shape-checked config and finds what it names (sidebars, docs).
 * @param {unknown} config
 * @param {(site: import("zod").infer<typeof siteSchema>) => Parameters<typeof checkSiteConfig>[1]} contextOf
 */
export function checkSite(config, contextOf, file = "config/site.js") {
  const site = validSiteConfig(config, file);
  const problems = checkSiteConfig(site, contextOf(site));
  if (problems.length > 0) throw new Error(formatProblems(file, problems));
  return site;
}
