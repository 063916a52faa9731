// html-validate reports zero errors on every built page.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { HtmlValidate } from "html-validate";
import { builtPages } from "../helpers/built-site.ts";

const validator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: {
    // Prism and our markup use long lines and attribute order freely; these are style rules.
    "long-title": "off",
    "no-trailing-whitespace": "off",
    "attribute-boolean-style": "off",
    "no-inline-style": "error",
    "require-sri": "off",
    // HTML5 allows ids that start with a digit (version headings such as "036-2025-08-31").
    "valid-id": ["error", { relaxed: true }],
  },
});

test("every page is valid HTML", async () => {
  const failures: string[] = [];
  for (const page of builtPages()) {
    const report = await validator.validateString(page.html, page.file);
    for (const result of report.results) {
      for (const message of result.messages) {
        if (message.severity === 2)
          failures.push(
            `${page.file}:${message.line}:${message.column} ${message.ruleId} ${message.message}`,
          );
      }
    }
  }
  assert.equal(failures, [], failures.slice(0, 40).join("\n"));
});

test.run();
