// A static file server that behaves like a careful static host: trailing-slash and .html
// redirects, 404.html with a 404 status, exact MIME types, the headers in _headers, gzipped text
// and HTTP Range requests. It serves _site for `npm start` and the tests, and for the recipes a
// folder that may ignore Range or answer cross-origin requests (the remote-file recipe meets both
// kinds of server); it counts the requests and body bytes it sends.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { NOT_FOUND_PATH, cleanPath } from "../contract/routes.js";
import { sendGzipped } from "./compression.js";
import { headersFor, parseHeaders } from "./header-rules.js";
import { listenOnLoopback } from "./listen.js";
import { MIME_TYPES } from "./mime-types.js";

/** A path's 301 target: its clean route if the build made it (careful hosts redirect only to
 * pages that exist), else null. @param {string} urlPath @param {string} root
 * @returns {string | null} */
export function redirectFor(urlPath, root) {
  const clean = cleanPath(urlPath);
  if (clean === urlPath) return null;
  return fs.existsSync(path.join(root, clean, "index.html")) ? clean : null;
}

/** The headers a cross-origin page needs to read a file in ranges (the remote-files recipe's table). */
export const RANGE_CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers": "Range",
  "Access-Control-Expose-Headers": "Content-Range, Content-Length",
};

/** True when `file` is a file inside `root` that a host would serve. @param {string} root @param {string} file */
const isServable = (root, file) =>
  path.resolve(file).startsWith(path.resolve(root) + path.sep) &&
  fs.existsSync(file) &&
  fs.statSync(file).isFile() &&
  path.basename(file) !== "_headers";

/**
 * Creates (but does not start) a server for `root`; `server.stats` counts requests and body bytes.
 * @param {string} root
 * @param {{ redirects?: boolean, ranges?: boolean, cors?: boolean | Record<string, string>, head?: boolean }} [options]
 *   redirects: false acts like a host without redirect rules (GitHub Pages), which the 404 page's
 *   script has to make up for; ranges: false ignores `Range`; cors: send RANGE_CORS_HEADERS (or
 *   the headers given) and answer preflights; head: false answers HEAD with 405, as some storage
 *   services do.
 */
export function createStaticServer(
  root,
  { redirects = true, ranges = true, cors = false, head = true } = {},
) {
  const headersFile = path.join(root, "_headers");
  const rules = fs.existsSync(headersFile)
    ? parseHeaders(fs.readFileSync(headersFile, "utf8"))
    : [];
  const corsHeaders = cors === true ? RANGE_CORS_HEADERS : cors || {};
  const stats = { requests: 0, bytesSent: 0 };
  const server = http.createServer((request, response) => {
    if (request.method === "OPTIONS") {
      response
        .writeHead(204, { ...corsHeaders, "Access-Control-Allow-Methods": "GET, HEAD" })
        .end();
      return;
    }
    stats.requests += 1;
    if (request.method === "HEAD" && !head) {
      response.writeHead(405, { Allow: "GET", ...corsHeaders }).end();
      return;
    }
    const url = new URL(request.url ?? "/", "http://localhost");
    let urlPath = "/";
    try {
      urlPath = decodeURIComponent(url.pathname);
    } catch {}
    const redirect = redirects ? redirectFor(urlPath, root) : null;
    if (redirect) {
      response.writeHead(301, { Location: encodeURI(redirect) + url.search }).end();
      return;
    }
    let file = path.join(root, urlPath.endsWith("/") ? urlPath + "index.html" : urlPath);
    let status = 200;
    if (!isServable(root, file)) {
      [file, status, urlPath] = [path.join(root, NOT_FOUND_PATH), 404, NOT_FOUND_PATH];
      if (!fs.existsSync(file)) {
        response.writeHead(404, { "Content-Type": "text/plain", ...corsHeaders }).end("not found");
        return;
      }
    }
    const size = fs.statSync(file).size;
    /** @type {Record<string, string | number>} */
    const headers = {
      ...headersFor(rules, urlPath),
      ...corsHeaders,
      "Content-Type": MIME_TYPES[path.extname(file)] ?? "application/octet-stream",
    };
    if (ranges) headers["Accept-Ranges"] = "bytes";
    const range =
      ranges && status === 200 ? /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? "") : null;
    let [start, end] = [0, size - 1];
    if (range) {
      start = Number(range[1]);
      end = range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
      if (start >= size || end < start) {
        response.writeHead(416, { ...headers, "Content-Range": `bytes */${size}` }).end();
        return;
      }
      status = 206;
      headers["Content-Range"] = `bytes ${start}-${end}/${size}`;
    }
    const gzipped = status === 206 ? -1 : sendGzipped(file, status, headers, request, response);
    if (gzipped >= 0) return void (stats.bytesSent += gzipped);
    headers["Content-Length"] = end - start + 1;
    response.writeHead(status, headers);
    if (request.method === "HEAD" || size === 0) return void response.end();
    const body = fs.createReadStream(file, { start, end });
    body.on("data", (chunk) => (stats.bytesSent += chunk.length)).pipe(response);
  });
  return Object.assign(server, { stats });
}

/** Serves `root` on a free loopback port (the recipes' host: no redirect rules).
 * @param {string} root @param {Parameters<typeof createStaticServer>[1]} [options] */
export async function serveFolder(root, options = {}) {
  const server = createStaticServer(root, { redirects: false, ...options });
  const port = await listenOnLoopback(server);
  return {
    origin: `http://127.0.0.1:${port}`,
    bytesSent: () => server.stats.bytesSent,
    requests: () => server.stats.requests,
    /** @returns {Promise<void>} */
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
