// Pure star-count rules: cache freshness, which answers count, and the short format.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cachedCount, countFromResponse, exactStars, formatStars } from "../../components/star-count/star-cache.ts";

const KEYS = { countKey: "stargazers_count", timeKey: "stargazers_cache_time", cacheMs: 3_600_000 };
const reader = (values: Record<string, string>) => (key: string) => values[key] ?? null;

test("a cached count is used for just under an hour", () => {
  const stored = reader({ stargazers_count: "1234", stargazers_cache_time: "1000" });
  assert.is(cachedCount(stored, KEYS, 1000 + 3_599_999), 1234);
  assert.is(cachedCount(stored, KEYS, 1000 + 3_600_000), null);
});

test("missing, corrupt or zero cache values are a miss", () => {
  assert.is(cachedCount(reader({}), KEYS, 5), null);
  assert.is(cachedCount(reader({ stargazers_count: "lots", stargazers_cache_time: "1" }), KEYS, 5), null);
  assert.is(cachedCount(reader({ stargazers_count: "12", stargazers_cache_time: "yesterday" }), KEYS, 5), null);
  assert.is(cachedCount(reader({ stargazers_count: "0", stargazers_cache_time: "1" }), KEYS, 5), null);
});

test("only a numeric stargazers_count is accepted", () => {
  assert.is(countFromResponse({ stargazers_count: 1234 }), 1234);
  assert.is(countFromResponse({ stargazers_count: "1234" }), null);
  assert.is(countFromResponse({ stargazers_count: "<b>1234</b>" }), null);
  assert.is(countFromResponse({ stargazers_count: Number.NaN }), null);
  assert.is(countFromResponse({ message: "API rate limit exceeded" }), null);
  assert.is(countFromResponse(null), null);
  assert.is(countFromResponse("<html></html>"), null);
});

test("counts are shortened as GitHub does, with the exact number available", () => {
  assert.is(formatStars(7), "7");
  assert.is(formatStars(999), "999");
  assert.is(formatStars(1000), "1k");
  assert.is(formatStars(1234), "1.2k");
  assert.is(formatStars(45_678), "45.6k");
  assert.is(formatStars(123_456), "123k");
  assert.is(formatStars(2_500_000), "2.5m");
  assert.is(exactStars(1234), "1,234");
});

test.run();
