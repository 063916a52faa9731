// One strict Content Security Policy on every page: inline scripts allowed only by hash, no
// inline styles, no unsafe-inline / unsafe-eval; _headers carries the same policy.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { builtPages, SITE_DIR } from "../helpers/built-site.ts";
import { headersFor, parseHeaders } from "../../scripts/header-rules.js";

const EXECUTABLE = (type: string | null) =>
  !type || type === "module" || type === "text/javascript";

function policyOf(document: Document): string {
  return (
    document.querySelector("meta[http-equiv='Content-Security-Policy']")?.getAttribute("content") ??
    ""
  );
}

test("every page has the strict policy as its first head element after charset", () => {
  for (const page of builtPages()) {
    const policy = policyOf(page.document);
    assert.ok(policy.includes("default-src 'self'"), `${page.route} has no CSP meta`);
    assert.not.ok(
      /unsafe-inline|unsafe-eval'/.test(policy.replace("'wasm-unsafe-eval'", "")),
      `${page.route}: ${policy}`,
    );
    assert.ok(policy.includes("script-src 'self'"), policy);
    assert.ok(
      policy.includes("style-src 'self'") &&
        policy.includes("object-src 'none'") &&
        policy.includes("base-uri 'self'"),
    );
    const head = page.document.head.children;
    assert.is(
      head[1].getAttribute("http-equiv"),
      "Content-Security-Policy",
      `${page.route}: CSP meta must precede any script`,
    );
  }
});

test("each inline script's hash is in the policy", () => {
  for (const page of builtPages()) {
    const policy = policyOf(page.document);
    for (const script of page.document.querySelectorAll("script:not([src])")) {
      if (!EXECUTABLE(script.getAttribute("type"))) continue;
      const hash = crypto
        .createHash("sha256")
        .update(script.textContent ?? "")
        .digest("base64");
      assert.ok(
        policy.includes(`'sha256-${hash}'`),
        `${page.route}: inline script not allowed by hash`,
      );
    }
  }
});

test("no style attributes and no inline event handlers", () => {
  for (const page of builtPages()) {
    assert.is(
      page.document.querySelectorAll("[style]").length,
      0,
      `${page.route} has a style attribute`,
    );
    assert.not.match(page.html, /\son[a-z]+="/, `${page.route} has an inline event handler`);
  }
});

test("_headers sets the same policy and security headers for every path", () => {
  const rules = parseHeaders(fs.readFileSync(path.join(SITE_DIR, "_headers"), "utf8"));
  const headers = headersFor(rules, "/docs/intro/");
  assert.is(headers["Content-Security-Policy"], policyOf(builtPages()[0].document));
  assert.is(headers["X-Content-Type-Options"], "nosniff");
  assert.is(headers["Referrer-Policy"], "strict-origin-when-cross-origin");
});

test.run();
