// The offline page's list of pages saved on this device, written into the page by the worker
// where the page marks the spot; when it stands in for a page that is not saved, it says which.
import { OFFLINE_PATH, SAVED_PAGES_MARKER } from "../../contract/offline.js";
import type { CacheNames } from "./cache-store";

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/** Each saved page (the offline page aside) with its title, as the page's `<title>` gives it. */
async function savedPages(names: CacheNames): Promise<{ path: string; title: string }[]> {
  const pages = [];
  for (const name of [names.shell, names.pages]) {
    if (!(await caches.has(name))) continue;
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const path = new URL(request.url).pathname;
      if (!path.endsWith("/") || path === OFFLINE_PATH) continue;
      const html = (await (await cache.match(request))?.text()) ?? "";
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? escape(path);
      pages.push({ path, title });
    }
  }
  return pages.sort((a, b) => a.title.localeCompare(b.title));
}

/** The list as HTML (titles come from our own pages, already escaped). */
async function savedPagesHtml(names: CacheNames, missing: string | null): Promise<string> {
  const pages = await savedPages(names);
  const intro = missing
    ? `<p class="saved-pages__missing"><code>${escape(missing)}</code> is not saved on this device, and the network cannot be reached.</p>`
    : "";
  if (pages.length === 0) return `${intro}<p>No pages are saved on this device yet.</p>`;
  const items = pages.map(({ path, title }) => `<li><a href="${escape(path)}">${title}</a></li>`);
  return `${intro}<p>Pages saved on this device:</p><ul class="saved-pages">${items.join("")}</ul>`;
}

/** The offline page `response` with the list in place; `missing` is the page it stands in for. */
export async function withSavedPages(
  response: Response,
  names: CacheNames,
  missing: string | null = null,
  status = response.status,
): Promise<Response> {
  const html = (await response.text()).replace(
    SAVED_PAGES_MARKER,
    await savedPagesHtml(names, missing),
  );
  return new Response(html, { status, headers: response.headers });
}
