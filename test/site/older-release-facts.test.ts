// An older release's pages print its own frozen facts, not the latest's nor both: Eleventy
// deep-merges data files and concatenates arrays, which once listed both releases' browsers.
import fs from "node:fs";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { builtPage } from "../helpers/built-site.ts";

const facts = JSON.parse(fs.readFileSync("site/0.3.6/facts.json", "utf8"));
const requirement = (route: string) =>
  [...builtPage(route).document.querySelectorAll("li")]
    .map((item) => item.textContent!.replace(/\s+/g, " "))
    .find((text) => text.startsWith("A browser that runs its WebAssembly"))!;

test("the older release's Installation names only its own browsers", () => {
  const own = facts.browserSupport.browsers.filter((browser: any) => browser.version);
  assert.ok(own.length >= 5);
  const listed = requirement("/0.3.6/docs/getting-started/installation/");
  assert.is(
    listed,
    `A browser that runs its WebAssembly: ${own.map((b: any) => `${b.name} ${b.version}`).join(", ")} or newer (see Browsers).`,
  );
  assert.is.not(requirement("/docs/getting-started/installation/"), listed);
});

test.run();
