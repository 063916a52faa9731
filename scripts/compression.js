// gzip for the text the static server sends, as every static host does: a page's weight and
// Lighthouse's throttled timings are measured on what readers really download. Media, WASM,
// images and Pagefind's pre-compressed files go as they are; a Range request gets the bytes it
// names, never an encoded body.
import fs from "node:fs";
import zlib from "node:zlib";

const TEXT_TYPES = /^(text\/|application\/(json|xml|atom\+xml|manifest\+json)|image\/svg\+xml)/;

/** @type {Map<string, { mtimeMs: number, body: Buffer }>} */
const cache = new Map();

/**
 * The gzipped body to send for `file`, or null when it should go unencoded.
 * @param {string} file
 * @param {string} contentType
 * @param {import("node:http").IncomingMessage} request
 */
function gzippedBody(file, contentType, request) {
  const accepts = /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
  if (!accepts || request.headers.range || !TEXT_TYPES.test(contentType)) return null;
  const { mtimeMs } = fs.statSync(file);
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.body;
  const body = zlib.gzipSync(fs.readFileSync(file), { level: 9 });
  cache.set(file, { mtimeMs, body });
  return body;
}

/**
 * Answers with `file` gzipped when the request and the type allow it; returns the body bytes sent,
 * or -1 when the caller should send the file as it is.
 * @param {string} file @param {number} status @param {Record<string, string | number>} headers
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ServerResponse} response
 */
export function sendGzipped(file, status, headers, request, response) {
  const body = gzippedBody(file, String(headers["Content-Type"]), request);
  if (!body) return -1;
  const encoded = { ...headers, Vary: "Accept-Encoding", "Content-Encoding": "gzip" };
  response.writeHead(status, { ...encoded, "Content-Length": body.length });
  const isHead = request.method === "HEAD";
  response.end(isHead ? undefined : body);
  return isHead ? 0 : body.length;
}
