// The Installation page's browser table data: the features come from decoding the installed
// module, and a browser's first version is the latest any of those features needs in
// @mdn/browser-compat-data.
import fs from "node:fs";
import { test } from "uvu";
import * as assert from "uvu/assert";
import bcd from "@mdn/browser-compat-data" with { type: "json" };
import browserSupport from "../../../site/_data/browserSupport.js";
import { FEATURE_NAMES, browserTable, later } from "../../../eleventy/facts/browser-support.js";
import { wasmFeatures } from "../../../eleventy/facts/wasm-features.js";
import { releaseWasm } from "./release-package.ts";

/** BCD's first version of one browser for one feature, read here without the module's code. */
const added = (feature: string, browser: string) =>
  [(bcd.webassembly as any)[feature].__compat.support[browser]].flat()[0].version_added as string;
const asNumber = (version: string) => parseFloat(version.replace("≤", ""));

test("mediainfo.js 0.3.6 needs tail calls: Firefox and Safari follow them", () => {
  const data = browserTable(wasmFeatures(releaseWasm("0.3.6")));
  assert.ok(data.featureNames.includes("tail calls"), data.featureNames.join(", "));
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

test("mediainfo.js 0.3.8 needs neither tail calls nor typed function references: older browsers run it", () => {
  const data = browserTable(wasmFeatures(releaseWasm("0.3.8")));
  assert.not.ok(data.features.includes("tail-calls"), data.features.join(", "));
  assert.not.ok(data.features.includes("typedFunctionReferences"), data.features.join(", "));
  const older = browserTable(wasmFeatures(releaseWasm("0.3.6")));
  for (const browser of data.browsers) {
    const before = older.browsers.find((b) => b.key === browser.key)!.version!;
    assert.ok(
      asNumber(browser.version!) < asNumber(before),
      `${browser.name}: ${browser.version} < ${before}`,
    );
    assert.not.ok(browser.setBy.includes("tail calls"), browser.name);
  }
});

test("the table the site builds is the installed release's", () => {
  const data = browserSupport();
  const installed = JSON.parse(fs.readFileSync("node_modules/mediainfo.js/package.json", "utf8"));
  assert.equal(data.features, wasmFeatures(releaseWasm(installed.version)));
});

test("with the checked config, the older documented release's table: tail calls, later browsers", () => {
  const site = {
    docs: {
      versions: [
        {
          name: "9.9.9",
          label: "9.9.9",
          isLast: true,
          path: "/docs",
          mainDocId: "intro",
          mediaInfoLib: "1",
        },
        {
          name: "0.3.6",
          label: "0.3.6",
          path: "/0.3.6/docs",
          mainDocId: "intro",
          mediaInfoLib: "1",
        },
      ],
    },
  };
  const data = browserSupport({ site });
  assert.is(data.older.length, 1);
  const [older] = data.older;
  assert.is(older.version, "0.3.6");
  assert.ok(older.featureNames.includes("tail calls"));
  assert.equal(older.dropped, ["tail calls", "typed function references"]);
  for (const key of ["firefox", "safari"]) {
    const [then, now] = [older, data].map(
      (table) => table.browsers.find((browser) => browser.key === key)!.version!,
    );
    assert.is(then, added("tail-calls", key), key);
    assert.ok(asNumber(then) > asNumber(now), `${key}: ${then} then, ${now} now`);
  }
  assert.equal(browserSupport().older, [], "without the config, no older releases");
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
