// Every internal link and #anchor in the built site resolves.
import fs from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { builtPages, SITE_DIR } from "../helpers/built-site.ts";

const pages = builtPages();
const idsByRoute = new Map(
  pages.map((page) => [
    page.route,
    new Set([...page.document.querySelectorAll("[id]")].map((el) => el.id)),
  ]),
);

function resolveTarget(pathname: string): string | null {
  if (idsByRoute.has(pathname)) return pathname;
  const file = path.join(SITE_DIR, decodeURIComponent(pathname));
  if (fs.existsSync(file) && fs.statSync(file).isFile()) return pathname;
  return null;
}

test("every internal link and fragment points at something that exists", () => {
  const broken: string[] = [];
  for (const page of pages) {
    const refs = [
      ...[...page.document.querySelectorAll("a[href]")].map((el) => el.getAttribute("href")!),
      ...[...page.document.querySelectorAll("link[href], script[src], img[src], use[href]")].map(
        (el) => el.getAttribute("href") ?? el.getAttribute("src")!,
      ),
    ];
    for (const ref of refs) {
      if (/^(https?:|mailto:|data:)/.test(ref)) continue;
      const url = new URL(ref, "https://mediainfo.js.org" + page.route);
      const route =
        url.pathname === page.route && ref.startsWith("#")
          ? page.route
          : resolveTarget(url.pathname);
      if (!route) {
        broken.push(`${page.route}: ${ref} (no such page or file)`);
        continue;
      }
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (fragment && !idsByRoute.get(route)?.has(fragment))
        broken.push(`${page.route}: ${ref} (no element with id "${fragment}")`);
    }
  }
  assert.equal(broken, [], broken.join("\n"));
});

test("internal page links end with a trailing slash", () => {
  const bad: string[] = [];
  for (const page of pages) {
    for (const el of page.document.querySelectorAll("a[href^='/']")) {
      const href = el.getAttribute("href")!;
      const { pathname } = new URL(href, "https://mediainfo.js.org");
      if (!pathname.endsWith("/") && !path.extname(pathname)) bad.push(`${page.route}: ${href}`);
    }
  }
  assert.equal(bad, []);
});

test.run();
