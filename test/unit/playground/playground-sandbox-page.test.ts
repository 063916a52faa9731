// The sandbox document's policies: no network, no same origin, its one inline script allowed by
// the hash of the text the page really holds, and eval only there.
import crypto from "node:crypto";
import { test } from "uvu";
import * as assert from "uvu/assert";
import {
  SANDBOX_SCRIPT,
  sandboxHeaderPolicy,
  sandboxPage,
  sandboxPolicy,
} from "../../../components/playground/build/sandbox-page.js";

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split("; ").map((part) => {
      const [name, ...sources] = part.split(" ");
      return [name, sources];
    }),
  );

test("the sandbox reaches no network and runs only its own script and the blobs it makes", () => {
  const policy = directives(sandboxPolicy());
  assert.equal(policy["default-src"], ["'none'"]);
  assert.equal(policy["connect-src"], ["blob:"]);
  assert.not.ok(sandboxPolicy().includes("'self'"), "not even the site's own origin");
  assert.not.ok(sandboxPolicy().includes("http"), "no host");
  const script = crypto.createHash("sha256").update(SANDBOX_SCRIPT, "utf8").digest("base64");
  assert.equal(policy["script-src"], [
    `'sha256-${script}'`,
    "blob:",
    "'unsafe-eval'",
    "'wasm-unsafe-eval'",
  ]);
});

test("the page carries its script and policy; the header sandboxes it without the same origin", () => {
  const page = sandboxPage();
  assert.ok(page.includes(`<script>${SANDBOX_SCRIPT}</script>`));
  assert.ok(page.includes(`content="${sandboxPolicy()}"`));
  assert.not.ok(page.includes("sandbox allow"), "a meta tag cannot sandbox: the header does");
  assert.is(sandboxHeaderPolicy(), `sandbox allow-scripts allow-forms; ${sandboxPolicy()}`);
  assert.equal(directives(sandboxPolicy())["form-action"], ["'none'"], "a form goes nowhere");
  assert.not.ok(sandboxHeaderPolicy().includes("allow-same-origin"));
});

test.run();
