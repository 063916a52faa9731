// A _site ready for any static host: hashed asset names, and _headers that give each file
// exactly one caching rule and each page exactly one policy; the preview server applies them.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { builtPages, routeOf, siteFiles, SITE_DIR } from "../helpers/built-site.ts";
import { createStaticServer } from "../../scripts/static-server.js";
import { headersFor, parseHeaders } from "../../scripts/header-rules.js";
import { SANDBOX_PATH } from "../../components/playground/names.js";

const HASHED = /\.[A-Za-z0-9_-]{8,}\.(js|css|svg|png|jpg|webp|wasm|woff2)$/;
const rules = parseHeaders(fs.readFileSync(path.join(SITE_DIR, "_headers"), "utf8"));

test("every asset a page references is a hashed file that exists (favicon and social card excepted)", () => {
  const problems: string[] = [];
  for (const page of builtPages()) {
    // Alternate versions (the Atom feed) are documents with stable addresses, not assets.
    const refs = [
      ...page.document.querySelectorAll("script[src], link[href]:not([rel='alternate']), img[src]"),
    ]
      .map((el) => el.getAttribute("src") ?? el.getAttribute("href")!)
      .filter((url) => url.startsWith("/") && !url.endsWith("/"));
    for (const url of refs) {
      if (["/img/favicon.ico", "/routes.json", "/manifest.webmanifest"].includes(url)) continue;
      if (!HASHED.test(url)) problems.push(`${page.route}: ${url} has no content hash`);
      if (!fs.existsSync(path.join(SITE_DIR, url)))
        problems.push(`${page.route}: ${url} does not exist`);
    }
  }
  assert.equal(problems, []);
});

/** The policy the sandbox document's meta tag states: it reaches no network (default-src 'none'). */
function sandboxMetaPolicy(): string {
  const html = fs.readFileSync(path.join(SITE_DIR, SANDBOX_PATH), "utf8");
  const policy = html.match(/http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1] ?? "";
  assert.match(policy, /^default-src 'none'; /);
  return policy;
}

test("each file gets exactly one Cache-Control and at most one policy; pages get the site policy", () => {
  const problems: string[] = [];
  for (const file of siteFiles()) {
    if (["_headers", "CNAME", ".nojekyll"].includes(file)) continue; // host configuration, never served
    const url = file.endsWith(".html") ? routeOf(file) : "/" + file;
    const headers = headersFor(rules, url);
    const cache = headers["Cache-Control"] ?? "";
    if (!cache || cache.includes(", public") || cache.includes("no-cache,"))
      problems.push(`${url}: Cache-Control "${cache}"`);
    if (file.startsWith("assets/") && !cache.includes("immutable"))
      problems.push(`${url}: hashed asset not immutable`);
    // The playground's sandbox document has a stricter policy of its own: sandboxed (an opaque
    // origin, scripts only), then the one its meta tag states.
    const policy =
      url === SANDBOX_PATH
        ? `sandbox allow-scripts allow-forms; ${sandboxMetaPolicy()}`
        : "default-src 'self'";
    if (
      file.endsWith(".html") &&
      (cache !== "no-cache" || !headers["Content-Security-Policy"]?.startsWith(policy))
    )
      problems.push(`${url}: page headers ${JSON.stringify(headers)}`);
    if ((headers["Content-Security-Policy"] ?? "").split("default-src").length > 2)
      problems.push(`${url}: two policies`);
    if (headers["X-Content-Type-Options"] !== "nosniff") problems.push(`${url}: nosniff missing`);
  }
  assert.equal(problems, []);
});

test("the preview server answers with the _headers of each path and exact MIME types", async () => {
  const server = createStaticServer(SITE_DIR);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = (url: string) =>
    new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(origin + url, resolve).on("error", reject),
    );
  try {
    const pageResponse = await get("/docs/intro/");
    assert.is(pageResponse.statusCode, 200);
    assert.is(pageResponse.headers["cache-control"], "no-cache");
    assert.match(String(pageResponse.headers["content-security-policy"]), "default-src 'self'");
    assert.is(pageResponse.headers["referrer-policy"], "strict-origin-when-cross-origin");
    const css = builtPages()[0]
      .document.querySelector("link[rel='stylesheet']")!
      .getAttribute("href")!;
    const cssResponse = await get(css);
    assert.is(cssResponse.headers["content-type"], "text/css; charset=utf-8");
    assert.is(cssResponse.headers["cache-control"], "public, max-age=31536000, immutable");
    const missing = await get("/nowhere/");
    assert.is(missing.statusCode, 404);
    assert.is(missing.headers["cache-control"], "no-cache");
  } finally {
    server.close();
  }
});

test.run();
