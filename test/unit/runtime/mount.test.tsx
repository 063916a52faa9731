// The client entry and mount layer: every host in its own boundary, data-island-ready,
// <html data-client-started> and <html data-has-hydrated>, unknown names warned once, lazy islands ready only once their code ran.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { captureConsole, register, reset, unregister } from "../../helpers/dom.ts";
import { act } from "preact/test-utils";
import { settle } from "../../helpers/render.ts";
import { mountIslands, unmountIslands } from "../../../components/runtime/mount.tsx";
import { lazyIsland } from "../../../components/runtime/lazy-island.tsx";

const Hello = ({ name }: { name: string }) => <b className="hello">{`hello ${name}`}</b>;
const Broken = (): never => {
  throw new Error("broken island");
};

const mount = suite("mount");
mount.before(() => register());
mount.after(() => unregister());
mount.before.each(() => reset());

mount("renders each island from its props and marks it ready", async () => {
  reset(`<div data-island="hello" data-props='{"name":"world"}'><a href="/">fallback</a></div>`);
  mountIslands(document, { hello: Hello });
  await settle();
  const host = document.querySelector<HTMLElement>("[data-island]")!;
  assert.is(host.textContent, "hello world");
  assert.ok(host.hasAttribute("data-island-ready"));
});

mount("one crashing island leaves its neighbours running", async () => {
  reset(
    `<div id="a" data-island="broken"></div><div id="b" data-island="hello" data-props='{"name":"b"}'></div>`,
  );
  await captureConsole("error", async () => {
    mountIslands(document, { hello: Hello, broken: Broken });
    await settle();
  });
  assert.match(document.querySelector("#a")!.textContent ?? "", /broken island/);
  assert.is(document.querySelector("#b")!.textContent, "hello b");
});

mount(
  "a host's data-boundary (written by the island shortcode) picks the crash display",
  async () => {
    reset(`<div data-island="broken" data-boundary="content"></div>`);
    await captureConsole("error", async () => {
      mountIslands(document, { broken: Broken });
      await settle();
    });
    assert.is(document.querySelector("h1")?.textContent, "This page crashed.");
  },
);

mount("an unknown island warns once and keeps its fallback", async () => {
  reset(
    `<div data-island="mystery">fallback one</div><div data-island="mystery">fallback two</div>`,
  );
  const { calls } = await captureConsole("warn", () => mountIslands(document, {}));
  assert.is(calls.length, 1);
  assert.match(String(calls[0][0]), /Unknown island "mystery"/);
  assert.is(document.body.textContent, "fallback onefallback two");
});

mount(
  "a lazy island is ready only once its code has arrived and rendered; a failed load settles too",
  async () => {
    reset(`<div data-island="heavy">fallback</div><div data-island="gone">fallback</div>`);
    let arrive: (module: { default: () => unknown }) => void = () => {};
    const Heavy = lazyIsland(() => new Promise((resolve) => (arrive = resolve as typeof arrive)));
    const Gone = lazyIsland(() => Promise.reject(new Error("chunk missing")));
    // Inside act, so preact runs the islands' effects (their loading) before the checks.
    await act(() => mountIslands(document, { heavy: Heavy, gone: Gone }));
    await settle();
    const [heavy, gone] = document.querySelectorAll("[data-island]");
    assert.not.ok(heavy.hasAttribute("data-island-ready"), "still loading: not ready");
    assert.ok(
      gone.hasAttribute("data-island-ready"),
      "a failed load shows its error and is settled",
    );
    assert.match(gone.textContent!, "chunk missing");
    arrive({ default: () => <i>heavy ready</i> });
    await settle();
    assert.is(heavy.textContent, "heavy ready");
    assert.ok(heavy.hasAttribute("data-island-ready"));
    unmountIslands(document);
    assert.is(document.querySelectorAll("[data-island-ready]").length, 0);
  },
);

mount(
  "the client entry says it started, mounts islands and behaviours, then marks the page hydrated",
  async () => {
    reset(
      `<div data-island="theme-toggle" data-props='{"storageKey":"theme","defaultMode":"light","respectPrefersColorScheme":true}'></div>` +
        `<details data-behaviour="details"><summary>More</summary><p>text</p></details>`,
    );
    const root = document.documentElement;
    root.setAttribute("data-has-hydrated", "false");
    root.removeAttribute("data-client-started");
    await import("../../../components/client.tsx");
    // The home page's wrong-base-URL check looks for it when the module has run.
    assert.ok(root.hasAttribute("data-client-started"), "set as the bundle runs");
    assert.is(root.getAttribute("data-has-hydrated"), "false", "the page is enhanced later");
    await settle();
    assert.is(root.getAttribute("data-has-hydrated"), "true");
    assert.ok(document.querySelector(".theme-toggle__button"), document.body.innerHTML);
    assert.ok(document.querySelector("details")!.hasAttribute("data-behaviour-ready"));
  },
);

mount.run();
