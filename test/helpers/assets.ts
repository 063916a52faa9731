// What a built page loads before any interaction: its stylesheets, its module scripts and their
// static imports (followed through the bundle), read from _site.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { SITE_DIR, type BuiltPage } from "./built-site.ts";

export function gzipSize(bytes: Buffer | string): number {
  return zlib.gzipSync(bytes, { level: 9 }).length;
}

export function readAsset(url: string): Buffer {
  return fs.readFileSync(path.join(SITE_DIR, url));
}

/** Static `import … from "./x.js"` specifiers of an ES module (not dynamic imports). */
export function staticImports(source: string, fromUrl: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(
    /(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g,
  )) {
    found.add(new URL(match[1], "https://x" + fromUrl).pathname);
  }
  for (const match of source.matchAll(/export\s*\*?\s*(?:\{[^}]*\})?\s*from\s*["']([^"']+)["']/g)) {
    found.add(new URL(match[1], "https://x" + fromUrl).pathname);
  }
  return [...found];
}

/** Every script URL a page runs before interaction: module scripts and their static imports. */
export function scriptsBeforeInteraction(page: BuiltPage): string[] {
  const queue = [...page.document.querySelectorAll("script[src]")]
    .filter((el) => !el.hasAttribute("data-routes") || el.getAttribute("type") === "module")
    .map((el) => el.getAttribute("src")!);
  const seen = new Set<string>();
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    queue.push(...staticImports(readAsset(url).toString("utf8"), url));
  }
  return [...seen];
}

export function stylesheets(page: BuiltPage): string[] {
  return [...page.document.querySelectorAll("link[rel='stylesheet']")].map((el) =>
    el.getAttribute("href")!,
  );
}
