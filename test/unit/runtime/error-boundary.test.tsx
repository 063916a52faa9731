// Crash displays: nested causes, the in-place island fallback, the
// page-content display, the bare-layout display titled `Page Error`, and Try again.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { captureConsole, register, reset, unregister } from "../../helpers/dom.ts";
import { fire, render } from "../../helpers/render.ts";
import {
  ErrorBoundary,
  errorMessage,
  type BoundaryKind,
} from "../../../components/runtime/ErrorBoundary.tsx";

let shouldThrow = true;
let renders = 0;
function Fragile() {
  renders++;
  if (shouldThrow)
    throw new Error("outer failed", { cause: new Error("inner failed", { cause: "root cause" }) });
  return <p className="fragile">works</p>;
}

async function crash(kind: BoundaryKind) {
  const { result, calls } = await captureConsole("error", () =>
    render(
      <ErrorBoundary island="fragile" kind={kind}>
        <Fragile />
      </ErrorBoundary>,
    ),
  );
  return { ...result, errors: calls };
}
const tryAgain = () =>
  [...document.querySelectorAll("button")].find((button) => button.textContent === "Try again")!;

const boundary = suite("error-boundary");
boundary.before(() => register());
boundary.after(() => unregister());
boundary.before.each(() => {
  reset();
  document.title = "Intro | mediainfo.js";
  shouldThrow = true;
  renders = 0;
});

boundary("nested causes are printed as msg\\n\\nCause:\\nmsg2", () => {
  const error = new Error("a", { cause: new Error("b", { cause: new Error("c") }) });
  assert.is(errorMessage(error), "a\n\nCause:\nb\n\nCause:\nc");
  assert.is(errorMessage("plain"), "plain");
});

boundary("a small island's crash shows its message and Try again in place", async () => {
  const { container, errors } = await crash("small");
  assert.is(
    container.querySelector(".island-error__message")?.textContent,
    "outer failed\n\nCause:\ninner failed\n\nCause:\nroot cause",
  );
  assert.ok(tryAgain());
  assert.is(document.title, "Intro | mediainfo.js");
  assert.match(String(errors.at(-1)?.[0]), /Island "fragile" crashed/);
});

boundary("Try again clears the error and renders the island afresh", async () => {
  const { container } = await crash("small");
  shouldThrow = false;
  const before = renders;
  fire(tryAgain(), "click");
  assert.ok(renders > before);
  assert.is(container.querySelector(".fragile")?.textContent, "works");
  assert.is(container.querySelector(".island-error"), null);
});

boundary(
  "a crash in page content shows `This page crashed.` with Try again and the message",
  async () => {
    const { container } = await crash("content");
    assert.is(container.querySelector("h1")?.textContent, "This page crashed.");
    assert.ok(container.querySelector("hr"));
    assert.match(
      container.querySelector(".page-crash__message")?.textContent ?? "",
      /^outer failed\n\nCause:\ninner failed/,
    );
    assert.is(document.title, "Intro | mediainfo.js", "the title is kept for content crashes");
  },
);

boundary(
  "a crash outside page content shows a bare layout titled `Page Error`; Try again restores",
  async () => {
    await crash("layout");
    const layout = document.querySelector(".page-error")!;
    assert.is(layout.parentElement, document.body, "rendered over the page, not inside the host");
    assert.is(layout.querySelector("h1")?.textContent, "This page crashed.");
    assert.is(document.title, "Page Error");
    shouldThrow = false;
    fire(tryAgain(), "click");
    assert.is(document.querySelector(".page-error"), null);
    assert.is(document.title, "Intro | mediainfo.js");
  },
);

boundary.run();
