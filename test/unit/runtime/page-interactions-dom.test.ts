// Page behaviours in happy-dom on markup from the real renderers (the site's Markdown and the built
// pages): tabs (keyboard, group sync, stored values), sidebar category labels and ARIA, Hide
// Inherited, and one mount/unmount lifecycle for every behaviour a page declares.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { register, reset, unregister } from "../../helpers/dom.ts";
import { groupKey } from "../../../components/tabs/tabs.ts";
import { enhanceSidebarCategories } from "../../../components/sidebar/sidebar-categories.ts";
import { enhanceHideInherited } from "../../../components/hide-inherited/hide-inherited.ts";
import {
  defineBehaviours,
  mountBehaviours,
  unmountBehaviours,
} from "../../../components/runtime/behaviours.ts";
import { BEHAVIOURS } from "../../../components/behaviours.ts";
import { builtBody, renderMarkdown } from "../../helpers/fixtures.ts";

const dom = suite("page interactions (DOM)");
dom.before(() => {
  register();
  defineBehaviours(BEHAVIOURS);
});
dom.after(() => unregister());
dom.before.each(() => {
  reset();
  document.body.innerHTML = "";
});

/** A tab set as the site's Markdown renders it, in a wrapper with id `id`. */
function tabSet(id: string, values: string[], groupId?: string): string {
  const tabs = values
    .map((value) => `:::tab{value=${value} label=${value}}\n${value}\n:::`)
    .join("\n");
  return `<div id="${id}">${renderMarkdown(`::::tabs${groupId ? `{groupId=${groupId}}` : ""}\n${tabs}\n::::\n`)}</div>`;
}

const selected = (id: string) =>
  document.querySelector(`#${id} [aria-selected="true"]`)?.getAttribute("data-value");
const mountPage = (route: string) => {
  document.body.innerHTML = builtBody(route);
  mountBehaviours(document.body);
};
const key = (target: Element, name: string) =>
  target.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true }));

dom("tabs: ready flag, one visible panel, arrows with wrap-around, Enter and Space select", () => {
  document.body.innerHTML = tabSet("a", ["one", "two", "three"]);
  mountBehaviours(document.body);
  assert.ok(
    document.querySelector("#a .tabs-container")!.hasAttribute("data-behaviour-ready"),
    "each tab set is a behaviour host",
  );
  const panels = [...document.querySelectorAll<HTMLElement>("#a [role='tabpanel']")];
  assert.equal(
    panels.map((p) => p.hidden),
    [false, true, true],
  );
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
  assert.equal(
    panels.map((p) => p.hidden),
    [false, true, true],
  );
  assert.is(localStorage.length, 0, "a set without a group stores nothing");
  unmountBehaviours(document.body);
});

dom(
  "tabs: a group's choice is stored, followed by the group's sets, and read back on the next page",
  () => {
    document.body.innerHTML =
      tabSet("a", ["async", "promise"], "call-method") +
      tabSet("b", ["async", "promise"], "call-method") +
      tabSet("c", ["async", "promise"]);
    mountBehaviours(document.body);
    (document.querySelector("#b [data-value='promise']") as HTMLElement).click();
    assert.is(localStorage.getItem(groupKey("call-method")), "promise");
    assert.is(localStorage.getItem("tab.call-method"), "promise");
    assert.equal([selected("a"), selected("b"), selected("c")], ["promise", "promise", "async"]);
    unmountBehaviours(document.body);
    document.body.innerHTML = tabSet("d", ["async", "promise"], "call-method");
    mountBehaviours(document.body);
    assert.is(selected("d"), "promise");
    // Another browser tab's write arrives as a storage event.
    window.dispatchEvent(
      new StorageEvent("storage", {
        key: "tab.call-method",
        newValue: "async",
        storageArea: localStorage,
      }),
    );
    assert.is(selected("d"), "async");
    unmountBehaviours(document.body);
  },
);

dom("tabs: a stored value that is not one of the tabs is ignored", () => {
  localStorage.setItem("tab.call-method", "bogus");
  document.body.innerHTML = tabSet("a", ["async", "promise"], "call-method");
  mountBehaviours(document.body);
  assert.is(selected("a"), "async");
});

dom(
  "sidebar categories on the built usage page: caret label and aria-expanded follow the state; the current page's category opens",
  () => {
    document.body.innerHTML = builtBody("/docs/getting-started/usage/");
    const menu = document.querySelector<HTMLElement>("#doc-sidebar-menu")!;
    const mounted = new AbortController();
    enhanceSidebarCategories(menu, mounted.signal);
    const getting = menu.querySelector<HTMLDetailsElement>(
      "details[data-category-label='Getting Started']",
    )!;
    const examples = menu.querySelector<HTMLDetailsElement>(
      "details[data-category-label='Examples']",
    )!;
    assert.ok(getting.open, "holds the current page");
    assert.is(
      getting.querySelector("summary")!.getAttribute("aria-label"),
      "Collapse sidebar category 'Getting Started'",
    );
    assert.is(getting.querySelector("summary")!.getAttribute("aria-expanded"), "true");
    assert.is(examples.querySelector("summary")!.getAttribute("aria-expanded"), "false");
    examples.querySelector("summary")!.click();
    assert.is(examples.querySelector("summary")!.getAttribute("aria-expanded"), "true");
    assert.ok(examples.open);
    getting.querySelector("summary")!.click();
    assert.is(
      getting.querySelector("summary")!.getAttribute("aria-label"),
      "Expand sidebar category 'Getting Started'",
    );
    mounted.abort();
    examples.querySelector("summary")!.click();
    assert.is(
      examples.querySelector("summary")!.getAttribute("aria-expanded"),
      "true",
      "unmounted: labels no longer follow",
    );
  },
);

dom("Hide Inherited on a built API page toggles a class on the page, starting off", () => {
  document.body.innerHTML = builtBody("/api/interface/AudioTrack/");
  const box = document.querySelector<HTMLInputElement>("input[type='checkbox']")!;
  box.checked = true;
  const mounted = new AbortController();
  enhanceHideInherited(box, mounted.signal);
  const page = document.querySelector(".doc-page")!;
  assert.not.ok(box.checked);
  box.click();
  assert.ok(page.classList.contains("doc-page--hide-inherited"));
  box.click();
  assert.not.ok(page.classList.contains("doc-page--hide-inherited"));
  mounted.abort();
  box.click();
  assert.not.ok(
    page.classList.contains("doc-page--hide-inherited"),
    "unmounted: the box no longer hides anything",
  );
});

dom(
  "every behaviour a built page declares is registered; mounting adds the JS-only controls once, unmounting removes them",
  () => {
    defineBehaviours(BEHAVIOURS);
    for (const route of [
      "/",
      "/docs/getting-started/usage/",
      "/api/interface/AudioTrack/",
      "/license/",
    ]) {
      document.body.innerHTML = builtBody(route);
      const declared = [...document.querySelectorAll("[data-behaviour]")].flatMap((host) =>
        host.getAttribute("data-behaviour")!.split(" "),
      );
      assert.ok(declared.length > 0, route);
      for (const name of declared)
        assert.ok(name in BEHAVIOURS, `${route}: "${name}" is registered`);
    }
    mountPage("/docs/getting-started/usage/");
    mountBehaviours(document.body);
    assert.is(
      document.querySelectorAll("[aria-label='Collapse sidebar']").length,
      1,
      "mounting twice runs once",
    );
    assert.is(document.querySelectorAll("[aria-label='Scroll back to top']").length, 1);
    assert.ok(document.querySelectorAll("[aria-label='Copy code to clipboard']").length > 5);
    assert.is(
      document.querySelectorAll("[data-behaviour]:not([data-behaviour-ready])").length,
      0,
      "every host is ready",
    );
    assert.not.ok(
      document.querySelector<HTMLButtonElement>(".navbar__toggle")!.disabled,
      "the panel enables its menu button",
    );
    unmountBehaviours(document.body);
    assert.is(
      document.querySelectorAll(
        "[aria-label='Collapse sidebar'], [aria-label='Scroll back to top']",
      ).length,
      0,
    );
    assert.is(document.querySelectorAll("[data-behaviour-ready]").length, 0);
  },
);

dom.run();
