// The Installation page's browser table data: the features come from the installed module, and a
// browser's first version is the latest any of those features needs.
import { test } from "uvu";
import * as assert from "uvu/assert";
import browserSupport from "../../site/_data/browserSupport.js";
import { later } from "../../scripts/facts/browser-support.js";

test("the installed mediainfo.js needs typed function references, named for the page", () => {
  const data = browserSupport();
  assert.equal(data.features, ["typedFunctionReferences"]);
  assert.is(data.feature, "WebAssembly typed function references");
  assert.ok(data.browsers.every((browser) => browser.version !== undefined));
});

test("with several features a browser needs the latest of their versions, and all of them", () => {
  assert.is(later("119", "57"), "119");
  assert.is(later("16.4", "17"), "17");
  assert.is(later("≤79", "91"), "91");
  assert.is(later("119", null), null);
});

test.run();
