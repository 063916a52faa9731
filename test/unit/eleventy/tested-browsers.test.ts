// The Installation page's statement of tested browsers reads their versions from the binaries the
// test lanes launch; a build without a browser records no version rather than a guess.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { TEST_LANES, testedBrowsers } from "../../../eleventy/facts/tested-browsers.js";

test("versions are read from each browser's --version output", () => {
  const outputs: Record<string, string> = {
    [TEST_LANES[0].binary]: "Chromium 156.0.8078.79 built on Debian GNU/Linux 12 (bookworm)\n",
    [TEST_LANES[1].binary]: "Mozilla Firefox 153.7.0esr\n",
    [TEST_LANES[2].binary]: "WebKitGTK 2.50.6-1~deb12u2\n",
  };
  assert.equal(
    testedBrowsers((binary) => outputs[binary]),
    [
      { name: "Chromium", version: "156.0.8078.79" },
      { name: "Firefox", version: "153.7.0 ESR" },
      { name: "WebKitGTK", version: "2.50.6" },
    ],
  );
  assert.equal(testedBrowsers(() => "Google Chrome 131.0.6778.85 \nMozilla Firefox 133.0")[0], {
    name: "Chromium",
    version: "131.0.6778.85",
  });
});

test("a missing or unreadable browser gives no version", () => {
  const missing = testedBrowsers(() => {
    throw new Error("spawn ENOENT");
  });
  assert.equal(missing, [
    { name: "Chromium", version: null },
    { name: "Firefox", version: null },
    { name: "WebKitGTK", version: null },
  ]);
  assert.equal(testedBrowsers(() => "something else")[1], { name: "Firefox", version: null });
});

test.run();
