// The version menu as the build renders it, for pages the real releases do not have: the real
// template and page data (route data over release routes) with sidebars a test chooses, where the
// older release lacks "/docs/new-page/" (no documented release lacks a page yet).
import path from "node:path";
// @ts-expect-error nunjucks ships no types
import Nunjucks from "nunjucks";
import plainSite from "../../config/site.js";
import { validSiteConfig } from "../../config/check.js";
import * as contract from "../../contract/index.js";
import { partNames } from "../../eleventy/part-names.js";
import { documentedReleases } from "../../eleventy/releases.js";
import { releaseRoute } from "../../eleventy/release-routes.js";
import { routeData } from "../../eleventy/route-data.js";

export const site = validSiteConfig(plainSite) as any;
export const releases = documentedReleases(site);
export const names = await partNames();
export const env = new Nunjucks.Environment(
  new Nunjucks.FileSystemLoader([path.resolve("site/_includes"), path.resolve("components")]),
);

const doc = (href: string, label = href) => ({ type: "doc", id: href, label, href });
/** Sidebars by release: the older one lacks "/docs/new-page/". */
export const sidebarsOf = (release: { prefix: string }) => ({
  docsSidebar: [
    doc(`${release.prefix}/docs/intro/`, "Introduction"),
    doc(`${release.prefix}/docs/usage/`, "Usage"),
    ...(release.prefix ? [] : [doc("/docs/new-page/", "New page")]),
  ],
  api: [doc(`${release.prefix}/api/`, "Overview")],
});

/** The page data of `url`, as the build makes it, over `sidebarsOf`. */
export function pageData(url: string, sidebars = sidebarsOf) {
  const release = releaseRoute(url, releases, sidebars as any);
  return routeData(
    { url },
    { site, sidebars: sidebars(release as any) as any, release: release as any },
  );
}

/** The version menu of the page at `url`, as the navbar renders it at `place`. */
export function renderVersionMenu(url: string, place = "navbar"): string {
  const item = pageData(url).navbar.right.find(
    (entry: any) => entry.type === "docsVersionDropdown",
  );
  return env.renderString(
    `{% from "navbar/version-menu.njk" import versionMenu with context %}{{ versionMenu(item, place) }}`,
    { contract, names, item, place },
  );
}
