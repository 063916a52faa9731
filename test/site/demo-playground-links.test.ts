// The demo's "Run this code in the playground": for every release the demo offers, the example its
// link names is one the playground page has, so the link opens that release's Usage example (the
// browser suite follows the latest's link and runs it).
import { test } from "uvu";
import * as assert from "uvu/assert";
import { builtPage } from "../helpers/built-site.ts";
import { ISLAND_ATTRIBUTE, PROPS_ATTRIBUTE } from "../../contract/index.js";
import { PLAYGROUND_PATH, SHARED_CODE_PREFIX } from "../../components/playground/names.js";
import type { Engine } from "../../components/media-demo/engine/releases.ts";

test("each demo engine names a playground example of its own release", () => {
  const demo = builtPage("/demo/").document;
  const island = demo.querySelector(`[${ISLAND_ATTRIBUTE}="media-demo"]`)!;
  const { engines } = JSON.parse(island.getAttribute(PROPS_ATTRIBUTE)!) as { engines: Engine[] };
  const playground = builtPage(PLAYGROUND_PATH).document;
  assert.ok(engines.length >= 2, "one engine per documented release");
  for (const engine of engines) {
    assert.ok(engine.playground, engine.version);
    assert.is(engine.playground!.linkPrefix, PLAYGROUND_PATH + SHARED_CODE_PREFIX);
    const example = playground.getElementById(engine.playground!.example);
    assert.ok(
      example,
      `${engine.version}: /playground/ has no example ${engine.playground!.example}`,
    );
    assert.match(example!.textContent!, `for mediainfo.js ${engine.version}.`);
  }
});

test.run();
