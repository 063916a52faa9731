// The navbar island in happy-dom: the mobile side panel's open and close rules, its two menus,
// dropdowns and the docs version preference (BEHAVIOUR §5, §12). Focus trapping needs layout,
// so the browser suite covers it.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { act } from "preact/test-utils";
import { register, reset, unregister } from "../helpers/dom.ts";
import { fire, render } from "../helpers/render.ts";
import Navbar from "../../components/navbar/Navbar.tsx";

const PAGE = `
<nav class="navbar" id="navbar"><div id="host"></div>
  <div class="navbar-sidebar" id="navbar-sidebar" hidden>
    <div class="navbar-sidebar__backdrop"></div>
    <div class="navbar-sidebar__panel" role="dialog">
      <div class="navbar-sidebar__brand"><a href="/">logo</a><button class="navbar-sidebar__close">x</button></div>
      <div class="navbar-sidebar__items">
        <div class="navbar-sidebar__item navbar-sidebar__item--primary">
          <ul><li><a class="menu__link" href="/docs/intro/">Docs</a></li></ul>
          <details class="menu-dropdown" data-dropdown="locale"><summary>Languages</summary><a href="/" aria-current="true">English</a></details>
          <a class="menu__link" href="/docs/intro/" data-docs-version="current">Next</a>
        </div>
        <div class="navbar-sidebar__item navbar-sidebar__item--secondary"><button class="navbar-sidebar__back">← Back to main menu</button></div>
      </div>
    </div>
  </div>
</nav>
<nav id="doc-sidebar-menu" aria-label="Docs sidebar"><ul><li><a id="x" href="/docs/intro/" aria-current="page">Introduction</a></li>
<li><details class="menu-dropdown"><summary>More</summary><a href="/docs/usage/" aria-current="page">Usage</a></details></li></ul></nav>`;

const PROPS = { hideOnScroll: true, breakpoint: 996, preferredVersionKey: "docs-preferred-version-default", versions: [{ name: "current" }] };
const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const panel = () => $("#navbar-sidebar");
const host = () => document.getElementById("host")!;
const menuButton = () => $<HTMLButtonElement>("#host button");

function openPanel() {
  render(<Navbar {...PROPS} />, host());
  fire(menuButton(), "click");
}

const navbar = suite("navbar");
navbar.before(() => register());
navbar.after(() => unregister());
navbar.before.each(() => reset(PAGE));

navbar("the menu button is labelled and reports its state", () => {
  render(<Navbar {...PROPS} />, host());
  assert.is(menuButton().getAttribute("aria-label"), "Toggle navigation bar");
  assert.is(menuButton().getAttribute("aria-expanded"), "false");
  fire(menuButton(), "click");
  assert.is(menuButton().getAttribute("aria-expanded"), "true");
  assert.is(panel().hidden, false);
  assert.ok($("#navbar").classList.contains("navbar-sidebar--show"));
  assert.is(document.body.style.overflow, "hidden", "body scroll locked");
  assert.is(document.activeElement, $(".navbar-sidebar__close"), "focus moves into the panel");
});

navbar("on a docs page the secondary menu is a copy of the page sidebar, shown first", () => {
  openPanel();
  const copy = $(".navbar-sidebar__item--secondary .navbar-sidebar__menu");
  assert.ok(copy, "sidebar copied");
  assert.is(copy.querySelectorAll("[id]").length + (copy.id ? 1 : 0), 0, "no duplicate ids");
  assert.is($(".navbar-sidebar__items").getAttribute("data-view"), "secondary");
  assert.ok($(".navbar-sidebar__item--primary").hasAttribute("inert"), "hidden menu is inert");
  fire($(".navbar-sidebar__back"), "click");
  assert.is($(".navbar-sidebar__items").getAttribute("data-view"), "primary");
  assert.ok($(".navbar-sidebar__item--secondary").hasAttribute("inert"));
  assert.not.ok($(".navbar-sidebar__item--primary").hasAttribute("inert"));
});

navbar("each opening shows the secondary menu again and copies the sidebar once", () => {
  openPanel();
  fire($(".navbar-sidebar__back"), "click");
  fire($(".navbar-sidebar__close"), "click");
  fire(menuButton(), "click");
  assert.is($(".navbar-sidebar__items").getAttribute("data-view"), "secondary");
  assert.is(document.querySelectorAll(".navbar-sidebar__menu").length, 1);
});

navbar("without a page sidebar only the primary menu is shown", () => {
  $("#doc-sidebar-menu").remove();
  openPanel();
  assert.is($(".navbar-sidebar__items").getAttribute("data-view"), "primary");
});

const CLOSERS: [string, () => void][] = [
  ["the close button", () => fire($(".navbar-sidebar__close"), "click")],
  ["the backdrop", () => fire($(".navbar-sidebar__backdrop"), "click")],
  ["Escape", () => fire(document, "keydown", { key: "Escape" })],
  ["a link click", () => fire($(".navbar-sidebar__item--primary a"), "click")],
  ["the browser's back button", () => act(() => { window.dispatchEvent(new PopStateEvent("popstate", { state: null })); })],
  ["the toggle pressed again", () => fire(menuButton(), "click")],
];
for (const [what, close] of CLOSERS) {
  navbar(`closes on ${what}, unlocks scroll and returns focus to the menu button`, () => {
    openPanel();
    close();
    assert.is(panel().hidden, true);
    assert.is(menuButton().getAttribute("aria-expanded"), "false");
    assert.is(document.body.style.overflow, "");
    assert.not.ok($("#navbar").classList.contains("navbar-sidebar--show"));
    assert.is(document.activeElement, menuButton());
  });
}

navbar("a dropdown holding the current page opens with the panel; others stay collapsed", () => {
  openPanel();
  const [locale, more] = document.querySelectorAll<HTMLDetailsElement>(".navbar-sidebar details.menu-dropdown");
  assert.is(locale.open, false, "the locale dropdown links the page with aria-current=true, not page");
  assert.is(more.open, true);
});

navbar("dropdowns close on an outside click", () => {
  render(<Navbar {...PROPS} />, host());
  const dropdown = $<HTMLDetailsElement>("details.menu-dropdown");
  dropdown.open = true;
  fire(dropdown.querySelector("summary")!, "pointerdown");
  assert.is(dropdown.open, true);
  fire(document.body, "pointerdown");
  assert.is(dropdown.open, false);
});

navbar("a dropdown closes when focus leaves it, not when it moves inside", () => {
  render(<Navbar {...PROPS} />, host());
  const dropdown = $<HTMLDetailsElement>("details.menu-dropdown");
  dropdown.open = true;
  const summary = dropdown.querySelector("summary")!;
  fire(summary, "focusout", { relatedTarget: dropdown.querySelector("a") });
  assert.is(dropdown.open, true);
  fire(summary, "focusout", { relatedTarget: $(".navbar-sidebar__close") });
  assert.is(dropdown.open, false);
});

navbar("choosing a version stores it; an unknown stored version is removed on load", () => {
  localStorage.setItem("docs-preferred-version-default", "1.0.0");
  render(<Navbar {...PROPS} />, host());
  assert.is(localStorage.getItem("docs-preferred-version-default"), null);
  $<HTMLAnchorElement>("[data-docs-version]").addEventListener("click", (event) => event.preventDefault());
  fire($("[data-docs-version]"), "click");
  assert.is(localStorage.getItem("docs-preferred-version-default"), "current");
});

navbar("a known stored version is kept", () => {
  localStorage.setItem("docs-preferred-version-default", "current");
  render(<Navbar {...PROPS} />, host());
  assert.is(localStorage.getItem("docs-preferred-version-default"), "current");
});

navbar("a jump to an existing hash anchor hides the navbar", () => {
  render(<Navbar {...PROPS} />, host());
  act(() => {
    location.hash = "#x";
    window.dispatchEvent(new HashChangeEvent("hashchange"));
  });
  assert.ok($("#navbar").classList.contains("navbar--hidden"));
  act(() => {
    location.hash = "#nowhere";
    window.dispatchEvent(new HashChangeEvent("hashchange"));
  });
  assert.not.ok($("#navbar").classList.contains("navbar--hidden"));
});

navbar.run();
