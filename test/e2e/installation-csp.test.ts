// The Installation page's Content Security Policy claim, proven in Chromium with the real
// mediainfo.js UMD build and WebAssembly: the documented policy lets it analyse a file (also in a
// worker under a strict page), and a policy without 'unsafe-eval' stops it.
import type { Browser } from "playwright-core";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { builtPage } from "../helpers/built-site.ts";
import { startCspLab, type Lab } from "../helpers/csp-lab.ts";
import { launchChromium } from "../helpers/site.ts";

/** The policy text shown in the code block whose title starts with `title`. */
function documentedPolicy(title: string): string {
  const doc = builtPage("/docs/getting-started/installation/").document;
  const block = [...doc.querySelectorAll(".code-block")].find((element) =>
    element.querySelector(".code-block__title")?.textContent?.startsWith(title),
  );
  if (!block) throw new Error(`no code block titled "${title}" on the Installation page`);
  return block.querySelector("pre")!.textContent!.trim();
}

const csp = suite<{ lab: Lab; browser: Browser; policy: string }>(
  "Installation page: Content Security Policy",
);

csp.before(async (context) => {
  const page = documentedPolicy("Content-Security-Policy (page");
  const worker = documentedPolicy("Content-Security-Policy (response for worker.js)");
  context.policy = page;
  context.lab = await startCspLab({
    page,
    worker,
    withoutUnsafeEval: page.replace(" 'unsafe-eval'", ""),
    strictPage: "default-src 'self'; script-src 'self'; worker-src 'self'",
  });
  context.browser = await launchChromium();
});
csp.after(async ({ lab, browser }) => {
  await browser.close();
  await lab.close();
});

async function outcome(browser: Browser, url: string) {
  const page = await browser.newPage();
  await page.goto(url);
  await page.waitForFunction(
    () => document.body.dataset.result || document.body.dataset.error,
    null,
    { timeout: 30_000 },
  );
  const data = await page.evaluate(() => ({ ...document.body.dataset }));
  await page.close();
  return data;
}

csp("the documented page policy really contains both keywords", ({ policy }) => {
  assert.match(policy, /script-src [^;]*'unsafe-eval'/);
  assert.match(policy, /script-src [^;]*'wasm-unsafe-eval'/);
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
  "without 'unsafe-eval' the factory rejects with an EvalError and a script-src violation",
  async ({ lab, browser }) => {
    const result = await outcome(browser, `${lab.origin}/withoutUnsafeEval/page.html`);
    assert.is(result.result, undefined);
    assert.match(
      result.error ?? "",
      /^EvalError: .*'unsafe-eval' is not an allowed source of script/,
    );
    assert.is(result.violation, "script-src eval");
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

csp.run();
