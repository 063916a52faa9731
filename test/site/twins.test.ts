// Docs for machines: a Markdown twin beside every page of the sitemap, named by the
// page's head; /llms.txt and /llms-full.txt; the right content types; none of it in the sitemap
// or the search index.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import type { AddressInfo } from "node:net";
import { test } from "uvu";
import * as assert from "uvu/assert";
import plainConfig from "../../config/site.js";
import { validSiteConfig } from "../../config/check.js";
import { createStaticServer } from "../../scripts/static-server.js";
import { librarySourceUrl } from "../../eleventy/facts/library-source.js";
import { builtPage, sitemapRoutes, SITE_DIR } from "../helpers/built-site.ts";
import { FIELD_INDEX_URL } from "../../contract/routes.js";

const site = validSiteConfig(plainConfig);

const routes = sitemapRoutes();
const read = (url: string) => fs.readFileSync(path.join(SITE_DIR, decodeURIComponent(url)), "utf8");
const twinOf = (route: string) => read(`${route}index.html.md`);
const squash = (text: string) => text.replace(/\s+/g, " ").trim();
const CHROME = [
  "Skip to main content",
  "Edit this page",
  "On this page",
  "Stack Overflow",
  "©",
  "Direct link to",
  "Toggle navigation bar",
];

test("every sitemap route names its twin in the head, and the twin exists", () => {
  assert.ok(routes.length > 20);
  for (const route of routes) {
    const link = builtPage(route).document.querySelector(
      "link[rel='alternate'][type='text/markdown']",
    );
    assert.is(link?.getAttribute("href"), `${route}index.html.md`, route);
    assert.ok(fs.existsSync(path.join(SITE_DIR, route, "index.html.md")), `${route}: twin missing`);
  }
  assert.is(
    builtPage("/404.html").document.querySelector("link[type='text/markdown']"),
    null,
    "the 404 page has no twin",
  );
});

test("a twin starts with the page's h1, holds its code blocks and none of the chrome", () => {
  for (const route of routes) {
    const { document } = builtPage(route);
    const twin = twinOf(route);
    const h1 = squash(
      document.querySelector("[data-pagefind-body] h1")!.textContent!.replace(/\u200B/g, ""),
    );
    assert.ok(
      twin.startsWith(`# ${h1}\n`),
      `${route}: starts with "# ${h1}", got "${twin.slice(0, 60)}"`,
    );
    for (const code of document.querySelectorAll("[data-pagefind-body] .code-block code")) {
      const lines = code.textContent!.replace(/\n$/, "").split("\n");
      for (const line of lines)
        assert.ok(twin.includes(line), `${route}: code line missing: ${line}`);
    }
    for (const chrome of CHROME)
      assert.not.ok(twin.includes(chrome), `${route}: twin contains "${chrome}"`);
    assert.not.match(twin, /\]\(\//, `${route}: every link is absolute`);
    assert.not.match(twin, /\[\]\(/, `${route}: no empty links (heading anchors)`);
  }
});

test("components come out as Markdown: fences with their language, tables, tabs in turn, admonitions as quotes", () => {
  const usage = twinOf("/docs/getting-started/usage/");
  assert.match(usage, /```js\nimport \{ mediaInfoFactory \} from "mediainfo.js";/);
  for (const label of ["Async", "Promise", "Callback"])
    assert.match(usage, `**${label}**\n\n\`\`\`js`, `tab ${label}`);
  assert.ok(
    usage.indexOf("**Async**") < usage.indexOf("**Promise**") &&
      usage.indexOf("**Promise**") < usage.indexOf("**Callback**"),
  );
  assert.match(
    usage,
    /\n\| Option \| Type \| Default \| What it does \|\n\| --- \| --- \| --- \| --- \|\n\| \[`format`\]\(https:\/\/mediainfo\.js\.org\/api\/interface\/MediaInfoFactoryOptions\/#format\) \|/,
  );
  assert.match(twinOf("/demo/"), /\n> \*\*Note:\*\* Your files stay on your device/);
  assert.match(
    twinOf("/demo/"),
    `[Usage](${site.url}/docs/getting-started/usage/)`,
    "the demo's twin links the usage docs",
  );
  assert.ok(
    twinOf("/docs/category/examples/").includes(
      `\n- [Vite/React](${librarySourceUrl("examples/vite-react/")}): `,
    ),
    "the examples twin links the example at the documented release's tag",
  );
  const videoTrack = twinOf("/api/interface/VideoTrack/");
  assert.match(
    videoTrack,
    "- `FrameRate_Mode` string\n\n  Frame rate mode, as acronym (e.g. CFR, VFR)\n\n",
    "each field's name, type and description; no needless escapes inside names",
  );
});

test("llms.txt follows the proposal and every link in it resolves", () => {
  const text = read("/llms.txt");
  assert.ok(text.startsWith(`# ${site.title}\n\n> `), "an H1, then a blockquote summary");
  const sections = [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
  assert.equal(sections, ["Versions", "Docs", "API reference", "Changelog", "Optional"]);
  const links = [...text.matchAll(/\]\((https?:[^)]+)\)(?:: (.+))?/g)];
  assert.ok(links.length >= routes.length - 1, "every page but the home page is listed");
  for (const [, href, description] of links) {
    const url = new URL(href);
    assert.is(url.origin, site.url);
    assert.ok(fs.existsSync(path.join(SITE_DIR, url.pathname)), `${href} resolves`);
    assert.ok(description, `${href} has a description`);
  }
  const optional = text.slice(text.indexOf("## Optional"));
  for (const track of ["VideoTrack", "AudioTrack", "GeneralTrack"])
    assert.match(optional, `/api/interface/${track}/index.html.md`);
  assert.match(text, `${site.url}/llms-full.txt`);
});

test("each older release has its own llms.txt and llms-full.txt, named by the root llms.txt", () => {
  const root = read("/llms.txt");
  const versions = root.slice(root.indexOf("## Versions"), root.indexOf("## Docs"));
  const older = [...versions.matchAll(/\]\((https?:[^)]+)\/llms\.txt\)/g)].map(
    (match) => new URL(match[1]).pathname,
  );
  assert.ok(older.length >= 1, "the root llms.txt names an older release");
  for (const prefix of older) {
    const own = read(`${prefix}/llms.txt`);
    assert.match(own, `mediainfo.js ${prefix.slice(1)}`);
    assert.match(own, `${site.url}/llms.txt`, "names the latest's index");
    const links = [...own.matchAll(/\]\((https?:[^)]+index\.html\.md)\)/g)].map(
      (match) => new URL(match[1]).pathname,
    );
    assert.ok(links.length >= 10, `${prefix}: ${links.length} pages`);
    for (const link of links) {
      assert.ok(link.startsWith(`${prefix}/`), `${link} is a page of ${prefix}`);
      assert.ok(fs.existsSync(path.join(SITE_DIR, link)), `${link} resolves`);
    }
    const full = read(`${prefix}/llms-full.txt`);
    assert.match(full, `<!-- ${site.url}${prefix}/docs/intro/ -->`);
    assert.not.match(full, `<!-- ${site.url}/docs/intro/ -->`);
  }
});

test("llms-full.txt holds every page in reading order, the API in compact form", () => {
  const full = read("/llms-full.txt");
  // The field index is derived from the track pages it links: listed in llms.txt, not repeated here.
  assert.not.match(full, `<!-- ${site.url}${FIELD_INDEX_URL} -->`);
  assert.match(read("/llms.txt"), `${site.url}${FIELD_INDEX_URL}index.html.md`);
  for (const route of routes.filter((r) => r !== FIELD_INDEX_URL)) {
    const h1 = squash(
      builtPage(route)
        .document.querySelector("[data-pagefind-body] h1")!
        .textContent!.replace(/\u200B/g, ""),
    );
    assert.match(full, `<!-- ${site.url}${route} -->\n\n# ${h1}\n`, route);
  }
  assert.ok(
    full.indexOf("# Introduction") < full.indexOf("# Usage") &&
      full.indexOf("# Usage") < full.indexOf("# VideoTrack"),
    "docs before the API",
  );
  // Every API member (each heading with an id in an API page's content) is in the file.
  for (const route of routes.filter(
    (r) => r.startsWith("/api/") && r !== "/api/changelog/" && r !== FIELD_INDEX_URL,
  )) {
    for (const heading of builtPage(route).document.querySelectorAll(
      "[data-pagefind-body] section > h3[id], [data-pagefind-body] .field-list [id]",
    )) {
      assert.ok(full.includes(heading.id), `${route}: ${heading.id}`);
    }
  }
  assert.match(
    full,
    "\n- `FrameRate_Mode: string` — Frame rate mode, as acronym (e.g. CFR, VFR) e.g. `CFR`",
    "fields are one line each",
  );
  assert.not.match(full, /Defined in:/, "no source locations in the compact API");
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  const twins = routes.reduce((sum, route) => sum + Buffer.byteLength(twinOf(route)), 0);
  console.log(
    `  llms-full.txt: ${kb(Buffer.byteLength(full))} (${kb(zlib.gzipSync(full).length)} gzip); all twins: ${kb(twins)}`,
  );
  assert.ok(Buffer.byteLength(full) < twins, "the compact form is smaller than the twins together");
});

test("served as text/markdown and text/plain, outside the sitemap and the search index, linked from the footer", async () => {
  const server = createStaticServer(SITE_DIR);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const type = (url: string) =>
    new Promise<string>((resolve, reject) =>
      http
        .get(origin + url, (response) => {
          response.resume();
          resolve(String(response.headers["content-type"]));
        })
        .on("error", reject),
    );
  try {
    assert.is(await type("/docs/intro/index.html.md"), "text/markdown; charset=utf-8");
    assert.is(await type("/llms.txt"), "text/plain; charset=utf-8");
    assert.is(await type("/llms-full.txt"), "text/plain; charset=utf-8");
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  const headers = read("/_headers");
  assert.match(headers, "/docs/intro/index.html.md\n  Content-Type: text/markdown; charset=utf-8");
  assert.match(headers, "/llms-full.txt\n  Content-Type: text/plain; charset=utf-8");
  assert.not.ok(routes.some((route) => /\.(md|txt)$/.test(route)));
  const fragments = path.join(SITE_DIR, "pagefind/fragment");
  const urls = fs.readdirSync(fragments).map(
    (file) =>
      JSON.parse(
        zlib
          .gunzipSync(fs.readFileSync(path.join(fragments, file)))
          .toString()
          .replace(/^pagefind_dcd/, ""),
      ).url as string,
  );
  assert.not.ok(
    urls.some((url) => /\.(md|txt)$/.test(url)),
    "the search index holds pages only",
  );
  assert.match(read("/robots.txt"), /Disallow:\s*\n/, "robots.txt disallows nothing");
  const footer = builtPage("/").document.querySelector("footer")!;
  for (const file of ["/llms.txt", "/llms-full.txt"])
    assert.ok(footer.querySelector(`a[href='${file}']`), `footer links ${file}`);
});

/** Character references left in Markdown outside code (`&#39;`, `&amp;`): the text was escaped twice or not decoded. */
function entitiesOutsideCode(markdown: string): string[] {
  const prose = markdown
    .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, "")
    .replace(/`[^`\n]*`/g, "");
  return prose.match(/&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/gi) ?? [];
}

test("llms.txt, llms-full.txt and every twin carry plain text: no character references outside code", () => {
  const documents = [
    ["/llms.txt", read("/llms.txt")],
    ["/llms-full.txt", read("/llms-full.txt")],
    ...routes.map((route) => [route, twinOf(route)]),
  ];
  assert.ok(documents.length > 20);
  for (const [name, text] of documents) assert.equal(entitiesOutsideCode(text), [], name);
  assert.equal(
    entitiesOutsideCode("it&#39;s &amp; `a &amp; b`\n```html\n&lt;p&gt;\n```\n"),
    ["&#39;", "&amp;"],
    "the check finds them",
  );
});

test("page titles and descriptions are escaped once: no escaped character reference in the head", () => {
  for (const route of routes) {
    const head = builtPage(route).html.split("</head>")[0];
    assert.not.match(head, /&amp;(#\d+|#x[0-9a-f]+|[a-z]+);/i, route);
  }
});

test.run();
