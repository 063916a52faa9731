// The storage guard: normal use, same-tab change events, unavailable storage and failing calls.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { captureConsole, register, reset, unregister } from "../../helpers/dom.ts";
import {
  STORAGE_UNAVAILABLE,
  getItem,
  listen,
  removeItem,
  resetStorageWarning,
  setItem,
} from "../../../components/runtime/storage.ts";

const storage = suite("storage");
storage.before(() => register());
storage.after(() => unregister());
storage.before.each(() => {
  reset();
  resetStorageWarning();
});

storage("reads, writes and deletes keys without a namespace", () => {
  setItem("theme", "dark");
  assert.is(localStorage.getItem("theme"), "dark");
  assert.is(getItem("theme"), "dark");
  removeItem("theme");
  assert.is(getItem("theme"), null);
});

storage("same-tab writes notify listeners only when the value changes", () => {
  const seen: (string | null)[] = [];
  const stop = listen("theme", (value) => seen.push(value));
  setItem("theme", "dark");
  setItem("theme", "dark");
  removeItem("theme");
  removeItem("theme");
  setItem("other", "x");
  stop();
  setItem("theme", "light");
  assert.equal(seen, ["dark", null]);
});

storage("a storage event from another tab reaches listeners", () => {
  const seen: (string | null)[] = [];
  const stop = listen("theme", (value) => seen.push(value));
  window.dispatchEvent(
    new StorageEvent("storage", { key: "theme", newValue: "light", storageArea: localStorage }),
  );
  stop();
  assert.equal(seen, ["light"]);
});

storage(
  "unavailable storage warns once with the reasons, then every call does nothing",
  async () => {
    const descriptor = Object.getOwnPropertyDescriptor(window, "localStorage")!;
    Object.defineProperty(window, "localStorage", {
      configurable: true,
      get: () => {
        throw new DOMException("denied", "SecurityError");
      },
    });
    try {
      const { calls } = await captureConsole("warn", () => {
        assert.is(getItem("theme"), null);
        setItem("theme", "dark");
        removeItem("theme");
        const stop = listen("theme", () => assert.unreachable("no listening without storage"));
        stop();
      });
      assert.is(calls.length, 1);
      assert.is(calls[0][0], STORAGE_UNAVAILABLE);
      assert.match(
        String(calls[0][0]),
        /iframe, in an incognito browser session, or using too strict browser privacy settings/,
      );
      assert.instance(calls[0][1], DOMException);
    } finally {
      Object.defineProperty(window, "localStorage", descriptor);
    }
  },
);

storage("a single failing write is logged as an error and does not throw", async () => {
  const descriptor = Object.getOwnPropertyDescriptor(window, "localStorage")!;
  const full = {
    getItem: () => null,
    removeItem: () => {},
    setItem: () => {
      throw new DOMException("full", "QuotaExceededError");
    },
  };
  Object.defineProperty(window, "localStorage", { configurable: true, get: () => full });
  try {
    const { calls } = await captureConsole("error", () => setItem("theme", "dark"));
    assert.is(calls.length, 1);
    assert.is(calls[0][0], "Storage error, can't set theme=dark");
  } finally {
    Object.defineProperty(window, "localStorage", descriptor);
  }
});

storage.run();
