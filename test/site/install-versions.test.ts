// Every way the built site tells readers to fetch mediainfo.js (an install command, an npx run, a
// CDN URL) names exactly the release its page documents (the latest, or the older release whose
// pages live under its prefix): npm's newest release can differ from it, so an unversioned command
// would install something these pages do not describe. Pages, their Markdown twins and the llms
// files are all read as built.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { builtPages, SITE_DIR } from "../helpers/built-site.ts";
import { installMentions, type Mention } from "./install-mentions.ts";
import { RELEASE_ATTRIBUTE } from "../../contract/index.js";

const DOCUMENTED: string = createRequire(import.meta.url)("mediainfo.js/package.json").version;

/** Older releases a page names on purpose: the "before" code of the upgrade guide. */
const ALLOWED = [
  {
    route: "/docs/guides/upgrading/",
    text: "https://unpkg.com/mediainfo.js@0.2.2/dist/umd/index.min.js",
  },
];

/** `release`: the release a section of a page names as its own (RELEASE_ATTRIBUTE). */
type Source = { where: string; route: string; text: string; release?: string };

/**
 * Each built page's text, its twin, and llms-full.txt cut at each page's `<!-- URL -->` mark. A
 * page that holds examples of several releases (the playground) marks each section with its
 * release: the sections are read each for its own, and its twin and llms-full.txt text, made from
 * that HTML, are left out.
 */
function builtTexts(): Source[] {
  const read = (file: string) => fs.readFileSync(path.join(SITE_DIR, file), "utf8");
  const sources: Source[] = [];
  const sectioned = new Set<string>();
  for (const page of builtPages()) {
    const body = page.document.body.cloneNode(true) as HTMLElement;
    for (const section of body.querySelectorAll<HTMLElement>(`[${RELEASE_ATTRIBUTE}]`)) {
      const release = section.getAttribute(RELEASE_ATTRIBUTE)!;
      sources.push({
        where: `${page.file} (${release})`,
        route: page.route,
        text: section.textContent!,
        release,
      });
      section.remove();
      sectioned.add(page.route);
    }
    sources.push({ where: page.file, route: page.route, text: body.textContent! });
    const twin = `${page.route.slice(1)}index.html.md`;
    if (fs.existsSync(path.join(SITE_DIR, twin)) && !sectioned.has(page.route)) {
      sources.push({ where: twin, route: page.route, text: read(twin) });
    }
  }
  sources.push({ where: "llms.txt", route: "/llms.txt", text: read("llms.txt") });
  const olderPrefixes = [...new Set(builtPages().map((page) => releaseOf(page.route).prefix))];
  for (const prefix of olderPrefixes) {
    const file = `${prefix.slice(1)}${prefix ? "/" : ""}llms-full.txt`;
    const parts = read(file).split(/^<!-- (\S+) -->$/m);
    for (let i = 1; i < parts.length; i += 2) {
      const route = new URL(parts[i]).pathname;
      if (!sectioned.has(route))
        sources.push({ where: `${file} (${route})`, route, text: parts[i + 1] });
    }
  }
  return sources;
}

/** The release a route's page documents: an older one under `/<version>/`, else the latest. */
function releaseOf(route: string): { version: string; prefix: string } {
  const older = route.match(/^\/(\d+\.\d+\.\d+)\//);
  return older
    ? { version: older[1], prefix: `/${older[1]}` }
    : { version: DOCUMENTED, prefix: "" };
}

const allowed = (route: string, mention: Mention) =>
  ALLOWED.some(
    (entry) =>
      entry.route === route.slice(releaseOf(route).prefix.length) && entry.text === mention.text,
  );

const sources = builtTexts();
const found = sources.flatMap((source) =>
  installMentions(source.text).map((mention) => ({ ...source, mention })),
);

test(`every install, npx and CDN mention of mediainfo.js names its page's release (${DOCUMENTED} on the latest's pages)`, () => {
  assert.ok(
    found.some(({ route }) => releaseOf(route).prefix !== ""),
    "older pages are read",
  );
  assert.ok(
    found.some(({ release }) => release !== undefined),
    "sections of several releases are read",
  );
  const wrong = found
    .filter(
      ({ route, mention, release }) =>
        mention.version !== (release ?? releaseOf(route).version) && !allowed(route, mention),
    )
    .map(({ where, mention }) => `${where}: ${mention.text}`);
  assert.equal([...new Set(wrong)], []);
});

test("the check sees each kind of mention, in pages, twins and llms-full.txt", () => {
  for (const kind of ["install", "run", "cdn"]) {
    for (const where of [/\.html$/, /\.html\.md$/, /^llms-full/]) {
      assert.ok(
        found.some((entry) => entry.mention.kind === kind && where.test(entry.where)),
        `no ${kind} mention found in ${where}`,
      );
    }
  }
  assert.ok(sources.some((source) => source.route === "/docs/getting-started/installation/"));
});

test("each allowed older version is still on its page", () => {
  for (const entry of ALLOWED) {
    assert.ok(
      found.some(({ route, mention }) => route === entry.route && mention.text === entry.text),
      `${entry.route} no longer names ${entry.text}: drop it from ALLOWED`,
    );
  }
});

test("the finder catches commands and URLs without the version, and reads the version named", () => {
  const versions = (text: string) => installMentions(text).map((m) => `${m.kind} ${m.version}`);
  assert.equal(versions("npm install mediainfo.js"), ["install "]);
  assert.equal(versions("Any works (pnpm add mediainfo.js, yarn add mediainfo.js)."), [
    "install ",
    "install ",
  ]);
  assert.equal(versions("npm i -E mediainfo.js@0.3.6"), ["install 0.3.6"]);
  assert.equal(versions("bun add --exact zod mediainfo.js@latest"), ["install latest"]);
  assert.equal(versions("npm install --save-dev vite\nnpx vite build"), []);
  assert.equal(versions("npx mediainfo.js --format JSON movie.mp4"), ["run "]);
  assert.equal(versions("npx mediainfo.js@0.3.6 --help"), ["run 0.3.6"]);
  assert.equal(versions("see https://unpkg.com/mediainfo.js."), ["cdn "]);
  assert.equal(versions('src="https://cdn.jsdelivr.net/npm/mediainfo.js@0.3/dist/umd/index.js"'), [
    "cdn 0.3",
  ]);
  assert.equal(versions("https://esm.sh/mediainfo.js@0.3.6"), ["cdn 0.3.6"]);
  assert.equal(versions("https://github.com/buzz/mediainfo.js"), []);
});

test.run();
