// Page interaction modules on real markup in happy-dom: tabs (keyboard, group sync, stored
// values), sidebar category labels and ARIA, Hide Inherited, and the cleanup enhancePage returns.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { register, reset, unregister } from "../helpers/dom.ts";
import { enhanceTabs, groupKey } from "../../components/enhance/tabs.ts";
import { enhanceSidebarCategories } from "../../components/enhance/sidebar-categories.ts";
import { enhanceHideInherited } from "../../components/enhance/hide-inherited.ts";
import { enhancePage } from "../../components/enhance/enhance.ts";

const dom = suite("page interactions (DOM)");
dom.before(() => register());
dom.after(() => unregister());
dom.before.each(() => {
  reset();
  document.body.innerHTML = "";
});

/** Tab set markup as eleventy/markdown-tabs.js writes it. */
function tabSet(id: string, values: string[], groupId?: string): string {
  const tabs = values
    .map((v, i) => `<li class="tabs__item" role="tab" id="${id}-t${i}" aria-selected="${i === 0}" tabindex="${i === 0 ? 0 : -1}" data-value="${v}">${v}</li>`)
    .join("");
  const panels = values.map((v) => `<div class="tabs__panel" role="tabpanel" data-value="${v}"><p>${v}</p></div>`).join("");
  return `<div class="tabs-container" id="${id}" data-tabs${groupId ? ` data-group-id="${groupId}"` : ""}><ul class="tabs" role="tablist">${tabs}</ul><div class="tabs__panels">${panels}</div></div>`;
}

const selected = (id: string) => document.querySelector(`#${id} [aria-selected="true"]`)?.getAttribute("data-value");
const key = (target: Element, name: string) => target.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true }));

dom("tabs: ready flag, one visible panel, arrows with wrap-around, Enter and Space select", () => {
  document.body.innerHTML = tabSet("a", ["one", "two", "three"]);
  const stop = enhanceTabs(document);
  assert.ok(document.querySelector("#a")!.hasAttribute("data-tabs-ready"));
  const panels = [...document.querySelectorAll<HTMLElement>("#a [role='tabpanel']")];
  assert.equal(panels.map((p) => p.hidden), [false, true, true]);
  const tabs = [...document.querySelectorAll<HTMLElement>("#a [role='tab']")];
  tabs[0].focus();
  key(tabs[0], "ArrowLeft");
  assert.is(document.activeElement, tabs[2]);
  key(tabs[2], "ArrowRight");
  assert.is(document.activeElement, tabs[0]);
  key(tabs[0], "End");
  assert.is(document.activeElement, tabs[2]);
  assert.is(selected("a"), "one", "moving focus does not select");
  key(tabs[2], "Enter");
  assert.is(selected("a"), "three");
  assert.equal([tabs[2].tabIndex, tabs[0].tabIndex], [0, -1]);
  key(tabs[2], "Home");
  key(tabs[0], " ");
  assert.is(selected("a"), "one");
  assert.equal(panels.map((p) => p.hidden), [false, true, true]);
  assert.is(localStorage.length, 0, "a set without a group stores nothing");
  stop();
});

dom("tabs: a group's choice is stored, followed by the group's sets, and read back on the next page", () => {
  document.body.innerHTML = tabSet("a", ["async", "promise"], "call-method") + tabSet("b", ["async", "promise"], "call-method") + tabSet("c", ["async", "promise"]);
  const stop = enhanceTabs(document);
  (document.querySelector("#b [data-value='promise']") as HTMLElement).click();
  assert.is(localStorage.getItem(groupKey("call-method")), "promise");
  assert.is(localStorage.getItem("tab.call-method"), "promise");
  assert.equal([selected("a"), selected("b"), selected("c")], ["promise", "promise", "async"]);
  stop();
  document.body.innerHTML = tabSet("d", ["async", "promise"], "call-method");
  const stopNext = enhanceTabs(document);
  assert.is(selected("d"), "promise");
  // Another browser tab's write arrives as a storage event.
  window.dispatchEvent(new StorageEvent("storage", { key: "tab.call-method", newValue: "async", storageArea: localStorage }));
  assert.is(selected("d"), "async");
  stopNext();
});

dom("tabs: a stored value that is not one of the tabs is ignored", () => {
  localStorage.setItem("tab.call-method", "bogus");
  document.body.innerHTML = tabSet("a", ["async", "promise"], "call-method");
  enhanceTabs(document)();
  assert.is(selected("a"), "async");
});

dom("sidebar categories: caret label and aria-expanded follow the state; the current page's category opens", () => {
  document.body.innerHTML = `<nav class="menu"><ul>
    <li><a class="menu__link menu__link--sublist" href="/g/">Getting Started</a>
      <details class="menu__category" data-category-label="Getting Started"><summary class="menu__caret" aria-label="Expand sidebar category 'Getting Started'"></summary>
      <ul><li><a class="menu__link" href="/g/u/" aria-current="page">Usage</a></li></ul></details></li>
    <li><details class="menu__category" data-category-label="Classes"><summary class="menu__link--toggle">Classes</summary><ul><li><a href="/c/">C</a></li></ul></details></li>
  </ul></nav>`;
  const stop = enhanceSidebarCategories(document);
  const [getting, classes] = [...document.querySelectorAll<HTMLDetailsElement>("details")];
  assert.ok(getting.open, "holds the current page");
  assert.is(getting.querySelector("summary")!.getAttribute("aria-label"), "Collapse sidebar category 'Getting Started'");
  assert.is(getting.querySelector("summary")!.getAttribute("aria-expanded"), "true");
  assert.is(classes.querySelector("summary")!.getAttribute("aria-expanded"), "false");
  classes.querySelector("summary")!.click();
  assert.is(classes.querySelector("summary")!.getAttribute("aria-expanded"), "true");
  assert.ok(classes.open);
  getting.querySelector("summary")!.click();
  assert.is(getting.querySelector("summary")!.getAttribute("aria-label"), "Expand sidebar category 'Getting Started'");
  stop();
});

dom("Hide Inherited toggles a class on the page, starting off", () => {
  document.body.innerHTML = `<div class="doc-page"><input type="checkbox" data-hide-inherited checked></div>`;
  const stop = enhanceHideInherited(document);
  const box = document.querySelector<HTMLInputElement>("input")!;
  const page = document.querySelector(".doc-page")!;
  assert.not.ok(box.checked);
  box.click();
  assert.ok(page.classList.contains("doc-page--hide-inherited"));
  box.click();
  assert.not.ok(page.classList.contains("doc-page--hide-inherited"));
  stop();
});

dom("enhancePage adds the JS-only controls once and its cleanup removes them", () => {
  document.body.innerHTML = `<div class="doc-page"><div class="doc-sidebar" data-sidebar="docsSidebar"><nav class="menu"></nav><div data-sidebar-collapse-slot></div></div>
    <div class="code-block" data-language="bash"><pre><code>$ npm i mediainfo.js\n</code></pre></div></div>`;
  const cleanup = enhancePage(document);
  assert.is(document.querySelectorAll("[aria-label='Collapse sidebar']").length, 1);
  assert.is(document.querySelectorAll("[aria-label='Scroll back to top']").length, 1);
  assert.is(document.querySelectorAll("[aria-label='Copy code to clipboard']").length, 1);
  cleanup();
  assert.is(document.querySelectorAll("[aria-label='Collapse sidebar'], [aria-label='Scroll back to top']").length, 0);
});

dom.run();
