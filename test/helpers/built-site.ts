// Reads the built _site for the HTML checks: every page, its path and a parsed document.
import fs from "node:fs";
import path from "node:path";
import { Window } from "happy-dom";

export const SITE_DIR = path.resolve(process.env.SITE_DIR ?? "_site");

export type BuiltPage = { file: string; route: string; html: string; document: Document };

/** Every file under _site, as paths relative to it with forward slashes. */
export function siteFiles(dir = SITE_DIR): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...siteFiles(full).map((file) => `${entry.name}/${file}`));
    else out.push(entry.name);
  }
  return out.sort();
}

/** The route (`/docs/intro/`) a built HTML file answers. */
export function routeOf(file: string): string {
  if (file === "404.html") return "/404.html";
  return "/" + file.replace(/index\.html$/, "");
}

let cache: BuiltPage[] | null = null;

/** Every HTML page of the site, parsed once per test process. */
export function builtPages(): BuiltPage[] {
  if (cache) return cache;
  cache = siteFiles()
    .filter((file) => file.endsWith(".html"))
    .map((file) => {
      const html = fs.readFileSync(path.join(SITE_DIR, file), "utf8");
      const window = new Window({ url: "https://mediainfo.js.org" + routeOf(file) });
      window.document.write(html);
      return { file, route: routeOf(file), html, document: window.document as unknown as Document };
    });
  return cache;
}

/** One built page by route. */
export function builtPage(route: string): BuiltPage {
  const page = builtPages().find((candidate) => candidate.route === route);
  if (!page) throw new Error(`no built page for ${route}`);
  return page;
}

/** The routes listed in the sitemap, as paths. */
export function sitemapRoutes(): string[] {
  const xml = fs.readFileSync(path.join(SITE_DIR, "sitemap.xml"), "utf8");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}
