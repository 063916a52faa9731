// The search dialog opens in the task of the key or click that asked for it: the box has focus
// before the browser handles the next key, so nothing a fast typist types after `/` or Ctrl+K is
// lost to the page. Only microtasks run between the key and the checks (Preact renders in one);
// no timer or animation frame does, as none need run between two keys in a browser.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { register, reset, unregister } from "../../helpers/dom.ts";
import { render } from "../../helpers/render.ts";
import Search from "../../../components/search/Search.tsx";

const microtasks = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};
const box = () => document.querySelector<HTMLInputElement>(".search__input");
const dialog = () => document.querySelector<HTMLDialogElement>(".search__dialog");

const dialogSuite = suite("search dialog");
dialogSuite.before(() => register());
dialogSuite.after(() => unregister());
dialogSuite.before.each(() => reset());

for (const [name, init] of [
  ["/", { key: "/" }],
  ["Ctrl+K", { key: "k", ctrlKey: true }],
] as const) {
  dialogSuite(`${name} opens the dialog with the box focused before the next key`, async () => {
    render(<Search indexUrl="/pagefind/pagefind.js" />); // mounted, effects run: the page as loaded
    const key = new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init });
    document.body.dispatchEvent(key);
    assert.ok(key.defaultPrevented, "the shortcut is not typed into the page");
    await microtasks();
    assert.ok(dialog()?.open, "the dialog is open");
    assert.is(document.activeElement, box(), "the box has focus");
  });
}

dialogSuite(
  "the Search button opens the dialog with the box focused in the click's task",
  async () => {
    render(<Search indexUrl="/pagefind/pagefind.js" withShortcut={false} />);
    document.querySelector<HTMLButtonElement>(".search__button")!.click();
    await microtasks();
    assert.ok(dialog()?.open, "the dialog is open");
    assert.is(document.activeElement, box(), "the box has focus");
  },
);

dialogSuite.run();
