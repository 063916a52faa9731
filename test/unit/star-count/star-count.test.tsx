// The star-count island with a local fake fetch: one request, the hour-long cache, and every
// kind of bad answer.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { captureConsole, register, reset, unregister } from "../../helpers/dom.ts";
import { render, settle } from "../../helpers/render.ts";
import StarCount from "../../../components/star-count/StarCount.tsx";
import { resetStorageWarning } from "../../../components/runtime/storage.ts";

const PROPS = {
  repo: "buzz/mediainfo.js",
  api: "https://api.github.com",
  href: "https://github.com/buzz/mediainfo.js",
  cacheMs: 3_600_000,
  countKey: "stargazers_count",
  timeKey: "stargazers_cache_time",
};
type Call = { url: string; argCount: number };
let calls: Call[] = [];
const realFetch = globalThis.fetch;

/** Replaces fetch with one answering `body` (text) or rejecting with `error`. */
function answer(body: string | Error, status = 200, headers: Record<string, string> = {}) {
  globalThis.fetch = ((...args: unknown[]) => {
    calls.push({ url: String(args[0]), argCount: args.length });
    if (body instanceof Error) return Promise.reject(body);
    return Promise.resolve(
      new Response(body, { status, headers: { "content-type": "application/json", ...headers } }),
    );
  }) as typeof fetch;
}

async function mountStars(props: Partial<typeof PROPS> = {}) {
  const view = render(<StarCount {...PROPS} {...props} />);
  await settle();
  const link = view.container.querySelector("a")!;
  return {
    link,
    count: link.querySelector(".star-count__count")!.textContent,
    name: link.textContent ?? "",
  };
}

const stars = suite("star-count");
stars.before(() => register());
stars.after(async () => {
  globalThis.fetch = realFetch;
  await unregister();
});
stars.before.each(() => {
  reset();
  resetStorageWarning();
  calls = [];
});

stars("fetches the repository once, with no options, and shows 1234 as 1,234", async () => {
  answer(JSON.stringify({ stargazers_count: 1234 }));
  const before = Date.now();
  const { link, count, name } = await mountStars();
  assert.equal(calls, [{ url: "https://api.github.com/repos/buzz/mediainfo.js", argCount: 1 }]);
  assert.is(count, "1,234");
  assert.match(name, /GitHub repository, 1,234 stars \(opens in new tab\)/);
  assert.is(link.title, "GitHub: 1,234 stars");
  assert.is(link.getAttribute("href"), PROPS.href);
  assert.is(localStorage.getItem("stargazers_count"), "1234");
  assert.ok(Number(localStorage.getItem("stargazers_cache_time")) >= before);
});

stars("two islands on one page share one request", async () => {
  answer(JSON.stringify({ stargazers_count: 99 }));
  render(<StarCount {...PROPS} />);
  render(<StarCount {...PROPS} />);
  await settle();
  assert.is(calls.length, 1);
  assert.equal(
    [...document.querySelectorAll(".star-count__count")].map((el) => el.textContent),
    ["99", "99"],
  );
});

stars(
  "a count cached within the hour is used without a request; an older one is refetched",
  async () => {
    answer(JSON.stringify({ stargazers_count: 2000 }));
    localStorage.setItem("stargazers_count", "1500");
    localStorage.setItem("stargazers_cache_time", String(Date.now() - 3_599_000));
    assert.is((await mountStars()).count, "1,500");
    assert.is(calls.length, 0);
    reset();
    localStorage.setItem("stargazers_count", "1500");
    localStorage.setItem("stargazers_cache_time", String(Date.now() - 3_600_001));
    assert.is((await mountStars()).count, "2,000");
    assert.is(calls.length, 1);
  },
);

const BAD_ANSWERS: [string, string | Error][] = [
  ["a network failure", new TypeError("Failed to fetch")],
  ["a non-JSON answer", "<!doctype html><title>Oops</title>"],
  ["a string count", JSON.stringify({ stargazers_count: "1234" })],
  ["an HTML count", JSON.stringify({ stargazers_count: "<img src=x onerror=alert(1)>" })],
  ["an answer without stargazers_count", JSON.stringify({ message: "API rate limit exceeded" })],
  ["a count beyond safe integers", JSON.stringify({ stargazers_count: 1e308 })],
  ["a negative count", JSON.stringify({ stargazers_count: -5 })],
];
for (const [what, body] of BAD_ANSWERS) {
  stars(
    `${what} logs "Failed to fetch stargazers", stores nothing and keeps the link`,
    async () => {
      answer(body); // a refusal for the rate limit (403) has a test of its own: it also stops asking
      const { calls: errors, result } = await captureConsole("error", mountStars);
      assert.is(errors.length, 1);
      assert.is(errors[0][0], "Failed to fetch stargazers:");
      assert.instance(errors[0][1], Error);
      assert.is(result.count, "");
      assert.is(result.link.getAttribute("href"), PROPS.href);
      assert.is(result.link.title, "GitHub");
      assert.is(localStorage.getItem("stargazers_count"), null);
      assert.is(localStorage.getItem("stargazers_cache_time"), null);
    },
  );
}

stars(
  "a request cancelled because the page is being left is not logged; after a return from the back/forward cache it is again",
  async () => {
    answer(new TypeError("NetworkError when attempting to fetch resource."));
    const shown = await captureConsole("error", mountStars);
    assert.is(shown.calls.length, 1, "a failure on a shown page is reported");
    reset();
    window.dispatchEvent(new Event("pagehide"));
    const left = await captureConsole("error", mountStars);
    assert.is(left.calls.length, 0, "leaving the page is not a failure");
    assert.is(left.result.count, "");
    reset();
    window.dispatchEvent(new Event("pageshow"));
    const back = await captureConsole("error", mountStars);
    assert.is(back.calls.length, 1, "after a return the failure is reported again");
  },
);

stars(
  "after a rate-limit refusal (403) the tab asks no more, and the log says when the limit resets",
  async () => {
    // An API address of its own: the refusal is remembered for the life of the page's script.
    const api = "https://rate-limited.api.github.test";
    const resetAt = Math.floor(Date.now() / 1000) + 1800;
    answer(JSON.stringify({ message: "API rate limit exceeded" }), 403, {
      "x-ratelimit-reset": String(resetAt),
    });
    const { calls: logged } = await captureConsole("error", async () => {
      for (let load = 0; load < 4; load += 1) {
        const { count } = await mountStars({ api });
        assert.is(count, "", "nothing shown");
        await new Promise((resolve) => setTimeout(resolve));
      }
    });
    assert.is(calls.length, 1, "one request in four loads");
    assert.is(logged.length, 1);
    assert.match(
      String(logged[0][1]),
      `rate limit resets at ${new Date(resetAt * 1000).toLocaleTimeString()}`,
    );
    assert.is(localStorage.getItem("stargazers_count"), null, "a refusal stores nothing");
  },
);

stars("a prop change rerenders in place without a new request", async () => {
  answer(JSON.stringify({ stargazers_count: 1234 }));
  const view = render(<StarCount {...PROPS} />);
  await settle();
  const link = view.container.querySelector("a")!;
  view.rerender(<StarCount {...PROPS} href="https://github.com/buzz/mediainfo.js/stargazers" />);
  await settle();
  assert.is(view.container.querySelector("a"), link, "same element");
  assert.is(link.getAttribute("href"), "https://github.com/buzz/mediainfo.js/stargazers");
  assert.is(link.querySelector(".star-count__count")!.textContent, "1,234");
  assert.is(calls.length, 1);
});

stars("a cached 0 is shown without a request, and an answer of 0 is cached", async () => {
  localStorage.setItem("stargazers_count", "0");
  localStorage.setItem("stargazers_cache_time", String(Date.now() - 1000));
  assert.is((await mountStars()).count, "0");
  assert.is(calls.length, 0);
  reset();
  answer(JSON.stringify({ stargazers_count: 0 }));
  assert.is((await mountStars()).count, "0");
  assert.is(localStorage.getItem("stargazers_count"), "0");
});

for (const [what, count, time] of [
  ["a negative cached count", "-5", "now"],
  ["a cached count with trailing letters", "42abc", "now"],
  ["a cache time in the future", "77", "future"],
] as const) {
  stars(`${what} is not shown: the count is fetched again`, async () => {
    answer(JSON.stringify({ stargazers_count: 12 }));
    localStorage.setItem("stargazers_count", count);
    localStorage.setItem(
      "stargazers_cache_time",
      String(time === "now" ? Date.now() - 1000 : Date.now() + 86_400_000),
    );
    assert.is((await mountStars()).count, "12");
    assert.is(calls.length, 1);
    assert.is(localStorage.getItem("stargazers_count"), "12");
  });
}

stars("corrupt cache values are ignored and replaced", async () => {
  answer(JSON.stringify({ stargazers_count: 12 }));
  localStorage.setItem("stargazers_count", "NaN");
  localStorage.setItem("stargazers_cache_time", "tomorrow");
  assert.is((await mountStars()).count, "12");
  assert.is(localStorage.getItem("stargazers_count"), "12");
});

stars("with storage unavailable the count is still fetched and shown", async () => {
  answer(JSON.stringify({ stargazers_count: 5 }));
  const descriptor = Object.getOwnPropertyDescriptor(window, "localStorage")!;
  Object.defineProperty(window, "localStorage", {
    configurable: true,
    get: () => {
      throw new DOMException("denied", "SecurityError");
    },
  });
  try {
    const { calls: warnings, result } = await captureConsole("warn", mountStars);
    assert.is(result.count, "5");
    assert.is(warnings.length, 1);
  } finally {
    Object.defineProperty(window, "localStorage", descriptor);
  }
});

stars.run();
