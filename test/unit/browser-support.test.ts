// The Installation page's browser table data: the features come from decoding the installed
// module, and a browser's first version is the latest any of those features needs in
// @mdn/browser-compat-data.
import { test } from "uvu";
import * as assert from "uvu/assert";
import bcd from "@mdn/browser-compat-data" with { type: "json" };
import browserSupport from "../../site/_data/browserSupport.js";
import { FEATURE_NAMES, browserTable, later } from "../../scripts/facts/browser-support.js";

/** BCD's first version of one browser for one feature, read here without the module's code. */
const added = (feature: string, browser: string) =>
  [(bcd.webassembly as any)[feature].__compat.support[browser]].flat()[0].version_added as string;
const asNumber = (version: string) => parseFloat(version.replace("≤", ""));

test("the installed mediainfo.js needs tail calls: Firefox and Safari follow them", () => {
  const data = browserSupport();
  assert.ok(data.features.includes("tail-calls"), data.features.join(", "));
  assert.ok(data.operators.return_call > 0);
  assert.ok(data.featureNames.includes("tail calls"));
  const version = (key: string) => data.browsers.find((browser) => browser.key === key)!.version;
  // Tail calls came last to these three: the table must show their version, not an older one.
  for (const key of ["firefox", "safari", "safari_ios"]) {
    assert.is(version(key), added("tail-calls", key), key);
    assert.ok(
      asNumber(added("tail-calls", key)) > asNumber(added("typedFunctionReferences", key)),
      `${key}: tail calls need a later release than typed function references`,
    );
    assert.ok(data.browsers.find((b) => b.key === key)!.setBy.includes("tail calls"));
  }
});

test("every browser's version is the latest that any needed feature has in BCD", () => {
  const data = browserSupport();
  for (const browser of data.browsers) {
    const versions = data.features.map((feature) => added(feature, browser.key));
    const latest = Math.max(...versions.map(asNumber));
    assert.is(asNumber(browser.version!), latest, browser.name);
  }
});

test("a module that needs nothing beyond 1.0 runs wherever the WebAssembly API does", () => {
  const table = browserTable([]);
  assert.equal(table.featureNames, []);
  assert.is(table.browsers.find((b) => b.key === "firefox")!.version, added("api", "firefox"));
});

test("every feature the page can name has a BCD entry; an unnamed one fails the build", () => {
  const all = Object.keys(FEATURE_NAMES);
  assert.ok(all.includes("tail-calls") && all.includes("relaxed-SIMD"));
  assert.is(browserTable(all).featureNames.length, all.length);
  assert.throws(() => browserTable(["no-such-feature"]), /no-such-feature/);
});

test("with several features a browser needs the latest of their versions, and all of them", () => {
  assert.is(later("119", "57"), "119");
  assert.is(later("16.4", "17"), "17");
  assert.is(later("18", "18.2"), "18.2");
  assert.is(later("15.10", "15.2"), "15.10");
  assert.is(later("≤79", "91"), "91");
  assert.is(later("119", null), null);
});

test.run();
