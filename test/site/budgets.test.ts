// Byte budgets from budgets.json, measured on _site: HTML, JavaScript before interaction, CSS.
import fs from "node:fs";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { builtPages } from "../helpers/built-site.ts";
import { gzipSize, readAsset, scriptsBeforeInteraction, stylesheets } from "../helpers/assets.ts";

const budgets = JSON.parse(fs.readFileSync("budgets.json", "utf8"));
const KB = 1024;

function limit(route: string, key: string): number | null {
  const exception = budgets.exceptions[route];
  if (exception && key in exception) return exception[key];
  return budgets.pages[route]?.[key] ?? budgets.perPage[key] ?? null;
}

test("each page's HTML stays within its budget", () => {
  const over: string[] = [];
  for (const page of builtPages()) {
    const raw = Buffer.byteLength(page.html);
    const gz = gzipSize(page.html);
    const rawLimit = limit(page.route, "htmlKB");
    const gzLimit = limit(page.route, "htmlGzipKB");
    if (rawLimit != null && raw > rawLimit * KB)
      over.push(`${page.route}: HTML ${raw} B > ${rawLimit} KB`);
    if (gzLimit != null && gz > gzLimit * KB)
      over.push(`${page.route}: HTML ${gz} B gzip > ${gzLimit} KB`);
  }
  assert.equal(over, []);
});

test("JavaScript loaded before interaction stays within 25 KB gzip", () => {
  const over: string[] = [];
  for (const page of builtPages()) {
    const scripts = scriptsBeforeInteraction(page);
    assert.ok(scripts.length > 0, `${page.route} loads no script`);
    const total = scripts.reduce((sum, url) => sum + gzipSize(readAsset(url)), 0);
    const max = limit(page.route, "jsBeforeInteractionGzipKB");
    if (max != null && total > max * KB)
      over.push(`${page.route}: ${total} B gzip of JS > ${max} KB (${scripts.join(", ")})`);
  }
  assert.equal(over, []);
});

test("CSS stays within 20 KB gzip per page", () => {
  for (const page of builtPages()) {
    const total = stylesheets(page).reduce((sum, url) => sum + gzipSize(readAsset(url)), 0);
    assert.ok(total > 0, `${page.route} has no stylesheet`);
    assert.ok(
      total <= limit(page.route, "cssGzipKB")! * KB,
      `${page.route}: ${total} B gzip of CSS`,
    );
  }
});

test("no page loads a font, script or style from another origin", () => {
  for (const page of builtPages()) {
    for (const el of page.document.querySelectorAll(
      "script[src], link[rel='stylesheet'], link[rel='preload'], link[rel='modulepreload'], link[rel='preconnect']",
    )) {
      const url = el.getAttribute("src") ?? el.getAttribute("href")!;
      assert.ok(url.startsWith("/"), `${page.route} loads ${url} from another origin`);
    }
    assert.not.match(page.html, /@font-face|fonts\.googleapis/);
  }
});

// 3 044 B before the router swapped the navbar's per-page parts (the version menus) and the
// robots meta; 3 130 B with them.
test("the client router and progress bar add at most 3.125 KB gzip to the shared bundle", async () => {
  const esbuild = await import("esbuild");
  const result = await esbuild.build({
    entryPoints: ["components/router/router.ts"],
    bundle: true,
    minify: true,
    format: "esm",
    write: false,
    target: "es2020",
  });
  const size = gzipSize(Buffer.from(result.outputFiles[0].contents));
  assert.ok(size <= 3.125 * KB, `router: ${size} B gzip`);
});

test("the field filter's own code stays under 5 KB gzip", async () => {
  const esbuild = await import("esbuild");
  const result = await esbuild.build({
    entryPoints: ["components/field-filter/filter.ts"],
    bundle: true,
    minify: true,
    format: "esm",
    write: false,
    target: "es2020",
  });
  const size = gzipSize(Buffer.from(result.outputFiles[0].contents));
  assert.ok(size <= 5 * KB, `field filter: ${size} B gzip`);
});

test("the version menu's own code stays within 1 KB gzip (the shared runtime aside)", async () => {
  const esbuild = await import("esbuild");
  const result = await esbuild.build({
    stdin: {
      contents: 'export * from "./docs-version"; export * from "./dropdowns";',
      resolveDir: "components/navbar",
      loader: "ts",
    },
    bundle: true,
    minify: true,
    format: "esm",
    write: false,
    target: "es2020",
    // Storage, props, announcements and the contract are in the bundle for every page anyway.
    plugins: [
      {
        name: "shared-runtime",
        setup(build) {
          build.onResolve({ filter: /^\.\.\// }, (args) => ({ path: args.path, external: true }));
        },
      },
    ],
  });
  const size = gzipSize(Buffer.from(result.outputFiles[0].contents));
  assert.ok(size <= KB, `version menu and dropdowns: ${size} B gzip`);
});

test.run();
