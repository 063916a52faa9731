// Reads the built _site for the HTML checks: every page, its path and a parsed document.
import fs from "node:fs";
import path from "node:path";
import { Window } from "happy-dom";
import { SANDBOX_PATH } from "../../components/playground/names.js";

export const SITE_DIR = path.resolve(process.env.SITE_DIR ?? "_site");

/** Fewer routes than this means a truncated or empty _site: every "each page" check fails on it. */
export const MIN_ROUTES = 40;

export type BuiltPage = { file: string; route: string; html: string; document: Document };

/** Every file under `root`, as paths relative to it with forward slashes (a complete site only). */
export function siteFiles(root = SITE_DIR): string[] {
  sitemapRoutes(root);
  return filesUnder(root);
}

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(full).map((file) => `${entry.name}/${file}`));
    else out.push(entry.name);
  }
  return out.sort();
}

/** The built HTML file (`docs/intro/index.html`) that answers a route. */
const fileOf = (route: string) => route.slice(1) + (route.endsWith("/") ? "index.html" : "");

/** The route (`/docs/intro/`) a built HTML file answers. */
export function routeOf(file: string): string {
  if (file === "404.html") return "/404.html";
  return "/" + file.replace(/index\.html$/, "");
}

let cache: BuiltPage[] | null = null;

/** Every HTML page of the site (at least the sitemap's and the 404 page), parsed once per test process. */
export function builtPages(): BuiltPage[] {
  if (cache) return cache;
  const pages = siteFiles()
    // The playground's sandbox is a document the playground frames, not a page of the site.
    .filter((file) => file.endsWith(".html") && "/" + file !== SANDBOX_PATH)
    .map((file) => {
      const html = fs.readFileSync(path.join(SITE_DIR, file), "utf8");
      const window = new Window({ url: "https://mediainfo.js.org" + routeOf(file) });
      window.document.write(html);
      return { file, route: routeOf(file), html, document: window.document as unknown as Document };
    });
  if (!pages.some((page) => page.route === "/404.html")) throw new Error("no built 404 page");
  return (cache = pages);
}

/** One built page by route. */
export function builtPage(route: string): BuiltPage {
  const page = builtPages().find((candidate) => candidate.route === route);
  if (!page) throw new Error(`no built page for ${route}`);
  return page;
}

/** The routes listed in the sitemap, as paths: at least MIN_ROUTES of them, each one built. */
export function sitemapRoutes(root = SITE_DIR): string[] {
  const xml = fs.readFileSync(path.join(root, "sitemap.xml"), "utf8");
  const routes = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  if (routes.length < MIN_ROUTES)
    throw new Error(`${root}/sitemap.xml lists ${routes.length} routes, expected ${MIN_ROUTES}+`);
  const missing = routes.filter((route) => !fs.existsSync(path.join(root, fileOf(route))));
  if (missing.length > 0) throw new Error(`${root} lacks the pages of ${missing.join(", ")}`);
  return routes;
}

/**
 * One route of each kind of page in every older release (a doc, a category index, the API index,
 * a class, an interface, a function, the field index, a track page): the browser gates walk these
 * beside every sitemap route, since older releases' pages share the latest's templates and parts
 * and stay out of the sitemap. Each must be built; a release without them fails here.
 */
export function olderReleaseSamples(root = SITE_DIR): string[] {
  const prefixes = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^\d+\.\d+\.\d+$/.test(entry.name))
    .map((entry) => `/${entry.name}`);
  const kinds = [
    "/docs/getting-started/usage/",
    "/docs/category/recipes/",
    "/api/",
    "/api/class/MediaInfo/",
    "/api/interface/VideoTrack/",
    "/api/function/mediaInfoFactory/",
    "/api/fields/",
  ];
  const routes = prefixes.flatMap((prefix) => kinds.map((kind) => prefix + kind));
  const missing = routes.filter((route) => !fs.existsSync(path.join(root, fileOf(route))));
  if (prefixes.length === 0 || missing.length > 0)
    throw new Error(
      `${root}: older releases' pages missing: ${missing.join(", ") || "no release"}`,
    );
  return routes;
}
