// The no-JavaScript fallbacks of the shell's islands are their first render: each part's partial,
// rendered by Nunjucks with the real `island` shortcode and site config, holds what the component
// renders from the same props before it mounts, less what needs JavaScript (listed per island).
import { test } from "uvu";
import * as assert from "uvu/assert";
// @ts-expect-error: nunjucks ships no types
import Nunjucks from "nunjucks";
import { render } from "preact";
import type { ComponentType } from "react";
import { register, reset, unregister } from "../../helpers/dom.ts";
import islandPlugin from "../../../eleventy/island.js";
import plainConfig from "../../../config/site.js";
import { validSiteConfig } from "../../../config/check.js";
import { ISLANDS } from "../../../components/islands.ts";

const site = validSiteConfig(plainConfig);

type Shortcode = (fallback: string, ...args: unknown[]) => string;
let shortcode: Shortcode = () => "";
islandPlugin({ addPairedShortcode: (_name: string, fn: Shortcode) => (shortcode = fn) } as never);

/** `{% island name, props, options %}…{% endisland %}`, as Eleventy registers a paired shortcode. */
class IslandTag {
  tags = ["island"];
  parse(parser: any, nodes: any) {
    const token = parser.nextToken();
    const args = parser.parseSignature(null, true);
    parser.advanceAfterBlockEnd(token.value);
    const body = parser.parseUntilBlocks("endisland");
    parser.advanceAfterBlockEnd();
    return new nodes.CallExtension(this, "run", args, [body]);
  }
  run(_context: unknown, ...args: any[]) {
    const body = args.pop();
    return new Nunjucks.runtime.SafeString(shortcode.call({ page: {} }, body(), ...args));
  }
}
const env = new Nunjucks.Environment(
  new Nunjucks.FileSystemLoader(["site/_includes", "components", "."]),
);
env.addExtension("island", new IslandTag());

const ANNOUNCEMENT = { id: "v1", content: "New: <a href='/x/'>docs</a>", isCloseable: true };
const CASES: { part: string; template: string; needsJs: (island: Element) => void }[] = [
  {
    part: "theme-toggle",
    template: `{% from "theme-toggle/theme-toggle.njk" import themeToggle with context %}{{ themeToggle() }}`,
    needsJs: () => {},
  },
  {
    part: "star-count",
    template: `{% from "star-count/star-count.njk" import starCount with context %}{{ starCount("navbar__github") }}`,
    needsJs: (island) => island.querySelector(".star-count__count")!.removeAttribute("aria-hidden"),
  },
  ...[true, false].map((withShortcut) => ({
    part: "search",
    template: `{% from "search/search.njk" import search with context %}{{ search("search", ${withShortcut}) }}`,
    // Disabled until mounted, so the navbar does not shift; the dialog it opens needs JavaScript.
    needsJs: (island: Element) => {
      const button = island.querySelector("button")!;
      button.removeAttribute("aria-haspopup");
      button.setAttribute("disabled", "");
    },
  })),
  {
    part: "announcement-bar",
    template: `{% include "announcement-bar/announcement-bar.njk" %}`,
    needsJs: (island) => island.querySelector(".announcement-bar__close")!.remove(),
  },
];

/** Elements as tag, sorted attributes and children; whitespace-only text left out. */
function canonical(node: Node): string {
  if (node.nodeType === 3) return (node.textContent ?? "").trim();
  if (node.nodeType !== 1) return "";
  const element = node as Element;
  const attributes = element
    .getAttributeNames()
    .sort()
    .map((name) => ` ${name}="${element.getAttribute(name)}"`);
  const children = [...element.childNodes].map(canonical).join("");
  return `<${element.localName}${attributes.join("")}>${children}</${element.localName}>`;
}

const inner = (element: Element) => [...element.childNodes].map(canonical).join("");

test.before(() => register());
test.after(() => unregister());

for (const { part, template, needsJs } of CASES) {
  test(`the ${part} fallback is the island's first render (${template.slice(-24)})`, () => {
    reset();
    const page = env.renderString(template, {
      site: { ...site, announcementBar: ANNOUNCEMENT },
    });
    document.body.innerHTML = page;
    const host = document.querySelector(`[data-island="${part}"]`)!;
    assert.ok(host, `${part}: the partial renders its host`);
    const props = JSON.parse(host.getAttribute("data-props") ?? "{}");
    const island = document.createElement("div");
    const Island = ISLANDS[part] as ComponentType<any>;
    render(<Island {...props} />, island);
    needsJs(island);
    assert.fixture(inner(host), inner(island));
    render(null, island);
  });
}

test.run();
