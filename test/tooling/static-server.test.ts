// The preview server's pure parts: _headers parsing and matching, redirect rules.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { headersFor, parseHeaders } from "../../scripts/header-rules.js";
import { redirectFor, serveFolder } from "../../scripts/static-server.js";
import { scratchDir } from "../helpers/scratch.ts";

test("parses _headers rules and merges every matching rule as static hosts do", () => {
  const rules = parseHeaders(
    "/*\n  A: 1\n  Cache-Control: no-cache\n\n# comment\n/assets/*\n  Cache-Control: immutable\n",
  );
  assert.equal(headersFor(rules, "/docs/intro/"), { A: "1", "Cache-Control": "no-cache" });
  assert.equal(headersFor(rules, "/assets/site.css"), {
    A: "1",
    "Cache-Control": "no-cache, immutable",
  });
});

test("a header line without a colon or before any path is an error", () => {
  assert.throws(() => parseHeaders("/*\n  nonsense\n"), /bad header line "nonsense"/);
  assert.throws(() => parseHeaders("  A: 1\n"), /header line before any path/);
});

test("redirects .html, /index.html and a missing trailing slash to existing routes only", () => {
  const root = scratchDir("site-");
  fs.mkdirSync(path.join(root, "docs/intro"), { recursive: true });
  fs.writeFileSync(path.join(root, "docs/intro/index.html"), "");
  fs.writeFileSync(path.join(root, "index.html"), "");
  assert.is(redirectFor("/docs/intro", root), "/docs/intro/");
  assert.is(redirectFor("/docs/intro.html", root), "/docs/intro/");
  assert.is(redirectFor("/docs/intro/index.html", root), "/docs/intro/");
  assert.is(redirectFor("/index.html", root), "/");
  assert.is(redirectFor("/docs/intro/", root), null);
  assert.is(redirectFor("/docs/missing", root), null);
  assert.is(redirectFor("/404.html", root), null);
});

test("answers Range requests as hosts do, or ignores them; counts requests and body bytes", async () => {
  const root = scratchDir("site-");
  fs.writeFileSync(path.join(root, "media.bin"), "0123456789");
  const range = (origin: string, value: string, method = "GET") =>
    fetch(`${origin}/media.bin`, { method, headers: { Range: value } });
  const host = await serveFolder(root);
  try {
    const part = await range(host.origin, "bytes=2-5");
    assert.equal(
      [part.status, part.headers.get("content-range"), await part.text()],
      [206, "bytes 2-5/10", "2345"],
    );
    assert.is((await range(host.origin, "bytes=20-")).status, 416);
    assert.equal([host.requests(), host.bytesSent()], [2, 4]);
    assert.is(
      (await range(host.origin, "bytes=5-2")).status,
      416,
      "a range that ends before it starts",
    );
    assert.is((await fetch(`${host.origin}/missing.bin`)).status, 404);
  } finally {
    await host.close();
  }
  const plain = await serveFolder(root, { ranges: false, head: false });
  try {
    const whole = await range(plain.origin, "bytes=2-5");
    assert.equal(
      [whole.status, whole.headers.get("accept-ranges"), await whole.text()],
      [200, null, "0123456789"],
    );
    assert.is((await range(plain.origin, "bytes=2-5", "HEAD")).status, 405);
  } finally {
    await plain.close();
  }
});

test("gzips text for clients that accept it, never media or a Range answer", async () => {
  const root = scratchDir("site-");
  const page = "<!doctype html><title>t</title>" + "<p>words</p>".repeat(500);
  fs.writeFileSync(path.join(root, "index.html"), page);
  fs.writeFileSync(path.join(root, "clip.mp4"), Buffer.alloc(4096, 7));
  const server = await serveFolder(root);
  const get = (file: string, headers: Record<string, string>) =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) =>
      http
        .get(server.origin + file, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk) => chunks.push(chunk));
          response.on("end", () =>
            resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on("error", reject),
    );
  try {
    const gzipped = await get("/index.html", { "Accept-Encoding": "gzip, br" });
    assert.is(gzipped.headers["content-encoding"], "gzip");
    assert.is(gzipped.headers.vary, "Accept-Encoding");
    assert.is(zlib.gunzipSync(gzipped.body).toString(), page);
    assert.ok(gzipped.body.length < page.length / 10, `${gzipped.body.length} bytes`);
    const plain = await get("/index.html", {});
    assert.is(plain.headers["content-encoding"], undefined);
    assert.is(plain.body.toString(), page);
    const ranged = await get("/index.html", { "Accept-Encoding": "gzip", Range: "bytes=0-14" });
    assert.is(ranged.headers["content-encoding"], undefined);
    assert.is(ranged.body.toString(), page.slice(0, 15));
    const media = await get("/clip.mp4", { "Accept-Encoding": "gzip" });
    assert.is(media.headers["content-encoding"], undefined);
    assert.is(media.body.length, 4096);
  } finally {
    await server.close();
  }
});

test.run();
