// The changelog's Atom feed as a feed reader gets it: served as application/atom+xml,
// parsed by Chromium's XML parser, every required Atom element present, one entry per release in
// site/_data/changelog.json with its date, and each entry's link landing on its release heading.
import * as assert from "uvu/assert";
import { browserSuite } from "../../helpers/browser-suite.ts";
import changelog from "../../../site/_data/changelog.json" with { type: "json" };
import plainConfig from "../../../config/site.js";
import { validSiteConfig } from "../../../config/check.js";

const siteConfig = validSiteConfig(plainConfig);

const feed = browserSuite("changelog feed");
const ATOM = "http://www.w3.org/2005/Atom";

feed(
  "the feed parses as Atom with every required element, one entry per release",
  async ({ site }) => {
    const page = await site.open("/api/changelog/");
    const feedHref = await page.getByRole("link", { name: "Atom feed" }).getAttribute("href");
    assert.is(feedHref, siteConfig.changelogFeed.path);
    const read = await page.evaluate(
      async ([href, ns]) => {
        const response = await fetch(href);
        const doc = new DOMParser().parseFromString(await response.text(), "application/xml");
        // No helper functions in here: tsx would wrap them in a __name() call the page does not have.
        return {
          type: response.headers.get("content-type"),
          parseError: doc.querySelector("parsererror")?.textContent ?? null,
          root: doc.documentElement.localName,
          outsideAtom: [...doc.querySelectorAll("*")]
            .filter((el) => el.namespaceURI !== ns)
            .map((el) => el.localName),
          id: doc.querySelector("feed > id")?.textContent,
          title: doc.querySelector("feed > title")?.textContent,
          updated: doc.querySelector("feed > updated")?.textContent,
          author: doc.querySelector("feed > author > name")?.textContent,
          self: doc.querySelector("feed > link[rel='self']")?.getAttribute("href"),
          entries: [...doc.querySelectorAll("feed > entry")].map((entry) => ({
            id: entry.querySelector(":scope > id")?.textContent,
            title: entry.querySelector(":scope > title")?.textContent,
            updated: entry.querySelector(":scope > updated")?.textContent,
            link: entry.querySelector(":scope > link")?.getAttribute("href"),
            contentType: entry.querySelector(":scope > content")?.getAttribute("type"),
            content: entry.querySelector(":scope > content")?.textContent ?? "",
          })),
        };
      },
      [feedHref!, ATOM] as const,
    );

    assert.match(read.type ?? "", /^application\/atom\+xml/);
    assert.is(read.parseError, null);
    assert.is(read.root, "feed");
    assert.equal(read.outsideAtom, [], "every element is in the Atom namespace");
    assert.is(read.id, new URL(siteConfig.changelogFeed.path, siteConfig.url).href);
    assert.is(read.self, read.id);
    assert.is(read.title, siteConfig.changelogFeed.title);
    assert.ok(read.author);
    assert.is(
      read.updated,
      `${changelog.releases[0].date}T00:00:00Z`,
      "the feed is as new as the newest release",
    );
    assert.is(read.entries.length, changelog.releases.length);
    for (const [index, release] of changelog.releases.entries()) {
      const entry = read.entries[index];
      assert.match(entry.title ?? "", release.version);
      assert.is(entry.updated, `${release.date}T00:00:00Z`);
      assert.ok(entry.id, release.version);
      assert.is(entry.contentType, "html");
      const notes = new URL(entry.link!);
      assert.is(notes.origin + notes.pathname, `${siteConfig.url}/api/changelog/`);
      const heading = await page.evaluate(
        (id) => document.getElementById(id)?.textContent ?? null,
        decodeURIComponent(notes.hash.slice(1)),
      );
      assert.match(
        heading ?? "",
        `${release.version} (${release.date})`,
        `${release.version}: the link lands on its heading`,
      );
      const isDerived = "derived" in release && release.derived;
      assert.is(
        entry.content.includes(
          "No upstream changelog entry: described from the package difference",
        ),
        Boolean(isDerived),
        `${release.version}: the entry says when its notes come from the package, not upstream`,
      );
      for (const group of ("groups" in release ? release.groups : undefined) ?? []) {
        for (const item of group.items)
          assert.match(
            entry.content,
            item.text.replace(/&/g, "&amp;"),
            `${release.version}: ${item.text}`,
          );
      }
    }
  },
);

feed("the feed named in a page's head is the one served", async ({ site }) => {
  const page = await site.open("/docs/intro/");
  const href = await page
    .locator("head link[rel='alternate'][type='application/atom+xml']")
    .getAttribute("href");
  const response = await page.request.get(site.origin + href);
  assert.is(response.status(), 200);
  assert.match(await response.text(), `<feed xmlns="${ATOM}">`);
});

feed.run();
