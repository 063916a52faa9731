// On the 404 page: when the address names a release (`/0.3.6/docs/…`) or a page that only some
// releases have, say so and link the copies that exist, so a hand-typed or outdated address of a
// versioned page lands somewhere sensible instead of a bare "not found".

const RELEASE_PREFIX = /^\/(\d+\.\d+\.\d+)(\/.*)$/;

export type ReleaseHint = { text: string; links: { label: string; href: string }[] };

/** The releases that have pages, by prefix ("" for the latest), from the build's route list. */
function prefixesOf(routes: string[]): string[] {
  const prefixes = new Set<string>();
  for (const route of routes) {
    const match = route.match(RELEASE_PREFIX);
    if (match) prefixes.add(`/${match[1]}`);
  }
  return [...prefixes];
}

/** What the 404 page says about `pathname` (a clean route) given every route the build knows. */
export function releaseHint(pathname: string, routes: string[]): ReleaseHint | null {
  const known = new Set(routes);
  const prefixes = prefixesOf(routes);
  const match = pathname.match(RELEASE_PREFIX);
  const local = match ? match[2] : pathname;
  const version = match?.[1];
  const copies = ["", ...prefixes]
    .filter((prefix) => known.has(prefix + local))
    .map((prefix) => ({
      label: prefix
        ? `This page in mediainfo.js ${prefix.slice(1)}`
        : "This page in the latest release",
      href: prefix + local,
    }));
  if (version && !prefixes.includes(`/${version}`))
    return {
      text: `mediainfo.js ${version} is not one of the releases this site documents.`,
      links: copies,
    };
  if (version) {
    const home = `/${version}/docs/intro/`;
    return {
      text: `The documentation of mediainfo.js ${version} has no such page.`,
      links: [
        ...copies,
        ...(known.has(home)
          ? [{ label: `mediainfo.js ${version}: Introduction`, href: home }]
          : []),
      ],
    };
  }
  return copies.length > 0
    ? { text: "The latest release has no such page, but an older release does.", links: copies }
    : null;
}

/** Shows `hint` above the 404 page's list of links. */
export function showReleaseHint(main: Element, hint: ReleaseHint): void {
  const paragraph = document.createElement("p");
  paragraph.className = "not-found__release";
  paragraph.textContent = hint.text;
  const list = document.createElement("ul");
  list.className = "not-found__links";
  for (const { label, href } of hint.links) {
    const item = document.createElement("li");
    const link = document.createElement("a");
    link.href = href;
    link.textContent = label;
    item.append(link);
    list.append(item);
  }
  const before = main.querySelector(".not-found__links");
  if (before) before.before(paragraph, ...(hint.links.length > 0 ? [list] : []));
  else main.append(paragraph, list);
}
