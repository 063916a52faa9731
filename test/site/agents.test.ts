// The files for coding agents in the built site: each documented release's index (at most 8 KB,
// with its own pinned install line, MediaInfoLib, Node.js and WebAssembly facts, and links that
// resolve), its skill (front matter, release stamp, the checksum the page prints), and the page
// "Use with coding agents" in the sidebar, llms.txt and search.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import plainConfig from "../../config/site.js";
import { validSiteConfig } from "../../config/check.js";
import { documentedReleases } from "../../eleventy/releases.js";
import { agentFilesOf } from "../../components/agents/build/files.js";
import { AGENTS_INDEX_LIMIT } from "../../components/agents/build/agents-index.js";
import { builtPage, SITE_DIR } from "../helpers/built-site.ts";
import { pagefindRuntimeUrl } from "../../components/search/build/pagefind-node.js";
import { search } from "../../components/search/pagefind.ts";

const site = validSiteConfig(plainConfig);
const RELEASES = documentedReleases(site as any);
const PAGE = "/docs/guides/coding-agents/";
const read = (url: string) => fs.readFileSync(path.join(SITE_DIR, url), "utf8");

test("every documented release has an index of at most 8 KB stating its own facts", () => {
  assert.ok(RELEASES.length >= 2);
  for (const release of RELEASES) {
    const index = read(agentFilesOf(release).index);
    const bytes = Buffer.byteLength(index);
    assert.ok(
      bytes <= AGENTS_INDEX_LIMIT && AGENTS_INDEX_LIMIT === 8192,
      `${release.version}: ${bytes} B`,
    );
    assert.ok(
      index.includes(`npm install --save-exact mediainfo.js@${release.version}`),
      release.version,
    );
    assert.ok(index.includes(`MediaInfoLib ${release.mediaInfoLib}`), release.version);
    assert.ok(index.includes(`mediainfo.js@${release.version}/dist/umd/index.min.js`));
    const wasm = fs.statSync(path.join(release.packageDir, "dist", "MediaInfoModule.wasm")).size;
    assert.ok(index.includes(`(${(wasm / 1e6).toFixed(1)} MB)`), `${release.version}: WASM size`);
    for (const topic of [
      "locateFile",
      "cannot start a new analysis while another is in progress",
      "seconds",
      "Pin the release",
    ])
      assert.ok(index.includes(topic), `${release.version}: ${topic}`);
    // Its Node.js floor is the one its own Installation page states.
    const node = index.match(/in Node\.js (\d+) or newer/)?.[1];
    assert.ok(node, release.version);
    const installation = read(`${release.prefix}/docs/getting-started/installation/index.html.md`);
    assert.ok(
      installation.includes(`Node.js ${node} or newer`),
      `${release.version}: Node.js ${node}`,
    );
    // Another release's version appears only where the index links to that release.
    for (const other of RELEASES.filter((entry) => entry !== release))
      for (const line of index.split("\n").filter((text) => text.includes(other.version)))
        assert.match(
          line,
          /^Other release: /,
          `${release.version} names ${other.version}: ${line}`,
        );
  }
});

test("every link of every index and skill leads to a file of the build", () => {
  let links = 0;
  for (const release of RELEASES) {
    const files = agentFilesOf(release);
    for (const text of [read(files.index), read(files.skill)]) {
      for (const [url] of text.matchAll(/https:\/\/mediainfo\.js\.org\/[^\s)`<]*/g)) {
        const pathname = new URL(url).pathname;
        const file = pathname.endsWith("/") ? `${pathname}index.html` : pathname;
        assert.ok(fs.existsSync(path.join(SITE_DIR, file)), `${release.version}: ${url}`);
        links += 1;
      }
    }
  }
  assert.ok(links >= 30, `${links} links`);
});

test("each skill has its name, description and release, and the page prints its SHA-256", () => {
  const page = builtPage(PAGE).document;
  const printed = page.querySelector("main")?.textContent ?? "";
  for (const release of RELEASES) {
    const files = agentFilesOf(release);
    const skill = read(files.skill);
    const front = skill.match(/^---\n([\s\S]*?)\n---\n/)?.[1] ?? "";
    assert.match(front, /^name: mediainfo-js$/m);
    assert.match(
      front,
      new RegExp(`^description: .*mediainfo\\.js ${release.version.replace(/\./g, "\\.")}`, "m"),
    );
    assert.match(front, new RegExp(`release: "${release.version}"`));
    const sum = crypto
      .createHash("sha256")
      .update(fs.readFileSync(path.join(SITE_DIR, files.skill)))
      .digest("hex");
    assert.ok(printed.includes(sum), `${release.version}: checksum ${sum} on the page`);
    const link = page.querySelector(`a[href="${files.skill}"]`);
    assert.ok(link?.hasAttribute("download"), `${release.version}: download link`);
  }
});

test("the page prints the latest index whole and is in the sidebar, llms.txt and search", async () => {
  const page = builtPage(PAGE).document;
  const latest = RELEASES.find((release) => release.isLatest)!;
  const code = [...page.querySelectorAll("main pre")].map((pre) => pre.textContent ?? "");
  assert.ok(
    code.some((text) => text.trim() === read(agentFilesOf(latest).index).trim()),
    "the index, verbatim",
  );
  assert.ok(page.querySelector(`nav a[href="${PAGE}"]`), "a sidebar link");
  assert.ok(read("/llms.txt").includes(`${site.url}${PAGE}index.html.md`));
  const url = pagefindRuntimeUrl(SITE_DIR);
  const runtime = await import(url);
  await runtime.options({ baseUrl: "/" }); // as a host serving the site from `/`
  await runtime.init();
  const { results } = (await search(url, "coding agents"))!;
  assert.ok(
    results.slice(0, 3).some((result) => result.url.replace(/\?.*/, "") === PAGE),
    results.map((result) => result.url).join(" · "),
  );
});

test.run();
