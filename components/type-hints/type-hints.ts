// Type hints: the identifiers the build marked become buttons, one tab stop per code block (the
// arrow keys move between them), each showing its popup on hover, keyboard focus or tap. The
// popup sits right under its identifier, so the pointer can move into it; it stays until the
// pointer and focus leave both, or Escape closes it.
import { hintAttribute, hintsClass } from "./names.js";

const HINT = `[${hintAttribute}]`;

let popups = 0;

export function enhanceTypeHints(host: HTMLElement, signal: AbortSignal): void {
  const popup = Object.assign(document.createElement("div"), {
    className: "type-hint-popup",
    id: `type-hint-popup-${++popups}`,
  });
  let shown: HTMLElement | null = null;
  const hintOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLElement>(`${HINT}[role]`) : null;
  const within = (target: EventTarget | null) =>
    target instanceof Node && (popup.contains(target) || !!shown?.contains(target));

  const close = () => {
    shown?.removeAttribute("aria-describedby");
    shown?.setAttribute("aria-expanded", "false");
    popup.remove();
    shown = null;
  };
  const show = (hint: HTMLElement) => {
    if (shown === hint) return;
    close();
    const block = hint.closest("pre")!.parentElement!;
    // A page's blocks share one template (the last block holds it); a lone snippet has its own.
    const template =
      block.querySelector<HTMLTemplateElement>(`template.${hintsClass}`) ??
      host.querySelector<HTMLTemplateElement>(`template.${hintsClass}`);
    const content = template?.content.querySelector(
      `[${hintAttribute}="${hint.getAttribute(hintAttribute)}"]`,
    );
    if (!content) return;
    popup.replaceChildren(content.cloneNode(true));
    hint.closest("pre")!.after(popup);
    const outer = block.getBoundingClientRect();
    const inner = hint.getBoundingClientRect();
    popup.style.top = `${inner.bottom - outer.top}px`;
    popup.style.left = `${Math.max(0, Math.min(inner.left - outer.left, outer.width - popup.offsetWidth))}px`;
    hint.setAttribute("aria-describedby", popup.id);
    hint.setAttribute("aria-expanded", "true");
    shown = hint;
  };

  for (const pre of host.querySelectorAll("pre"))
    pre.querySelectorAll<HTMLElement>(HINT).forEach((hint, index) => {
      hint.setAttribute("role", "button");
      hint.setAttribute("aria-expanded", "false");
      hint.tabIndex = index ? -1 : 0;
    });

  const on = <K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (event: HTMLElementEventMap[K]) => void,
  ) => host.addEventListener(type, listener, { signal });
  on("mouseover", (event) => {
    const hint = hintOf(event.target);
    if (hint) show(hint);
  });
  on("mouseout", (event) => {
    if (!within(event.relatedTarget) && !within(document.activeElement)) close();
  });
  on("focusin", (event) => {
    const hint = hintOf(event.target);
    if (!hint) return;
    const siblings = hint.closest("pre")!.querySelectorAll<HTMLElement>(HINT);
    siblings.forEach((other) => (other.tabIndex = other === hint ? 0 : -1));
    show(hint);
  });
  on("focusout", (event) => {
    if (!within(event.relatedTarget)) close();
  });
  on("click", (event) => {
    const hint = hintOf(event.target);
    if (hint) show(hint);
  });
  on("keydown", (event) => {
    const hint = hintOf(event.target);
    if (!hint || !/^Arrow(Left|Right)$/.test(event.key)) return;
    const siblings = [...hint.closest("pre")!.querySelectorAll<HTMLElement>(HINT)];
    const next = siblings[siblings.indexOf(hint) + (event.key === "ArrowRight" ? 1 : -1)];
    if (!next) return;
    event.preventDefault();
    next.focus();
  });
  // Escape closes a popup opened by hover too, when focus is elsewhere.
  document.addEventListener(
    "keydown",
    (event) => {
      if (event.key === "Escape" && shown) close();
    },
    { signal },
  );
  signal.addEventListener("abort", close);
}
