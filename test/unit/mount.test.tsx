// The client entry and mount layer: every host in its own boundary, data-island-ready,
// <html data-has-hydrated>, unknown names warned once, lazy islands loaded when wanted.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { lazy } from "react";
import { captureConsole, register, reset, unregister } from "../helpers/dom.ts";
import { fire, settle } from "../helpers/render.ts";
import { mountIslands } from "../../components/shared/mount.tsx";

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
  reset(`<div id="a" data-island="broken"></div><div id="b" data-island="hello" data-props='{"name":"b"}'></div>`);
  await captureConsole("error", async () => {
    mountIslands(document, { hello: Hello, broken: Broken });
    await settle();
  });
  assert.match(document.querySelector("#a")!.textContent ?? "", /broken island/);
  assert.is(document.querySelector("#b")!.textContent, "hello b");
});

mount("a host's data-boundary picks the crash display", async () => {
  reset(`<div data-island="broken" data-boundary="content"></div>`);
  await captureConsole("error", async () => {
    mountIslands(document, { broken: Broken });
    await settle();
  });
  assert.is(document.querySelector("h1")?.textContent, "This page crashed.");
});

mount("an unknown island warns once and keeps its fallback", async () => {
  reset(`<div data-island="mystery">fallback one</div><div data-island="mystery">fallback two</div>`);
  const { calls } = await captureConsole("warn", () => mountIslands(document, {}));
  assert.is(calls.length, 1);
  assert.match(String(calls[0][0]), /Unknown island "mystery"/);
  assert.is(document.body.textContent, "fallback onefallback two");
});

mount("an interaction-loaded lazy island loads its chunk only when touched", async () => {
  reset(`<div data-island="heavy" data-load="interaction">fallback</div>`);
  let loads = 0;
  const Heavy = lazy(async () => {
    loads++;
    return { default: () => <i>heavy ready</i> };
  });
  mountIslands(document, { heavy: Heavy });
  await settle();
  assert.is(loads, 0);
  assert.is(document.body.textContent, "fallback");
  fire(document.querySelector("[data-island]")!, "focusin");
  await settle();
  assert.is(loads, 1);
  assert.is(document.body.textContent, "heavy ready");
});

mount("the client entry mounts the registered islands and marks the page hydrated", async () => {
  reset(`<div data-island="theme-toggle" data-props='{"storageKey":"theme","defaultMode":"light","respectPrefersColorScheme":true}'></div>`);
  document.documentElement.setAttribute("data-has-hydrated", "false");
  await import("../../components/client.tsx");
  await settle();
  assert.is(document.documentElement.getAttribute("data-has-hydrated"), "true");
  assert.ok(document.querySelector(".theme-toggle__button"), document.body.innerHTML);
});

mount.run();
