// The type hints' behaviour loads the popups' code only where it is used: at once on a host with
// hinted code, otherwise on the first focus or hover on a hint that arrives later (the demo's code
// panel), and that first focus then shows its popup. Markup from the real Markdown renderer.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { register, reset, unregister } from "../../helpers/dom.ts";
import { createMarkdown } from "../../../eleventy/markdown.js";
import typeHintsPlugin from "../../../components/type-hints/build/plugin.js";
import { asButtons } from "../../../components/media-demo/build/hinted-html.js";
import { typeHints } from "../../../components/type-hints/behaviour.ts";

const md = createMarkdown([typeHintsPlugin]);
const HINTED = md.render(
  '```js\nimport { mediaInfoFactory } from "mediainfo.js";\nconst mediainfo = await mediaInfoFactory();\n```\n',
  { page: { inputPath: "./behaviour.md" } },
);

const behaviour = suite("type hints behaviour");
behaviour.before(() => register());
behaviour.after(() => unregister());

/** Resolves once `check` holds (the popups' code arrives by a dynamic import). */
async function until(check: () => boolean, what: string): Promise<void> {
  for (let turn = 0; turn < 200; turn += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`never: ${what}`);
}

behaviour("a host with hinted code gets its hints as buttons at once", async () => {
  reset(`<div id="host">${HINTED}</div>`);
  const host = document.getElementById("host")!;
  const hints = [...host.querySelectorAll("[data-type-hint]:not(template *)")];
  assert.ok(hints.length > 0, "the renderer marked names");
  typeHints(host, new AbortController().signal);
  await until(() => hints.every((hint) => hint.getAttribute("role") === "button"), "buttons");
});

behaviour(
  "on a host without hints, the first focus on a hint added later shows its popup",
  async () => {
    reset(`<div id="host"><p>No code yet.</p></div>`);
    const host = document.getElementById("host")!;
    const controller = new AbortController();
    typeHints(host, controller.signal);
    const panel = document.createElement("div");
    panel.innerHTML = asButtons(HINTED);
    host.append(panel);
    const hint = panel.querySelector<HTMLElement>("pre [data-type-hint]")!;
    hint.focus();
    await until(() => hint.hasAttribute("aria-describedby"), "a popup for the early focus");
    const popup = document.getElementById(hint.getAttribute("aria-describedby")!)!;
    assert.match(popup.textContent!, "mediaInfoFactory");
    controller.abort();
    assert.not.ok(hint.hasAttribute("aria-describedby"), "unmounting closes it");
  },
);

behaviour.run();
