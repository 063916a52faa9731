// The version menu and the older-release banner, rendered by their real templates from the real
// page data (route data over release routes), then enhanced in happy-dom: what each item says,
// the keyboard, the kept choice (a version that no longer exists is forgotten), the anchor kept on
// the same page, the message on landing elsewhere, and shared pages' links following the choice.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import * as contract from "../../../contract/index.js";
import { releaseRoute } from "../../../eleventy/release-routes.js";
import { routeData } from "../../../eleventy/route-data.js";
import { register, reset, unregister } from "../../helpers/dom.ts";
import { fire } from "../../helpers/render.ts";
import {
  env,
  names,
  pageData,
  releases,
  renderVersionMenu,
  sidebarsOf,
  site,
} from "../../helpers/version-menu.ts";
import {
  defineBehaviours,
  mountBehaviours,
  unmountBehaviours,
} from "../../../components/runtime/behaviours.ts";
import { BEHAVIOURS } from "../../../components/behaviours.ts";

const [latest, older] = releases;
const KEY = contract.STORAGE_KEYS.docsPreferredVersion;
const doc = (href: string, label = href) => ({ type: "doc", id: href, label, href });

/** The navbar's links and the version menu, as the templates render them for `url`. */
function renderNavbar(url: string): string {
  const links = pageData(url)
    .navbar.left.map((item: any) => `<a class="navbar__link" href="${item.href}">${item.label}</a>`)
    .join("");
  return `<nav id="${contract.NAVBAR_ID}">${links}${renderVersionMenu(url)}</nav>`;
}
function renderBanner(url: string): string {
  return env.render("release-banner/release-banner.njk", {
    contract,
    names,
    site,
    route: pageData(url),
  });
}

const $ = <T extends Element = HTMLElement>(selector: string) =>
  document.querySelector<T>(selector)!;
const items = () =>
  [...document.querySelectorAll<HTMLAnchorElement>("[data-docs-version]")].map((link) =>
    link.textContent!.trim(),
  );
/** Shows `html` at `address` and runs its behaviours. */
function show(html: string, address: string) {
  reset(html);
  history.replaceState(null, "", address);
  mountBehaviours(document.body);
}
/** Shows the page a link led to: storage stays as the last page left it. */
function land(html: string, address: string) {
  document.body.innerHTML = html;
  history.replaceState(null, "", address);
  mountBehaviours(document.body);
}
/** Follows a link as the router would after the click: the click must not navigate happy-dom. */
function choose(link: HTMLAnchorElement) {
  link.addEventListener("click", (event) => event.preventDefault(), { once: true });
  fire(link, "pointerdown");
  fire(link, "click");
}
async function until(check: () => boolean, what: string) {
  const end = Date.now() + 3000;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const menu = suite("version menu");
menu.before(() => {
  register();
  defineBehaviours(BEHAVIOURS);
});
menu.after(() => unregister());
menu.after.each(() => unmountBehaviours(document.body));

menu("is labelled with the page's release, the latest marked, and lists every release", () => {
  show(renderNavbar("/docs/usage/"), "/docs/usage/");
  const summary = $("summary");
  assert.is(summary.textContent!.replace(/\s+/g, " ").trim(), `Version ${latest.label} latest`);
  const list = document.getElementById(summary.getAttribute("aria-controls")!)!;
  assert.is(list.tagName, "UL", "aria-controls names the list");
  assert.equal(items(), [`${latest.label} (latest)`, older.label]);
  assert.is($(`[data-docs-version="${latest.version}"]`).getAttribute("aria-current"), "true");
  assert.is(
    $(`[data-docs-version="${older.version}"]`).getAttribute("href"),
    `/${older.version}/docs/usage/`,
  );

  show(renderNavbar(`/${older.version}/docs/usage/`), `/${older.version}/docs/usage/`);
  assert.is($("summary").textContent!.replace(/\s+/g, " ").trim(), `Version ${older.label}`);
  assert.is($(`[data-docs-version="${older.version}"]`).getAttribute("aria-current"), "true");
});

menu("an item whose release lacks the page says so and names the page it opens", () => {
  show(renderNavbar("/docs/new-page/"), "/docs/new-page/");
  assert.equal(items(), [
    `${latest.label} (latest)`,
    `${older.label} — page not in this release, opens Introduction`,
  ]);
  assert.is(
    $(`[data-docs-version="${older.version}"]`).getAttribute("href"),
    `/${older.version}/docs/intro/`,
  );
});

menu("expands and collapses as a menu button states; Escape closes it and returns focus", () => {
  show(renderNavbar("/docs/usage/"), "/docs/usage/");
  const details = $<HTMLDetailsElement>("details");
  const summary = $("summary");
  assert.is(summary.getAttribute("aria-expanded"), "false");
  details.open = true;
  details.dispatchEvent(new Event("toggle"));
  assert.is(summary.getAttribute("aria-expanded"), "true");
  const link = $<HTMLAnchorElement>(`[data-docs-version="${older.version}"]`);
  link.focus();
  fire(link, "keydown", { key: "Escape" });
  assert.is(details.open, false);
  assert.is(document.activeElement, summary);
  details.dispatchEvent(new Event("toggle"));
  assert.is(summary.getAttribute("aria-expanded"), "false");
});

menu("choosing the same page in another release keeps the anchor and the choice", () => {
  show(renderNavbar("/docs/usage/"), "/docs/usage/#options");
  const link = $<HTMLAnchorElement>(`[data-docs-version="${older.version}"]`);
  choose(link);
  assert.is(link.pathname + link.hash, `/${older.version}/docs/usage/#options`);
  assert.is(localStorage.getItem(KEY), older.version);
  assert.is(localStorage.getItem(contract.STORAGE_KEYS.docsVersionLanding), null, "nothing to say");
});

menu("a kept version that no longer exists is forgotten on load; a known one is kept", () => {
  reset();
  localStorage.setItem(KEY, "0.0.1");
  const html = renderNavbar("/demo/");
  document.body.innerHTML = html;
  mountBehaviours(document.body);
  assert.is(localStorage.getItem(KEY), null);
  unmountBehaviours(document.body);
  localStorage.setItem(KEY, older.version);
  document.body.innerHTML = html;
  mountBehaviours(document.body);
  assert.is(localStorage.getItem(KEY), older.version);
});

menu("on a shared page the Docs and API links follow the kept release, and only then", () => {
  show(renderNavbar("/demo/"), "/demo/");
  const hrefOf = (label: string) =>
    [...document.querySelectorAll(".navbar__link")]
      .find((link) => link.textContent === label)!
      .getAttribute("href");
  assert.is(hrefOf("Docs"), "/docs/intro/", "no choice: the latest");
  assert.is(hrefOf("API"), "/api/");
  unmountBehaviours(document.body);
  reset(renderNavbar("/demo/"));
  localStorage.setItem(KEY, older.version);
  mountBehaviours(document.body);
  assert.is(hrefOf("Docs"), `/${older.version}/docs/intro/`);
  assert.is(hrefOf("API"), `/${older.version}/api/`);
  assert.is(hrefOf("Demo"), "/demo/", "shared pages stay");
  unmountBehaviours(document.body);
  reset(renderNavbar("/docs/usage/"));
  localStorage.setItem(KEY, older.version);
  mountBehaviours(document.body);
  assert.is(hrefOf("Docs"), "/docs/intro/", "a docs page's links stay in its release");
});

menu("landing on another page than the reader's says so through the live region", async () => {
  show(renderNavbar("/docs/new-page/"), "/docs/new-page/#somewhere");
  const link = $<HTMLAnchorElement>(`[data-docs-version="${older.version}"]`);
  choose(link);
  assert.is(link.getAttribute("href"), `/${older.version}/docs/intro/`, "no anchor carried over");
  unmountBehaviours(document.body);
  land(renderNavbar(`/${older.version}/docs/intro/`), `/${older.version}/docs/intro/`);
  const region = () => document.querySelector('[role="status"]');
  await until(() => Boolean(region()?.textContent), "the status message");
  assert.is(
    region()!.textContent,
    `This page is not in ${older.label}: this is its closest page there, Introduction.`,
  );
  assert.is(localStorage.getItem(contract.STORAGE_KEYS.docsVersionLanding), null, "said once");
});

menu("a message meant for another page is dropped, not said", async () => {
  show(renderNavbar("/docs/new-page/"), "/docs/new-page/");
  choose($<HTMLAnchorElement>(`[data-docs-version="${older.version}"]`));
  assert.ok(localStorage.getItem(contract.STORAGE_KEYS.docsVersionLanding), "a message waits");
  unmountBehaviours(document.body);
  land(renderNavbar("/docs/usage/"), "/docs/usage/");
  assert.is(localStorage.getItem(contract.STORAGE_KEYS.docsVersionLanding), null);
  assert.is(document.querySelector('[role="status"]')?.textContent ?? "", "");
});

menu("an older release's page has a banner naming the latest, with the same page there", () => {
  show(renderBanner(`/${older.version}/docs/usage/`), `/${older.version}/docs/usage/`);
  const note = $('[role="note"]');
  assert.is(note.getAttribute("aria-label"), "Older release");
  assert.match(note.textContent!, `${site.title} ${older.label}, an older release`);
  assert.match(note.textContent!, `The latest release is ${latest.label}`);
  const link = note.querySelector("a")!;
  assert.is(link.textContent, `read this page in ${latest.label}`);
  assert.is(link.getAttribute("href"), "/docs/usage/");
  choose(link);
  assert.is(localStorage.getItem(KEY), latest.version, "the banner's link is a version choice");
  assert.is(renderBanner("/docs/usage/").trim(), "", "the latest's pages have none");
});

menu("the banner of a page the latest lacks names the closest page it links to", () => {
  // The latest lacks it when the older release's sidebar has a page the latest's does not.
  const swapped = releaseRoute(`/${older.version}/docs/gone/`, releases, ((release: {
    prefix: string;
  }) => ({
    ...sidebarsOf(release),
    docsSidebar: [
      ...sidebarsOf(release).docsSidebar,
      ...(release.prefix ? [doc(`${release.prefix}/docs/gone/`, "Gone")] : []),
    ],
  })) as any);
  const data = routeData(
    { url: `/${older.version}/docs/gone/` },
    { site, sidebars: sidebarsOf(older) as any, release: swapped as any },
  );
  show(
    env.render("release-banner/release-banner.njk", { contract, names, site, route: data }),
    `/${older.version}/docs/gone/`,
  );
  const link = $('[role="note"] a');
  assert.is(link.textContent, "its closest page there is Introduction");
  assert.is(link.getAttribute("href"), "/docs/intro/");
  assert.match($('[role="note"]').textContent!, "this page is not in it");
});

menu.run();
