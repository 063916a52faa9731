// The inline theme script and the CSP that allows it by hash come from one place.
import crypto from "node:crypto";
import { test } from "uvu";
import * as assert from "uvu/assert";
import plainConfig from "../../../config/site.js";
import { validSiteConfig } from "../../../config/check.js";
import { resolveColorMode } from "../../../contract/index.js";
import {
  contentSecurityPolicy,
  inlineScripts,
  scriptHash,
  themeScript,
  workerContentSecurityPolicy,
} from "../../../eleventy/inline-scripts.js";

const site = validSiteConfig(plainConfig);

test("every inline script's sha256 is in the policy", () => {
  const policy = contentSecurityPolicy(site);
  for (const body of Object.values(inlineScripts(site))) {
    const hash = crypto.createHash("sha256").update(body).digest("base64");
    assert.ok(policy.includes(`'sha256-${hash}'`));
  }
  assert.is(
    scriptHash("x"),
    `'sha256-${crypto.createHash("sha256").update("x").digest("base64")}'`,
  );
});

test("the policy is strict: no unsafe-inline or unsafe-eval, GitHub API allowed for fetch", () => {
  const policy = contentSecurityPolicy(site);
  assert.not.match(policy, "unsafe-inline");
  assert.not.match(policy.replace("'wasm-unsafe-eval'", ""), "unsafe-eval");
  assert.match(policy, "connect-src 'self' https://api.github.com");
  assert.match(policy, "object-src 'none'");
});

test("the demo worker's policy comes from the same builder and alone allows eval", () => {
  const worker = workerContentSecurityPolicy();
  assert.is(
    worker,
    "default-src 'self'; script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'; connect-src 'self'",
  );
  assert.is(worker.split("; ")[0], contentSecurityPolicy(site).split("; ")[0]);
});

function runTheme(
  options: { stored?: string | null; query?: string; dark?: boolean; throws?: boolean },
  config = site,
) {
  const attributes: Record<string, string> = {};
  const html = {
    setAttribute: (name: string, value: string) => {
      attributes[name] = value;
    },
  };
  const storage = {
    getItem: (key: string) => {
      if (options.throws) throw new Error("denied");
      return key === config.colorMode.storageKey ? (options.stored ?? null) : null;
    },
  };
  const fn = new Function(
    "document",
    "localStorage",
    "location",
    "window",
    "URLSearchParams",
    themeScript(config),
  );
  fn(
    { documentElement: html },
    storage,
    { search: options.query ?? "" },
    { matchMedia: () => ({ matches: Boolean(options.dark) }) },
    URLSearchParams,
  );
  return attributes;
}

test("the theme script picks query, then storage, then the OS preference", () => {
  assert.is(runTheme({ stored: "dark" })["data-theme"], "dark");
  assert.is(runTheme({ stored: "dark" })["data-theme-choice"], "dark");
  assert.is(runTheme({ stored: "light", query: "?theme=dark" })["data-theme"], "dark");
  assert.equal(runTheme({ dark: true }), {
    "data-js": "",
    "data-theme": "dark",
    "data-theme-choice": "system",
  });
  assert.is(runTheme({ stored: "purple", dark: false })["data-theme-choice"], "system");
  assert.is(runTheme({ throws: true, dark: true })["data-theme"], "dark");
});

test("the head script runs the toggle's own resolver, and its hash covers the emitted text", () => {
  const body = themeScript(site);
  assert.ok(body.includes(`(${resolveColorMode.toString()})(`));
  assert.ok(contentSecurityPolicy(site).includes(scriptHash(body)));
});

test("without respect for the OS preference the default mode applies", () => {
  const config = structuredClone(site);
  config.colorMode.respectPrefersColorScheme = false;
  config.colorMode.defaultMode = "dark";
  assert.is(runTheme({ dark: false }, config)["data-theme"], "dark");
});

test.run();
