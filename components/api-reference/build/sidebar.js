// The `api` sidebar: built from the TypeDoc project by scripts/build-api.js, written to
// site/api/sidebar.json (an older release's to site/<version>/api/sidebar.json) and loaded by
// eleventy/sidebars.js. Its pages are the release's own; the release history (changes by release,
// changelog) is one set of pages for every release.
import { apiRoot, siteUrl } from "./urls.js";
import { API_CHANGES_URL, FIELD_INDEX_URL } from "../../../contract/routes.js";

/** The field index of the reference at `root` (`/0.3.6/api/` → `/0.3.6/api/fields/`). @param {string} root */
export const fieldIndexUrl = (root) => FIELD_INDEX_URL.replace(/^\/api\//, root);

/** Sidebar group order; each group is an unlinked category. */
export const SIDEBAR_GROUPS = ["Classes", "Functions", "Interfaces", "References", "Type Aliases"];

/**
 * @param {import("typedoc").ProjectReflection} project
 * @returns {{ type: string, label: string, href?: string | null, id?: string, items?: { type: string, id: string, label: string, href: string }[] }[]} Overview, field index, one category per TypeDoc group, changes by release, Changelog
 */
export function buildApiSidebar(project) {
  const groups = new Map((project.groups ?? []).map((group) => [group.title, group.children]));
  const categories = SIDEBAR_GROUPS.filter((title) => groups.has(title)).map((title) => ({
    type: "category",
    label: title,
    href: null,
    items: (groups.get(title) ?? [])
      .map((child) => ({
        type: "doc",
        id: `api/${child.name}`,
        label: child.name,
        href: siteUrl(child),
      }))
      .sort((a, b) => a.label.localeCompare(b.label, "en")),
  }));
  return [
    { type: "doc", id: "api", label: "Overview", href: apiRoot() },
    { type: "doc", id: "api/fields", label: "Field index", href: fieldIndexUrl(apiRoot()) },
    ...categories,
    { type: "doc", id: "api/changes", label: "Changes by release", href: API_CHANGES_URL },
    { type: "doc", id: "api/changelog", label: "Changelog", href: "/api/changelog/" },
  ];
}
