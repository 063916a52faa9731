// A small loopback file server for the recipes and their benchmark: serves a folder as a static
// host would, and can honour or ignore HTTP Range requests and answer cross-origin requests, so the
// remote-file recipe meets both kinds of server. It counts the requests and body bytes it sends.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { MIME_TYPES } from "./static-server.js";
import { listenOnLoopback } from "./listen.js";

/** @type {Record<string, string>} */
const TYPES = { ...MIME_TYPES, ".wasm": "application/wasm", ".mp4": "video/mp4", ".map": "application/json" };

/** The headers a cross-origin page needs to read a file in ranges (the remote-files recipe's table). */
export const RANGE_CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers": "Range",
  "Access-Control-Expose-Headers": "Content-Range, Content-Length",
};

/**
 * @param {string} root
 * @param {{ ranges?: boolean, cors?: boolean | Record<string, string>, head?: boolean }} [options]
 *   ranges: answer `Range: bytes=a-b` with 206 (default) or ignore it; cors: send
 *   RANGE_CORS_HEADERS (or the headers given) and answer preflights with them; head: false answers
 *   HEAD with 405, as some storage services do.
 */
export async function serveFolder(root, { ranges = true, cors = false, head = true } = {}) {
  let bytesSent = 0;
  let requests = 0;
  const corsHeaders = cors === true ? RANGE_CORS_HEADERS : cors || {};
  const server = http.createServer((request, response) => {
    if (request.method === "OPTIONS") {
      response.writeHead(204, { ...corsHeaders, "Access-Control-Allow-Methods": "GET, HEAD" }).end();
      return;
    }
    requests += 1;
    if (request.method === "HEAD" && !head) {
      response.writeHead(405, { Allow: "GET", ...corsHeaders }).end();
      return;
    }
    const urlPath = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
    const file = path.join(root, urlPath.endsWith("/") ? `${urlPath}index.html` : urlPath);
    if (!path.resolve(file).startsWith(path.resolve(root)) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404, { "Content-Type": "text/plain", ...corsHeaders }).end("not found");
      return;
    }
    const size = fs.statSync(file).size;
    /** @type {Record<string, string | number>} */
    const headers = { "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream", ...corsHeaders };
    if (ranges) headers["Accept-Ranges"] = "bytes";
    const range = ranges ? /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? "") : null;
    let [start, end, status] = [0, size - 1, 200];
    if (range) {
      start = Number(range[1]);
      end = range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
      if (start >= size) {
        response.writeHead(416, { ...headers, "Content-Range": `bytes */${size}` }).end();
        return;
      }
      status = 206;
      headers["Content-Range"] = `bytes ${start}-${end}/${size}`;
    }
    headers["Content-Length"] = end - start + 1;
    response.writeHead(status, headers);
    if (request.method === "HEAD" || size === 0) {
      response.end();
      return;
    }
    const stream = fs.createReadStream(file, { start, end });
    stream.on("data", (chunk) => (bytesSent += chunk.length));
    stream.pipe(response);
  });
  const port = await listenOnLoopback(server);
  return {
    origin: `http://127.0.0.1:${port}`,
    bytesSent: () => bytesSent,
    requests: () => requests,
    /** @returns {Promise<void>} */
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
