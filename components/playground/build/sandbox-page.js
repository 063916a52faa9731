// The sandbox document: an opaque-origin page with its own policy, stricter than the site's in
// what it can reach: no network at all (the library, its WASM and the file arrive by postMessage
// and run from blobs; the site's samples are requested by the page that made it), eval only for
// the library's embind glue, and its one script allowed by hash. Its response header adds
// `sandbox allow-scripts allow-forms` (no allow-same-origin), which makes the origin opaque: as a
// header, not an iframe attribute, so that the navigation still reaches the offline worker, which
// Chromium skips for a frame sandboxed by its attribute.
import crypto from "node:crypto";
import * as esbuild from "esbuild";
import { sandboxBoot } from "../sandbox-boot.js";
import { BEAT_MS, SANDBOX_READY } from "../names.js";

const STYLE =
  "body{font:16px/1.5 system-ui,sans-serif;margin:8px;color:#1c1e21;background:#fff}img{max-width:100%}";

/** The base64 SHA-256 of an inline body, as CSP wants it. @param {string} body */
const hash = (body) =>
  `'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`;

/**
 * The sandbox's script, as inline text: minified, as it loads with the playground's first use. The
 * functions it hands to workers as text are minified with it, and stand alone.
 */
export const SANDBOX_SCRIPT = esbuild
  .transformSync(`(${sandboxBoot.toString()})(${JSON.stringify(SANDBOX_READY)},${BEAT_MS});`, {
    minify: true,
    target: "es2020",
  })
  .code.trim();

/** The sandbox's policy: nothing from the network, blobs for the modules it is handed. */
export function sandboxPolicy() {
  return [
    "default-src 'none'",
    `script-src ${hash(SANDBOX_SCRIPT)} blob: 'unsafe-eval' 'wasm-unsafe-eval'`,
    `style-src ${hash(STYLE)}`,
    "connect-src blob:",
    "img-src data: blob:",
    "media-src data: blob:",
    "base-uri 'none'",
    "form-action 'none'",
  ].join("; ");
}

/**
 * The policy its response header carries: the same, sandboxed (a meta tag cannot sandbox). Forms
 * may be submitted, so that a page example's form (a URL to read) fires its submit event; where a
 * submission would go, `form-action 'none'` refuses it.
 */
export const sandboxHeaderPolicy = () => `sandbox allow-scripts allow-forms; ${sandboxPolicy()}`;

/** The whole sandbox document. */
export function sandboxPage() {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${sandboxPolicy()}">
<meta name="robots" content="noindex">
<title>Playground output</title>
<style>${STYLE}</style>
</head>
<body>
<input type="file" aria-label="The example's file" hidden>
<script>${SANDBOX_SCRIPT}</script>
</body>
</html>
`;
}
