// A static file server for _site that behaves like a careful static host: trailing-slash and
// .html redirects, 404.html with a 404 status, exact MIME types and the headers in _site/_headers.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { NOT_FOUND_PATH, cleanPath } from "../contract/routes.js";

export const MIME_TYPES = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".atom": "application/atom+xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".webp": "image/webp",
  ".wasm": "application/wasm",
  ".woff2": "font/woff2",
  ".pdf": "application/pdf",
  ".pf_meta": "application/octet-stream",
  ".pf_index": "application/octet-stream",
  ".pf_fragment": "application/octet-stream",
  ".pagefind": "application/octet-stream",
};

/** @typedef {{ pattern: string, headers: Record<string, string> }} HeaderRule */

/**
 * Parses a Netlify/Cloudflare `_headers` file into rules of { pattern, headers }.
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeaders(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  /** @type {HeaderRule | null} */
  let current = null;
  for (const raw of text.split("\n")) {
    if (raw.trim() === "" || raw.trim().startsWith("#")) continue;
    if (!/^\s/.test(raw)) {
      current = { pattern: raw.trim(), headers: {} };
      rules.push(current);
    } else if (current) {
      const index = raw.indexOf(":");
      if (index === -1) throw new Error(`_headers: bad header line "${raw.trim()}"`);
      current.headers[raw.slice(0, index).trim()] = raw.slice(index + 1).trim();
    } else {
      throw new Error(`_headers: header line before any path: "${raw.trim()}"`);
    }
  }
  return rules;
}

/**
 * The headers for `urlPath`, as Netlify and Cloudflare Pages compute them: every matching rule
 * applies and a header set by several rules has its values joined with ", ".
 * @param {HeaderRule[]} rules @param {string} urlPath
 * @returns {Record<string, string>}
 */
export function headersFor(rules, urlPath) {
  /** @type {Record<string, string>} */
  const result = {};
  for (const rule of rules) {
    const pattern = new RegExp("^" + rule.pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*") + "$");
    if (!pattern.test(urlPath)) continue;
    for (const [name, value] of Object.entries(rule.headers)) {
      result[name] = name in result ? `${result[name]}, ${value}` : value;
    }
  }
  return result;
}

/**
 * Where a request path should be redirected (301), or null: its clean route, when the build made
 * that route (a careful host redirects only to pages that exist).
 * @param {string} urlPath @param {string} root
 * @returns {string | null}
 */
export function redirectFor(urlPath, root) {
  const clean = cleanPath(urlPath);
  if (clean === urlPath) return null;
  return fs.existsSync(path.join(root, clean, "index.html")) ? clean : null;
}

/**
 * Creates (but does not start) a server for `root`. With `redirects: false` it acts like a host
 * without redirect rules (GitHub Pages), which the 404 page's script has to make up for.
 */
export function createStaticServer(root, { redirects = true } = {}) {
  const headersFile = path.join(root, "_headers");
  const rules = fs.existsSync(headersFile) ? parseHeaders(fs.readFileSync(headersFile, "utf8")) : [];
  return http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    let urlPath;
    try {
      urlPath = decodeURIComponent(url.pathname);
    } catch {
      urlPath = "/";
    }
    const redirect = redirects ? redirectFor(urlPath, root) : null;
    if (redirect) {
      response.writeHead(301, { Location: encodeURI(redirect) + url.search });
      response.end();
      return;
    }
    let file = path.join(root, urlPath.endsWith("/") ? urlPath + "index.html" : urlPath);
    let status = 200;
    const inside = path.resolve(file).startsWith(path.resolve(root) + path.sep);
    if (!inside || !fs.existsSync(file) || !fs.statSync(file).isFile() || path.basename(file) === "_headers") {
      file = path.join(root, NOT_FOUND_PATH);
      status = 404;
      urlPath = NOT_FOUND_PATH;
    }
    const headers = {
      ...headersFor(rules, urlPath),
      "Content-Type": MIME_TYPES[path.extname(file)] ?? "application/octet-stream",
    };
    response.writeHead(status, headers);
    if (request.method === "HEAD") response.end();
    else fs.createReadStream(file).pipe(response);
  });
}
