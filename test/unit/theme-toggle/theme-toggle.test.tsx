// The colour-mode toggle island on preact/compat: cycle, storage, OS and cross-tab changes,
// invalid values and the provider rule.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { render as renderNow } from "preact";
import { act } from "preact/test-utils";
import { captureConsole, fakeColorScheme, register, reset, unregister } from "../../helpers/dom.ts";
import { fire, render } from "../../helpers/render.ts";
import ThemeToggle, { ColorModeButton } from "../../../components/theme-toggle/ThemeToggle.tsx";
import { ColorModeProvider, useColorMode } from "../../../components/theme-toggle/color-mode.tsx";
import { ErrorBoundary } from "../../../components/runtime/ErrorBoundary.tsx";
import { resetStorageWarning } from "../../../components/runtime/storage.ts";

const SETTINGS = {
  storageKey: "theme",
  defaultMode: "light" as const,
  respectPrefersColorScheme: true,
};
const html = () => document.documentElement;
const button = (root: ParentNode = document) =>
  root.querySelector<HTMLButtonElement>(".theme-toggle__button")!;

const toggle = suite("theme-toggle");
toggle.before(() => register());
toggle.after(() => unregister());
toggle.before.each(() => {
  reset();
  resetStorageWarning();
  fakeColorScheme(false);
});

toggle("is disabled until mounted, labelled with the system mode", () => {
  const container = document.body.appendChild(document.createElement("div"));
  renderNow(<ThemeToggle {...SETTINGS} />, container);
  assert.ok(button().disabled, "disabled before effects run");
  assert.is(
    button().getAttribute("aria-label"),
    "Switch between dark and light mode (currently system mode)",
  );
  assert.is(button().title, "system mode");
  for (const icon of container.querySelectorAll("svg"))
    assert.is(icon.getAttribute("aria-hidden"), "true");
});

toggle(
  "cycles system → light → dark → system, storing light/dark and removing the key for system",
  () => {
    render(<ThemeToggle {...SETTINGS} />);
    assert.not.ok(button().disabled);
    const steps: [string, string | null, string][] = [
      ["light", "light", "light"],
      ["dark", "dark", "dark"],
      ["system", null, "light"],
    ];
    for (const [choice, stored, shown] of steps) {
      fire(button(), "click");
      assert.is(
        button().getAttribute("aria-label"),
        `Switch between dark and light mode (currently ${choice} mode)`,
      );
      assert.is(localStorage.getItem("theme"), stored);
      assert.is(html().getAttribute("data-theme-choice"), choice);
      assert.is(html().getAttribute("data-theme"), shown);
    }
  },
);

toggle("flips dark/light when the system preference is not respected", () => {
  render(<ThemeToggle {...SETTINGS} respectPrefersColorScheme={false} />);
  fire(button(), "click");
  assert.is(localStorage.getItem("theme"), "dark");
  fire(button(), "click");
  assert.is(localStorage.getItem("theme"), "light");
});

toggle("starts from the stored choice and follows live OS changes only while on system", () => {
  const setDark = fakeColorScheme(false);
  render(<ThemeToggle {...SETTINGS} />);
  act(() => setDark(true));
  assert.is(html().getAttribute("data-theme"), "dark", "system follows the OS");
  assert.is(localStorage.getItem("theme"), null, "OS changes are not stored");
  fire(button(), "click"); // → light
  act(() => setDark(false));
  act(() => setDark(true));
  assert.is(html().getAttribute("data-theme"), "light", "an explicit choice ignores the OS");
  assert.is(localStorage.getItem("theme"), "light");
});

toggle("follows a change made in another tab, including removal (system)", () => {
  localStorage.setItem("theme", "dark");
  render(<ThemeToggle {...SETTINGS} />);
  assert.is(html().getAttribute("data-theme-choice"), "dark");
  const otherTab = (newValue: string | null) =>
    act(() => {
      if (newValue == null) localStorage.removeItem("theme");
      else localStorage.setItem("theme", newValue);
      window.dispatchEvent(
        new StorageEvent("storage", { key: "theme", newValue, storageArea: localStorage }),
      );
    });
  otherTab("light");
  assert.is(html().getAttribute("data-theme-choice"), "light");
  otherTab(null);
  assert.is(html().getAttribute("data-theme-choice"), "system");
});

toggle("two toggles on one page stay in step", () => {
  render(<ThemeToggle {...SETTINGS} />);
  render(<ThemeToggle {...SETTINGS} />);
  const [first, second] = document.querySelectorAll<HTMLButtonElement>(".theme-toggle__button");
  fire(first, "click");
  assert.is(
    second.getAttribute("aria-label"),
    "Switch between dark and light mode (currently light mode)",
  );
});

toggle("an invalid stored value is treated as system, removed and warned about once", async () => {
  localStorage.setItem("theme", "purple");
  const { calls } = await captureConsole("warn", () => {
    render(<ThemeToggle {...SETTINGS} />);
    render(<ThemeToggle {...SETTINGS} />);
  });
  assert.is(calls.length, 1);
  assert.match(String(calls[0][0]), /purple/);
  assert.is(localStorage.getItem("theme"), null);
  assert.is(html().getAttribute("data-theme-choice"), "system");
});

toggle("setting an invalid mode in code throws `unexpected color mode {value}`", () => {
  let setChoice: (value: string) => void = () => {};
  function Grab() {
    setChoice = useColorMode().setChoice as (value: string) => void;
    return null;
  }
  render(
    <ColorModeProvider settings={SETTINGS}>
      <Grab />
    </ColorModeProvider>,
  );
  assert.throws(
    () => setChoice("purple"),
    (error: Error) => error.message === "unexpected color mode purple",
  );
  assert.throws(
    () => setChoice(""),
    (error: Error) => error.message === "unexpected color mode ",
  );
  assert.is(localStorage.getItem("theme"), null, "nothing stored for an invalid mode");
});

toggle("useColorMode outside its provider throws an error naming the provider", async () => {
  const { calls } = await captureConsole("error", () =>
    render(
      <ErrorBoundary island="t">
        <ColorModeButton />
      </ErrorBoundary>,
    ),
  );
  assert.match(
    document.body.textContent ?? "",
    /Hook useColorMode is called outside the <ColorModeProvider>/,
  );
  assert.is(calls.length, 1);
});

toggle(
  "an invalid default mode crashes the island in place with its message and Try again",
  async () => {
    await captureConsole("error", () =>
      render(
        <ErrorBoundary island="theme-toggle">
          <ThemeToggle
            {...SETTINGS}
            defaultMode={"sepia" as never}
            respectPrefersColorScheme={false}
          />
        </ErrorBoundary>,
      ),
    );
    assert.is(
      document.querySelector(".island-error__message")?.textContent,
      "unexpected color mode sepia",
    );
    assert.ok([...document.querySelectorAll("button")].some((b) => b.textContent === "Try again"));
  },
);

toggle.run();
