// Finds every place a text tells readers to fetch mediainfo.js: an install command of a package
// manager, an npx-style run of its command, or a CDN URL. Each mention carries the version it
// names ("" when it names none), so a test can require the documented one.

export type Mention = { kind: "install" | "run" | "cdn"; text: string; version: string };

// A package manager's add command, then flags and other package specs, then mediainfo.js.
const INSTALL =
  /\b(?:npm\s+(?:install|i|add)|pnpm\s+(?:add|install|i)|yarn\s+add|bun\s+(?:add|install|i))(?:\s+[\w@./^~<>=-]+?)*?\s+mediainfo\.js(?:@([^\s`'",)<]*))?/g;
const RUN =
  /\b(?:npx|bunx|pnpm\s+dlx|yarn\s+dlx)(?:\s+-[\w-]+)*\s+mediainfo\.js(?:@([^\s`'",)<]*))?/g;
const URL_PATTERN = /https?:\/\/[^\s"'`<>)\]]+/g;
const CDN_HOSTS = new Set([
  "cdn.jsdelivr.net",
  "fastly.jsdelivr.net",
  "unpkg.com",
  "esm.sh",
  "esm.run",
  "cdn.skypack.dev",
  "ga.jspm.io",
  "cdnjs.cloudflare.com",
]);

/** The version a CDN URL of mediainfo.js names: `mediainfo.js@V` or cdnjs's `mediainfo.js/V/`. */
function cdnVersion(url: URL): string {
  const path = decodeURIComponent(url.pathname);
  return (
    path.match(/mediainfo\.js@([^/]*)/)?.[1] ?? path.match(/mediainfo\.js\/(\d[^/]*)\//)?.[1] ?? ""
  );
}

/** Every install command, npx-style run and CDN URL of mediainfo.js in `text`. */
export function installMentions(text: string): Mention[] {
  const mentions: Mention[] = [];
  for (const [kind, pattern] of [
    ["install", INSTALL],
    ["run", RUN],
  ] as const) {
    for (const match of text.matchAll(pattern)) {
      mentions.push({ kind, text: match[0].replace(/\s+/g, " "), version: match[1] ?? "" });
    }
  }
  for (const [raw] of text.matchAll(URL_PATTERN)) {
    const url = URL.parse(raw.replace(/[.,;:]+$/, ""));
    if (!url || !CDN_HOSTS.has(url.hostname) || !/mediainfo\.js/.test(url.pathname)) continue;
    mentions.push({ kind: "cdn", text: url.href, version: cdnVersion(url) });
  }
  return mentions;
}
