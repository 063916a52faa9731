// What the offline worker keeps: nothing a request or its answer asks not to store.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { isNoStore } from "../../../components/offline/strategies.ts";

const ok = (headers: Record<string, string> = {}) => new Response("x", { headers });

test("a no-store request or answer is not kept; others are", () => {
  assert.ok(isNoStore(new Request("https://example.org/a", { cache: "no-store" }), ok()));
  assert.ok(
    isNoStore(new Request("https://example.org/a"), ok({ "Cache-Control": "private, no-store" })),
  );
  assert.not.ok(
    isNoStore(new Request("https://example.org/a"), ok({ "Cache-Control": "no-cache" })),
  );
  assert.not.ok(isNoStore(new Request("https://example.org/a", { cache: "reload" }), ok()));
});

test.run();
