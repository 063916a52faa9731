// The built site tells readers about npm releases newer than the documented one exactly when the
// committed release data lists some: in the announcement bar of every page and in a section of
// Installation that the Node.js and CSP sections point to.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { builtPage, builtPages } from "../helpers/built-site.ts";
import {
  installedReleaseNotice,
  NOTICE_ANCHOR,
  NOTICE_ROUTE,
} from "../../eleventy/release-notice.js";

const notice = installedReleaseNotice();
const installation = builtPage(NOTICE_ROUTE).document;
/** The elements after a heading, up to the next h2 or h3. */
const sectionNodes = (id: string) => {
  const nodes: Element[] = [];
  let node = installation.getElementById(id)?.nextElementSibling;
  for (; node && !/^H[23]$/.test(node.tagName); node = node.nextElementSibling) nodes.push(node);
  return nodes;
};
const section = (id: string) =>
  sectionNodes(id)
    .map((node) => node.textContent)
    .join(" ")
    .replace(/\s+/g, " ");

test("every page's announcement bar names each newer release, or there is no bar", () => {
  for (const page of builtPages()) {
    const host = page.document.querySelector("[data-island='announcement-bar']");
    if (!notice) {
      assert.is(host, null, page.route);
      continue;
    }
    assert.is(JSON.parse(host!.getAttribute("data-props")!).id, notice.id, page.route);
    const text = host!.textContent!;
    for (const { version } of notice.releases) assert.match(text, version, page.route);
    assert.match(text, `this site documents ${notice.documented}`);
    const link = host!.querySelector("a")!.getAttribute("href");
    assert.is(link, `${NOTICE_ROUTE}#${NOTICE_ANCHOR}`);
  }
});

test("Installation has the newer-releases section exactly when there is a notice", () => {
  const heading = installation.getElementById(NOTICE_ANCHOR);
  if (!notice) return assert.is(heading, null);
  assert.is(heading!.tagName, "H3");
  const text = section(NOTICE_ANCHOR);
  for (const { version, published } of notice.releases) {
    assert.match(text, `${version} (published ${published})`);
  }
  for (const difference of notice.differences) {
    assert.match(
      text,
      `from ${difference.since} on, mediainfo.js ${difference.now.replace(/`/g, "")}`,
    );
  }
});

test("the Node.js and CSP sections say which release they describe and point to the notice", () => {
  for (const [id, key] of [
    ["nodejs", "runsOnNode20"],
    ["content-security-policy", "needsUnsafeEval"],
  ] as const) {
    const text = section(id);
    assert.match(
      text,
      /This section is about mediainfo\.js \d+\.\d+\.\d+, the release these pages document/,
    );
    const links = sectionNodes(id).flatMap((node) => [
      ...node.querySelectorAll(`a[href='#${NOTICE_ANCHOR}']`),
    ]);
    assert.is(links.length > 0, Boolean(notice?.differs[key]), id);
  }
});

test.run();
