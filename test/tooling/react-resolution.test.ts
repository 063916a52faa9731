// Canary: the `react` and `react-dom` that unit tests import are preact/compat, as in the bundle.
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { test } from "uvu";
import * as assert from "uvu/assert";
import * as React from "react";
import * as ReactDOM from "react-dom";
import * as ReactDOMClient from "react-dom/client";
import * as JsxRuntime from "react/jsx-runtime";
import * as compat from "preact/compat";
import * as compatClient from "preact/compat/client";
import * as preact from "preact";

test("react resolves to preact/compat", () => {
  assert.is(React.useState, compat.useState);
  assert.is(React.Component, compat.Component);
  assert.is(React.createElement, compat.createElement);
});

test("react-dom and react-dom/client resolve to preact/compat", () => {
  assert.is(ReactDOM.createPortal, compat.createPortal);
  assert.is(typeof ReactDOMClient.createRoot, "function");
  // tsx applies tsconfig `paths`, which send react-dom/client to the CommonJS build of
  // preact/compat/client, so compare source here; components use react-dom instead.
  assert.is(String(ReactDOMClient.createRoot), String(compatClient.createRoot));
  for (const name of ["react", "react-dom"]) {
    const manifest = JSON.parse(
      fs.readFileSync(fileURLToPath(new URL("package.json", import.meta.resolve(name))), "utf8"),
    );
    assert.is(manifest.name, "@preact/compat", `${name} is installed as @preact/compat`);
  }
});

test("JSX compiles to preact vnodes", () => {
  const vnode = JsxRuntime.jsx("b", { children: "x" }) as unknown as {
    type: string;
    props: unknown;
    constructor: unknown;
  };
  assert.is(vnode.type, "b");
  assert.is(
    vnode.constructor,
    undefined,
    "preact vnodes have no constructor (React elements are plain $$typeof objects)",
  );
  assert.is(JsxRuntime.Fragment, preact.Fragment);
});

test.run();
