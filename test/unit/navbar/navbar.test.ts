// The navbar's behaviours in happy-dom on a built docs page: the mobile side panel's open and close
// rules and its two menus, dropdowns, the docs version preference and hiding on hash jumps.
// Focus trapping and the scroll lock need layout: the browser suite has them.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { register, reset, unregister } from "../../helpers/dom.ts";
import { fire } from "../../helpers/render.ts";
import { builtBody } from "../../helpers/fixtures.ts";
import {
  defineBehaviours,
  mountBehaviours,
  unmountBehaviours,
} from "../../../components/runtime/behaviours.ts";
import { BEHAVIOURS } from "../../../components/behaviours.ts";

const PAGE = builtBody("/docs/getting-started/usage/");
const $ = <T extends Element = HTMLElement>(selector: string) =>
  document.querySelector<T>(selector)!;
const panel = () => $("#navbar-sidebar");
const menuButton = () => $<HTMLButtonElement>(".navbar__toggle");
const versionKey = "docs-preferred-version-default";

function mountPage() {
  mountBehaviours(document.body);
}
function openPanel() {
  mountPage();
  fire(menuButton(), "click");
}

const navbar = suite("navbar behaviours");
navbar.before(() => {
  register();
  defineBehaviours(BEHAVIOURS);
});
navbar.after(() => unregister());
navbar.before.each(() => reset(PAGE));
navbar.after.each(() => unmountBehaviours(document.body));

navbar(
  "the menu button is disabled until the panel's behaviour runs; it then opens the panel",
  () => {
    assert.ok(menuButton().disabled, "no JavaScript, no panel");
    mountPage();
    assert.not.ok(menuButton().disabled);
    assert.is(menuButton().getAttribute("aria-label"), "Toggle navigation bar");
    assert.is(menuButton().getAttribute("aria-expanded"), "false");
    fire(menuButton(), "click");
    assert.is(menuButton().getAttribute("aria-expanded"), "true");
    assert.is(panel().hidden, false);
    assert.ok($("#navbar").classList.contains("navbar-sidebar--show"));
    assert.is(document.activeElement, $(".navbar-sidebar__close"), "focus moves into the panel");
  },
);

navbar(
  "on a docs page the secondary menu is a copy of the page sidebar, shown first, with working categories",
  () => {
    openPanel();
    const copy = $(".navbar-sidebar__item--secondary .navbar-sidebar__menu");
    assert.ok(copy, "sidebar copied");
    assert.is(copy.querySelectorAll("[id]").length + (copy.id ? 1 : 0), 0, "no duplicate ids");
    assert.is($(".navbar-sidebar__items").getAttribute("data-view"), "secondary");
    assert.ok($(".navbar-sidebar__item--primary").hasAttribute("inert"), "hidden menu is inert");
    const examples = copy.querySelector<HTMLDetailsElement>(
      "details[data-category-label='Examples']",
    )!;
    fire(examples.querySelector("summary")!, "click");
    assert.is(
      examples.querySelector("summary")!.getAttribute("aria-expanded"),
      "true",
      "the copy's categories have their own behaviour",
    );
    fire($(".navbar-sidebar__back"), "click");
    assert.is($(".navbar-sidebar__items").getAttribute("data-view"), "primary");
    assert.ok($(".navbar-sidebar__item--secondary").hasAttribute("inert"));
    assert.not.ok($(".navbar-sidebar__item--primary").hasAttribute("inert"));
  },
);

navbar("each opening shows the secondary menu again and copies the sidebar once", () => {
  openPanel();
  fire($(".navbar-sidebar__back"), "click");
  fire($(".navbar-sidebar__close"), "click");
  fire(menuButton(), "click");
  assert.is($(".navbar-sidebar__items").getAttribute("data-view"), "secondary");
  assert.is(document.querySelectorAll(".navbar-sidebar__menu").length, 1);
});

navbar("without a page sidebar only the primary menu is shown", () => {
  reset(builtBody("/license/"));
  openPanel();
  assert.is($(".navbar-sidebar__items").getAttribute("data-view"), "primary");
});

const CLOSERS: [string, () => void][] = [
  ["the close button", () => fire($(".navbar-sidebar__close"), "click")],
  ["the backdrop", () => fire($(".navbar-sidebar__backdrop"), "click")],
  ["Escape", () => fire(document, "keydown", { key: "Escape" })],
  ["a link click", () => fire($(".navbar-sidebar__item--primary a"), "click")],
  [
    "the browser's back button",
    () => window.dispatchEvent(new PopStateEvent("popstate", { state: null })),
  ],
  ["the toggle pressed again", () => fire(menuButton(), "click")],
];
for (const [what, close] of CLOSERS) {
  navbar(`closes on ${what} and returns focus to the menu button`, () => {
    openPanel();
    close();
    assert.is(panel().hidden, true);
    assert.is(menuButton().getAttribute("aria-expanded"), "false");
    assert.not.ok($("#navbar").classList.contains("navbar-sidebar--show"));
    assert.is(document.activeElement, menuButton());
  });
}

navbar(
  "a dropdown holding the current page opens with the panel; the language menu stays collapsed",
  () => {
    $(".navbar-sidebar__dropdowns").insertAdjacentHTML(
      "beforeend",
      `<details class="menu-dropdown"><summary>More</summary><a href="/x/" aria-current="page">X</a></details>`,
    );
    openPanel();
    const dropdowns = [
      ...document.querySelectorAll<HTMLDetailsElement>(".navbar-sidebar details.menu-dropdown"),
    ];
    const [locale, version] = dropdowns;
    assert.is(locale.open, false, "the locale entry is aria-current=true, not page");
    assert.is(version.open, false, "so is the version menu's current release");
    assert.is(dropdowns.at(-1)!.open, true);
  },
);

navbar(
  "a dropdown closes on an outside click, and when focus leaves it but not when it moves inside",
  () => {
    mountPage();
    const dropdown = $<HTMLDetailsElement>("details.menu-dropdown");
    dropdown.open = true;
    fire(dropdown.querySelector("summary")!, "pointerdown");
    assert.is(dropdown.open, true);
    fire(document.body, "pointerdown");
    assert.is(dropdown.open, false);
    dropdown.open = true;
    const summary = dropdown.querySelector("summary")!;
    fire(summary, "focusout", { relatedTarget: dropdown.querySelector("a") });
    assert.is(dropdown.open, true);
    fire(summary, "focusout", { relatedTarget: $(".navbar-sidebar__close") });
    assert.is(dropdown.open, false);
  },
);

navbar(
  "choosing a version stores it; an unknown stored version is removed on load, a known one kept",
  () => {
    localStorage.setItem(versionKey, "1.0.0");
    mountPage();
    assert.is(localStorage.getItem(versionKey), null);
    const link = document.querySelectorAll<HTMLAnchorElement>("[data-docs-version]")[1];
    const name = link.getAttribute("data-docs-version");
    assert.ok(name, "the older release's item");
    link.addEventListener("click", (event) => event.preventDefault());
    fire(link, "click");
    assert.is(localStorage.getItem(versionKey), name);
    unmountBehaviours(document.body);
    mountPage();
    assert.is(localStorage.getItem(versionKey), name);
  },
);

navbar("a jump to an existing hash anchor hides the navbar; to a missing one shows it", () => {
  mountPage();
  const id = $("h2[id]").id;
  location.hash = `#${id}`;
  window.dispatchEvent(new HashChangeEvent("hashchange"));
  assert.ok($("#navbar").classList.contains("navbar--hidden"));
  location.hash = "#nowhere";
  window.dispatchEvent(new HashChangeEvent("hashchange"));
  assert.not.ok($("#navbar").classList.contains("navbar--hidden"));
});

navbar.run();
