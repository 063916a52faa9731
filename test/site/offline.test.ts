// The offline worker and the app manifest in the built site: headers that keep the worker fresh
// on static hosts and in the preview server, every page naming both, the policy allowing them,
// and the offline page holding the spot where the worker lists saved pages.
import fs from "node:fs";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { builtPage, builtPages, SITE_DIR } from "../helpers/built-site.ts";
import { createStaticServer } from "../../scripts/static-server.js";
import { headersFor, parseHeaders } from "../../scripts/header-rules.js";
import { MANIFEST_PATH } from "../../eleventy/app-manifest.js";
import {
  OFFLINE_PATH,
  SAVED_PAGES_MARKER,
  SERVICE_WORKER_ATTRIBUTE,
  SERVICE_WORKER_PATH,
} from "../../contract/index.js";

const rules = parseHeaders(fs.readFileSync(path.join(SITE_DIR, "_headers"), "utf8"));

test("_headers keeps the worker and the manifest uncached and types the manifest", () => {
  assert.is(headersFor(rules, SERVICE_WORKER_PATH)["Cache-Control"], "no-cache");
  const manifest = headersFor(rules, MANIFEST_PATH);
  assert.is(manifest["Cache-Control"], "no-cache");
  assert.is(manifest["Content-Type"], "application/manifest+json");
});

test("the preview server sends the worker uncached and the manifest as a manifest", async () => {
  const server = createStaticServer(SITE_DIR);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const worker = await fetch(origin + SERVICE_WORKER_PATH);
    assert.is(worker.status, 200);
    assert.is(worker.headers.get("cache-control"), "no-cache");
    assert.match(worker.headers.get("content-type")!, /^text\/javascript/);
    assert.match(await worker.text(), /^const OFFLINE=\{"build":"[0-9a-f]{12}","enabled":true,/);
    const manifest = await fetch(origin + MANIFEST_PATH);
    assert.match(manifest.headers.get("content-type")!, /^application\/manifest\+json/);
    assert.is((await manifest.json()).start_url, "/");
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test("every page links the manifest, names the worker and allows both in its policy", () => {
  for (const { route, document } of builtPages()) {
    assert.is(
      document.querySelector("link[rel='manifest']")?.getAttribute("href"),
      MANIFEST_PATH,
      route,
    );
    const script = document.querySelector(`script[${SERVICE_WORKER_ATTRIBUTE}]`);
    assert.is(script?.getAttribute(SERVICE_WORKER_ATTRIBUTE), SERVICE_WORKER_PATH, route);
    const policy = document.querySelector("meta[http-equiv='Content-Security-Policy']")!;
    for (const directive of ["worker-src 'self'", "manifest-src 'self'"])
      assert.ok(policy.getAttribute("content")!.includes(directive), `${route}: ${directive}`);
    const schemes = [...document.querySelectorAll("meta[name='theme-color']")].map((meta) =>
      meta.getAttribute("media"),
    );
    assert.equal(schemes, ["(prefers-color-scheme: light)", "(prefers-color-scheme: dark)"], route);
  }
});

test("the offline page marks where saved pages go, inside its indexed content", () => {
  const { html, document } = builtPage(OFFLINE_PATH);
  assert.is(html.split(SAVED_PAGES_MARKER).length, 2);
  const body = document.querySelector("[data-pagefind-body]")!;
  assert.ok(body.innerHTML.includes(SAVED_PAGES_MARKER));
  assert.ok(body.querySelector("h2#removing-the-offline-copy"), "the escape hatch is documented");
});

test.run();
