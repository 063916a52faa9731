// Code block buttons, rendered only in the browser: Copy (with a "Copied" state for 1000 ms)
// and Toggle word wrap, shown only when a line overflows or wrap is on.
import { copyText } from "./copy-text";
import { announce, announcer } from "../runtime/announce";
import { CODE_LANGUAGE_ATTRIBUTE } from "../../contract/index.js";
import { blockClass } from "./names.js";

const COPY_ICON =
  '<path d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12zm3 4H8a2 2 0 0 0-2 2v14c0 1.1.9 2 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2m0 16H8V7h11z"/>';
const CHECK_ICON = '<path d="M21 7 9 19l-5.5-5.5 1.41-1.41L9 16.17 19.59 5.59z"/>';
const WRAP_ICON =
  '<path d="M4 19h6v-2H4zM20 5H4v2h16zm-3 6H4v2h13.25c1.1 0 2 .9 2 2s-.9 2-2 2H15v-2l-3 3 3 3v-2h2a4 4 0 0 0 0-8"/>';
export const COPIED_MS = 1000;

function button(label: string, title: string, icon: string): HTMLButtonElement {
  const element = Object.assign(document.createElement("button"), {
    type: "button",
    className: "code-block__button",
    title,
  });
  element.setAttribute("aria-label", label);
  element.innerHTML = `<svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden="true">${icon}</svg>`;
  return element;
}

function addButtons(block: HTMLElement, timers: Set<number>): (() => void) | null {
  const pre = block.querySelector("pre");
  if (!pre || block.querySelector(":scope > .code-block__buttons")) return null;
  const bar = Object.assign(document.createElement("div"), { className: "code-block__buttons" });
  const wrap = button("Toggle word wrap", "Toggle word wrap", WRAP_ICON);
  const copy = button("Copy code to clipboard", "Copy", COPY_ICON);
  const showWrap = () => {
    const wrapped = block.classList.contains("code-block--wrap");
    wrap.hidden = !wrapped && pre.scrollWidth <= pre.clientWidth;
    wrap.setAttribute("aria-pressed", String(wrapped));
  };
  wrap.addEventListener("click", () => {
    block.classList.toggle("code-block--wrap");
    showWrap();
  });
  const showCopied = (copied: boolean) => {
    copy.setAttribute("aria-label", copied ? "Copied" : "Copy code to clipboard");
    copy.title = copied ? "Copied" : "Copy";
    copy.classList.toggle("code-block__button--copied", copied);
    copy.querySelector("svg")!.innerHTML = copied ? CHECK_ICON : COPY_ICON;
  };
  copy.addEventListener("click", () => {
    const code = pre.querySelector("code") ?? pre;
    navigator.clipboard
      .writeText(
        copyText(code.textContent ?? "", block.getAttribute(CODE_LANGUAGE_ATTRIBUTE) ?? undefined),
      )
      .then(
        () => {
          showCopied(true);
          announce("Code copied to the clipboard.");
          const timer = window.setTimeout(() => {
            timers.delete(timer);
            showCopied(false);
          }, COPIED_MS);
          timers.add(timer);
        },
        (error) => console.error("Copy to clipboard failed", error),
      );
  });
  bar.append(wrap, copy);
  block.append(bar);
  block.classList.add("code-block--has-buttons");
  return showWrap;
}

export function enhanceCodeButtons(scope: ParentNode, signal: AbortSignal): () => void {
  const timers = new Set<number>();
  announcer();
  const checks = [...scope.querySelectorAll<HTMLElement>(`.${blockClass}`)]
    .map((block) => addButtons(block, timers))
    .filter((f) => f !== null);
  let frame = 0;
  const onResize = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => checks.forEach((check) => check()));
  };
  window.addEventListener("resize", onResize, { signal });
  // Whether a line overflows is measured once for every block, in the next frame: measuring each
  // block as its buttons are added would lay the page out again for each one.
  onResize();
  return () => {
    cancelAnimationFrame(frame);
    timers.forEach((timer) => clearTimeout(timer));
  };
}
