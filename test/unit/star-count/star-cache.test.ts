// Pure star-count rules: cache freshness, which answers count, and the short format.
import { test } from "uvu";
import * as assert from "uvu/assert";
import {
  cachedCount,
  countFromResponse,
  exactStars,
  formatStars,
  parseStoredInteger,
} from "../../../components/star-count/star-cache.ts";

const KEYS = { countKey: "stargazers_count", timeKey: "stargazers_cache_time", cacheMs: 3_600_000 };
const reader = (values: Record<string, string>) => (key: string) => values[key] ?? null;

test("a cached count is used for just under an hour", () => {
  const stored = reader({ stargazers_count: "1234", stargazers_cache_time: "1000" });
  assert.is(cachedCount(stored, KEYS, 1000 + 3_599_999), 1234);
  assert.is(cachedCount(stored, KEYS, 1000 + 3_600_000), null);
});

test("missing or corrupt cache values are a miss; a cached 0 is a count like any other", () => {
  assert.is(cachedCount(reader({}), KEYS, 5), null);
  assert.is(
    cachedCount(reader({ stargazers_count: "lots", stargazers_cache_time: "1" }), KEYS, 5),
    null,
  );
  assert.is(
    cachedCount(reader({ stargazers_count: "12", stargazers_cache_time: "yesterday" }), KEYS, 5),
    null,
  );
  assert.is(cachedCount(reader({ stargazers_count: "0", stargazers_cache_time: "1" }), KEYS, 5), 0);
});

test("only non-negative safe integers are read from the cache", () => {
  for (const bad of [
    "-5",
    "42abc",
    "1e3",
    "4.5",
    " 12",
    "",
    "9007199254740993",
    "12345678901234567",
  ]) {
    assert.is(parseStoredInteger(bad), null, JSON.stringify(bad));
    assert.is(
      cachedCount(reader({ stargazers_count: bad, stargazers_cache_time: "1" }), KEYS, 5),
      null,
      `count ${JSON.stringify(bad)}`,
    );
  }
  assert.is(parseStoredInteger("0"), 0);
  assert.is(parseStoredInteger("9007199254740991"), Number.MAX_SAFE_INTEGER);
});

test("a cache time in the future is expired, not trusted forever", () => {
  const now = 1_700_000_000_000;
  assert.is(
    cachedCount(
      reader({ stargazers_count: "50", stargazers_cache_time: String(now + 60_000) }),
      KEYS,
      now,
    ),
    null,
  );
  assert.is(
    cachedCount(reader({ stargazers_count: "50", stargazers_cache_time: String(now) }), KEYS, now),
    50,
  );
});

test("only a numeric stargazers_count is accepted", () => {
  assert.is(countFromResponse({ stargazers_count: 1234 }), 1234);
  assert.is(countFromResponse({ stargazers_count: "1234" }), null);
  assert.is(countFromResponse({ stargazers_count: "<b>1234</b>" }), null);
  assert.is(countFromResponse({ stargazers_count: Number.NaN }), null);
  assert.is(countFromResponse({ stargazers_count: 1e308 }), null, "beyond safe integers");
  assert.is(countFromResponse({ stargazers_count: -5 }), null);
  assert.is(countFromResponse({ stargazers_count: 12.5 }), null);
  assert.is(countFromResponse({ stargazers_count: 0 }), 0);
  assert.is(countFromResponse({ message: "API rate limit exceeded" }), null);
  assert.is(countFromResponse(null), null);
  assert.is(countFromResponse("<html></html>"), null);
});

test("counts have one format: exact below 10,000, then one decimal rounded down", () => {
  assert.is(formatStars(0), "0");
  assert.is(formatStars(7), "7");
  assert.is(formatStars(1234), "1,234");
  assert.is(formatStars(9999), "9,999");
  assert.is(formatStars(10_000), "10k");
  assert.is(formatStars(12_345), "12.3k");
  assert.is(formatStars(999_999), "999.9k");
  assert.is(formatStars(1_234_567), "1.2M");
  assert.is(formatStars(Number.MAX_SAFE_INTEGER), "9,007,199.2B");
  assert.is(exactStars(1234), "1,234");
});

test("the separators written out match the browser's en-US number formatting", () => {
  const counts = [0, 1, 999, 1000, 99_999, 100_000, 1_000_000, Number.MAX_SAFE_INTEGER];
  for (let magnitude = 1; magnitude < 1e15; magnitude *= 7) counts.push(magnitude, magnitude + 1);
  for (const count of counts) {
    assert.is(exactStars(count), count.toLocaleString("en-US"), String(count));
    const tenths = Math.floor(count / 100) / 10;
    assert.is(
      exactStars(tenths),
      tenths.toLocaleString("en-US", { maximumFractionDigits: 1 }),
      String(tenths),
    );
  }
});

test.run();
