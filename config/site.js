// The site configuration: titles, links, navbar, footer and modes. Plain data: config/schema.js
// lists every key and the defaults left out here, and .eleventy.js checks it once before anything
// renders (a wrong or unknown key stops the build with its key path).
import fs from "node:fs";

const releases = JSON.parse(fs.readFileSync(new URL("./releases.json", import.meta.url), "utf8"));
if (!Array.isArray(releases))
  throw new Error("config/releases.json: expected a list of releases, newest first");

export default {
  title: "mediainfo.js",
  tagline: "Extract media file metadata in the browser using WebAssembly.",
  url: "https://mediainfo.js.org",
  organization: "buzz",
  project: "mediainfo.js",
  repoUrl: "https://github.com/buzz/mediainfo.js",
  editUrl: "https://github.com/buzz/mediainfo.js/blob/gh-pages-src/",
  favicon: "/img/favicon.ico",
  logo: "/img/logo.svg",
  socialCard: "/img/mediainfo-social-card.jpg",
  keywords: "javascript, mediainfo, wasm, emscripten, video, audio, metadata",
  copyrightYear: 2025,
  copyrightHolder: { label: "buzz", href: "https://github.com/buzz" },
  // The offline service worker. Set to false to withdraw it: the build then ships a worker that
  // deletes its caches and unregisters itself, and pages stop registering one.
  offline: true,
  // The release history as Atom, named by every page's head and linked on the changelog.
  changelogFeed: {
    path: "/api/changelog/feed.atom",
    title: "mediainfo.js releases",
    author: "buzz and the mediainfo.js contributors",
  },

  i18n: {
    defaultLocale: "en",
    locales: {
      en: { label: "English", htmlLang: "en", path: "en" },
    },
  },

  docs: {
    path: "/docs",
    sidebarHideable: true,
    // The documented releases come from config/releases.json, newest first, each with the
    // MediaInfoLib version its WebAssembly states; `npm run upgrade-library` edits that file. The
    // first is the latest: the installed `mediainfo.js` package, on the site's routes. An older one
    // is installed as the npm alias `mediainfo.js-<name>`, its pages live under `/<name>/` and its
    // measured facts are frozen in `site/<name>/facts/`.
    versions: releases.map(({ name, mediaInfoLib }, index) => ({
      name,
      label: name,
      isLast: index === 0,
      path: index === 0 ? "/docs" : `/${name}/docs`,
      mainDocId: "intro",
      mediaInfoLib,
    })),
  },

  navbar: {
    hideOnScroll: true,
    items: [
      { type: "docSidebar", sidebarId: "docsSidebar", label: "Docs" },
      { type: "link", label: "API", to: "/api/" },
      { type: "link", label: "Demo", to: "/demo/" },
      { type: "github", position: "right" },
      { type: "localeDropdown", position: "right", mobileOnly: true },
      { type: "docsVersionDropdown", position: "right" },
    ],
  },

  // Set to { id, content, isCloseable } to show a dismissible bar above the navbar. Left null, the
  // bar announces npm releases newer than the documented one, when site/_data/newerReleases.json
  // lists any (eleventy/release-notice.js).
  announcementBar: null,

  footer: {
    columns: [
      {
        title: "Docs",
        items: [
          { label: "Introduction", to: "/docs/intro/" },
          { label: "Getting Started", to: "/docs/category/getting-started/" },
          { label: "API", to: "/api/" },
        ],
      },
      {
        title: "Resources",
        items: [
          { label: "Demo", to: "/demo/" },
          { label: "Playground", to: "/playground/" },
          { label: "License", to: "/license/" },
          { label: "Credits", to: "/credits/" },
          { label: "Accessibility", to: "/accessibility/" },
          { label: "Changelog", to: "/api/changelog/" },
          { label: "llms.txt", to: "/llms.txt" },
          { label: "llms-full.txt", to: "/llms-full.txt" },
        ],
      },
      {
        title: "Links",
        items: [
          { label: "Stack Overflow", href: "https://stackoverflow.com/search?q=mediainfo.js" },
          { label: "GitHub", href: "https://github.com/buzz/mediainfo.js" },
          { label: "MediaInfo", href: "https://mediaarea.net/MediaInfo" },
        ],
      },
    ],
  },
};
