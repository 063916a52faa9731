// The announcement bar with a configured bar (the shipped config has none): dismissal, a
// changed id, and the inline script that hides a dismissed bar before paint.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { register, reset, unregister } from "../../helpers/dom.ts";
import { fire, render } from "../../helpers/render.ts";
import AnnouncementBar from "../../../components/announcement-bar/AnnouncementBar.tsx";
import { themeScript } from "../../../eleventy/inline-scripts.js";
import plainConfig from "../../../config/site.js";
import { validSiteConfig } from "../../../config/check.js";

const site = validSiteConfig(plainConfig);

const BAR = {
  id: "release-0.3.6",
  content: 'mediainfo.js 0.3.6 is out. <a href="/docs/intro/">Read more</a>',
};
const withBar = { ...site, announcementBar: { ...BAR, isCloseable: true } };
// The bar is a <header> outside any section: the banner landmark.
const bar = () => document.querySelector<HTMLElement>("header");

const announcement = suite("announcement-bar");
announcement.before(() => register());
announcement.after(() => unregister());
announcement.before.each(() => reset());

announcement("shows the content as a banner with a Close button", () => {
  render(<AnnouncementBar {...BAR} />);
  assert.match(bar()!.innerHTML, /Read more/);
  assert.ok(bar()!.querySelector("button[aria-label=Close]"));
  assert.is(localStorage.getItem("announcement.id"), BAR.id);
  assert.is(localStorage.getItem("announcement.dismiss"), "false");
});

announcement("Close hides the bar and stores the dismissal", () => {
  render(<AnnouncementBar {...BAR} />);
  fire(bar()!.querySelector("button")!, "click");
  assert.is(bar(), null);
  assert.is(localStorage.getItem("announcement.dismiss"), "true");
  assert.is(document.documentElement.getAttribute("data-announcement-dismissed"), "true");
});

announcement("a dismissed bar stays hidden; a new id shows it again", () => {
  localStorage.setItem("announcement.id", BAR.id);
  localStorage.setItem("announcement.dismiss", "true");
  render(<AnnouncementBar {...BAR} />);
  assert.is(bar(), null);
  reset();
  localStorage.setItem("announcement.id", "older-news");
  localStorage.setItem("announcement.dismiss", "true");
  render(<AnnouncementBar {...BAR} />);
  assert.ok(bar());
  assert.is(localStorage.getItem("announcement.dismiss"), "false");
});

announcement("without isCloseable there is no Close button", () => {
  render(<AnnouncementBar {...BAR} isCloseable={false} />);
  assert.is(bar()!.querySelector("button"), null);
});

announcement("the inline script marks a dismissed bar before paint, only for the same id", () => {
  localStorage.setItem("announcement.id", BAR.id);
  localStorage.setItem("announcement.dismiss", "true");
  new Function(themeScript(withBar))();
  assert.is(document.documentElement.getAttribute("data-announcement-dismissed"), "true");
  localStorage.setItem("announcement.id", "older-news");
  new Function(themeScript(withBar))();
  assert.is(document.documentElement.getAttribute("data-announcement-dismissed"), "false");
});

announcement("the shipped config has no bar and its script does not touch the attribute", () => {
  new Function(themeScript(site))();
  assert.is(document.documentElement.getAttribute("data-announcement-dismissed"), null);
});

announcement.run();
