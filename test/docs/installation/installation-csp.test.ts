// The Installation page's Content Security Policy claims, proven in Chromium with the real
// mediainfo.js UMD build and WebAssembly: the documented policy, which allows WebAssembly but no
// eval, lets the documented release analyse a file (also in a worker under a page that allows
// neither); without 'wasm-unsafe-eval' compiling fails; and the older documented release, which
// the page says needed 'unsafe-eval', stops under the same policy with an EvalError.
import path from "node:path";
import type { Browser } from "playwright-core";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import site from "../../../config/site.js";
import { documentedReleases } from "../../../eleventy/releases.js";
import { builtPage } from "../../helpers/built-site.ts";
import { startCspLab, type Lab } from "./csp-lab.ts";
import { launchChromium } from "../../helpers/site.ts";
import { releaseAfter } from "./release-order.ts";
import { waitUntil } from "../../helpers/wait.ts";

const INSTALLATION = "/docs/getting-started/installation/";
const OLDER = documentedReleases(site).find((release) => !release.isLatest);

/** The policy text shown in the code block whose title starts with `title`. */
function documentedPolicy(title: string): string {
  const doc = builtPage(INSTALLATION).document;
  const block = [...doc.querySelectorAll(".code-block")].find((element) =>
    element.querySelector(".code-block__title")?.textContent?.startsWith(title),
  );
  if (!block) throw new Error(`no code block titled "${title}" on the Installation page`);
  return block.querySelector("pre")!.textContent!.trim();
}

/** The text of the page's section under the heading with `id`, up to the next h2. */
function sectionText(id: string): string {
  const doc = builtPage(INSTALLATION).document;
  const parts: string[] = [];
  for (
    let node = doc.getElementById(id)?.nextElementSibling;
    node && node.tagName !== "H2";
    node = node.nextElementSibling
  )
    parts.push(node.textContent ?? "");
  return parts.join(" ").replace(/\s+/g, " ");
}

const csp = suite<{ lab: Lab; browser: Browser; policy: string }>(
  "Installation page: Content Security Policy",
);

csp.before(async (context) => {
  const page = documentedPolicy("Content-Security-Policy (page");
  const worker = documentedPolicy("Content-Security-Policy (response for worker.js)");
  context.policy = page;
  context.lab = await startCspLab(
    {
      page,
      worker,
      withoutWasmEval: page.replace(" 'wasm-unsafe-eval'", ""),
      strictPage: "default-src 'self'; script-src 'self'; worker-src 'self'",
    },
    OLDER && path.join(OLDER.packageDir, "dist"),
  );
  context.browser = await launchChromium();
});
csp.after(async ({ lab, browser }) => {
  await browser.close();
  await lab.close();
});

async function outcome(browser: Browser, url: string) {
  const page = await browser.newPage();
  await page.goto(url);
  await waitUntil(page, () => document.body.dataset.result || document.body.dataset.error, null, {
    timeout: 30_000,
  });
  const data = await page.evaluate(() => ({ ...document.body.dataset }));
  await page.close();
  return data;
}

csp("the documented page policy allows WebAssembly and no eval", ({ policy }) => {
  assert.match(policy, /script-src [^;]*'wasm-unsafe-eval'/);
  assert.not.match(policy, /'unsafe-eval'/);
});

csp("mediainfo.js analyses a file under the documented policy", async ({ lab, browser }) => {
  const result = await outcome(browser, `${lab.origin}/page/page.html`);
  assert.is(result.error, undefined);
  assert.is(result.result, "Wave");
  assert.is(result.violation, undefined);
  assert.ok(
    lab.requests.includes("/dist/MediaInfoModule.wasm"),
    "the UMD build found the WASM one folder up from dist/umd/",
  );
});

csp(
  "from a URL at the server root the UMD build asks for /mediainfo.js/dist/MediaInfoModule.wasm",
  async ({ lab, browser }) => {
    const result = await outcome(browser, `${lab.origin}/page/short.html`);
    assert.ok(
      lab.requests.includes("/mediainfo.js/dist/MediaInfoModule.wasm"),
      lab.requests.join(", "),
    );
    assert.is(result.result, undefined, "that file does not exist here, so the factory fails");
  },
);

csp(
  "without 'wasm-unsafe-eval' compiling the module fails, with a CompileError and a violation",
  async ({ lab, browser }) => {
    const result = await outcome(browser, `${lab.origin}/withoutWasmEval/page.html`);
    assert.is(result.result, undefined);
    assert.match(result.error ?? "", /CompileError/);
    assert.match(result.violation ?? "", /^script-src wasm-eval/);
    assert.ok(
      sectionText("content-security-policy").includes(
        "compiling the module fails with a CompileError",
      ),
    );
  },
);

csp(
  "a strict page runs it in a worker that is served with the documented worker policy",
  async ({ lab, browser }) => {
    const result = await outcome(browser, `${lab.origin}/strictPage/worker-page.html`);
    assert.is(result.error, undefined);
    assert.is(result.result, "Wave");
  },
);

csp("the same strict policy on the page itself stops the library", async ({ lab, browser }) => {
  const result = await outcome(browser, `${lab.origin}/strictPage/page.html`);
  assert.is(result.result, undefined);
  assert.match(result.error ?? "", /CompileError/);
});

csp(
  "the older documented release needed 'unsafe-eval': under the same policy it stops with an EvalError",
  async ({ lab, browser }) => {
    assert.ok(OLDER, "an older release is documented");
    const result = await outcome(browser, `${lab.origin}/page/older/page.html`);
    assert.is(result.result, undefined);
    assert.match(
      result.error ?? "",
      /^EvalError: .*'unsafe-eval' is not an allowed source of script/,
    );
    assert.is(result.violation, "script-src eval");
    assert.ok(
      sectionText("content-security-policy").includes(
        `Before ${releaseAfter(OLDER!.version)} (${OLDER!.version} and earlier)`,
      ),
      "the page names the release that needed it",
    );
  },
);

csp.run();
