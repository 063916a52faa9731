// A throw-away site, built in a temp folder for one test run and never shipped, that runs the
// real mediainfo.js UMD build and WebAssembly under a chosen Content-Security-Policy: the
// documented release at /dist/, and an older documented release at /older/dist/ when one is
// given. It checks what the Installation page says about CSP.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { scratchDir } from "../../helpers/scratch.ts";

const require = createRequire(import.meta.url);
const DIST = path.dirname(require.resolve("mediainfo.js/package.json")) + "/dist";

/** The policies under test: a page's policy is chosen by the first segment of its URL. */
export type Policies = {
  page: string;
  withoutWasmEval: string;
  strictPage: string;
  worker: string;
};
const PAGE_POLICIES = ["page", "withoutWasmEval", "strictPage"];

// A 0.1 s mono 8 kHz WAV built in the page, so the lab needs no media fixture.
const MAKE_WAV = `function makeWav() {
  var samples = 800, bytes = new Uint8Array(44 + samples * 2), view = new DataView(bytes.buffer);
  function text(offset, s) { for (var i = 0; i < s.length; i++) bytes[offset + i] = s.charCodeAt(i); }
  text(0, "RIFF"); view.setUint32(4, 36 + samples * 2, true); text(8, "WAVE"); text(12, "fmt ");
  view.setUint32(16, 16, true); view.setUint16(20, 1, true); view.setUint16(22, 1, true);
  view.setUint32(24, 8000, true); view.setUint32(28, 16000, true); view.setUint16(32, 2, true);
  view.setUint16(34, 16, true); text(36, "data"); view.setUint32(40, samples * 2, true);
  return bytes;
}
function analyse(factory, options) {
  var wav = makeWav();
  return factory(options).then(function (mi) {
    return mi.analyzeData(wav.length, function (size, offset) { return wav.subarray(offset, offset + size); })
      .then(function (result) { mi.close(); return result.media.track[0].Format; });
  });
}`;

const FILES: Record<string, string> = {
  "/page.html": `<!doctype html><html lang="en"><title>CSP lab</title><body><script src="/dist/umd/index.min.js"></script><script src="/page.js"></script></body></html>`,
  "/page.js": `${MAKE_WAV}
document.addEventListener("securitypolicyviolation", function (e) { document.body.dataset.violation = e.violatedDirective + " " + e.blockedURI; });
analyse(MediaInfo.mediaInfoFactory, {}).then(function (f) { document.body.dataset.result = f; }, function (e) { document.body.dataset.error = String(e); });`,
  "/older/page.html": `<!doctype html><html lang="en"><title>CSP lab older release</title><body><script src="/older/dist/umd/index.min.js"></script><script src="/page.js"></script></body></html>`,
  "/short.html": `<!doctype html><html lang="en"><title>CSP lab short URL</title><body><script src="/mediainfo-umd.js"></script><script src="/page.js"></script></body></html>`,
  "/worker-page.html": `<!doctype html><html lang="en"><title>CSP lab worker</title><body><script src="/worker-page.js"></script></body></html>`,
  "/worker-page.js": `var w = new Worker("/worker.js");
w.onmessage = function (e) { document.body.dataset[e.data.ok ? "result" : "error"] = e.data.value; };
document.addEventListener("securitypolicyviolation", function (e) { document.body.dataset.violation = e.violatedDirective + " " + e.blockedURI; });`,
  "/worker.js": `importScripts("/dist/umd/index.min.js");
${MAKE_WAV}
analyse(MediaInfo.mediaInfoFactory, { locateFile: function (p) { return "/dist/" + p; } })
  .then(function (f) { postMessage({ ok: true, value: f }); }, function (e) { postMessage({ ok: false, value: String(e) }); });`,
};

export type Lab = { origin: string; requests: string[]; close(): Promise<void> };

/**
 * Writes the lab into a temp folder and serves it. `/{policy}/page.html` gets that policy's
 * header (page, withoutWasmEval or strictPage), as does `/{policy}/older/page.html`, which runs
 * the release in `olderDist` (a package's dist folder); `/worker.js` always gets `policies.worker`.
 */
export async function startCspLab(policies: Policies, olderDist?: string): Promise<Lab> {
  const root = scratchDir("csp-lab-");
  fs.mkdirSync(path.join(root, "older/dist/umd"), { recursive: true });
  for (const [name, body] of Object.entries(FILES)) fs.writeFileSync(path.join(root, name), body);
  fs.mkdirSync(path.join(root, "dist/umd"), { recursive: true });
  fs.copyFileSync(`${DIST}/umd/index.min.js`, path.join(root, "dist/umd/index.min.js"));
  if (olderDist)
    for (const file of ["umd/index.min.js", "MediaInfoModule.wasm"])
      fs.copyFileSync(path.join(olderDist, file), path.join(root, "older/dist", file));
  // The same script at the site root, like a CDN's short URL (https://unpkg.com/mediainfo.js).
  fs.copyFileSync(`${DIST}/umd/index.min.js`, path.join(root, "mediainfo-umd.js"));
  fs.copyFileSync(`${DIST}/MediaInfoModule.wasm`, path.join(root, "dist/MediaInfoModule.wasm"));
  const types: Record<string, string> = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript",
    ".wasm": "application/wasm",
  };
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://lab");
    requests.push(url.pathname);
    const [, first, ...rest] = url.pathname.split("/");
    const policyName = PAGE_POLICIES.includes(first) ? (first as keyof Policies) : null;
    const file = policyName ? "/" + rest.join("/") : url.pathname;
    const full = path.join(root, path.normalize(file));
    if (!full.startsWith(root) || !fs.existsSync(full) || fs.statSync(full).isDirectory()) {
      response.writeHead(404).end();
      return;
    }
    const policy = file === "/worker.js" ? policies.worker : policies[policyName ?? "strictPage"];
    response.writeHead(200, {
      "content-type": types[path.extname(full)] ?? "application/octet-stream",
      "content-security-policy": policy,
    });
    fs.createReadStream(full).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
