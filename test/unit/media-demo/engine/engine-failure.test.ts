// The engine banner's words for each kind of failure: plain words first, the
// library's technical text kept for the details disclosure.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { describeEngineFailure } from "../../../../components/media-demo/engine/engine-failure.ts";
import { WORKER_FAILED } from "../../../../components/media-demo/engine/analysis-runner.ts";

test("a failed WASM download says so and what to try; the library's text is only in the details", () => {
  const text =
    "Aborted(both async and sync fetching of the wasm failed). Build with -sASSERTIONS for more info.";
  const failure = describeEngineFailure(text);
  assert.is(failure.summary, "The analysis engine could not be downloaded.");
  assert.match(failure.advice, "Check your connection, then press Retry.");
  assert.not.match(failure.summary + failure.advice, "Aborted");
  assert.is(failure.details, text);
});

test("a browser without the WebAssembly features it needs is told so, with the supported browsers", () => {
  const failure = describeEngineFailure(
    "CompileError: WebAssembly.instantiate(): invalid value type 'stringref', enable with --experimental-wasm-stringref",
  );
  assert.is(failure.summary, "This browser cannot run the analysis engine.");
  // Not one feature named by hand: the module needs several, listed on the page it links to.
  assert.not.match(failure.advice, /typed function references/);
  assert.equal(failure.learnMore, {
    text: "Supported browsers",
    href: "/docs/getting-started/installation/",
  });
});

test("a worker that cannot start, and anything else, get their own words", () => {
  assert.is(describeEngineFailure(WORKER_FAILED).summary, "The analysis worker could not start.");
  assert.is(
    describeEngineFailure("something odd").summary,
    "The analysis engine could not be loaded.",
  );
});

test.run();
