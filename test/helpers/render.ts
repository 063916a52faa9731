// Renders components into the happy-dom page and fires events, both inside preact's `act` so
// effects and state updates have run when the call returns.
import { render as renderInto, type ComponentChild } from "preact";
import { act } from "preact/test-utils";

export type Rendered = {
  container: HTMLElement;
  rerender(element: ComponentChild): void;
  unmount(): void;
};

/** Renders `element` into a fresh container appended to the body. */
export function render(
  element: ComponentChild,
  container: HTMLElement = document.body.appendChild(document.createElement("div")),
): Rendered {
  act(() => renderInto(element, container));
  return {
    container,
    rerender: (next) => act(() => renderInto(next, container)),
    unmount: () => act(() => renderInto(null, container)),
  };
}

/** Dispatches a bubbling event of `type` (a MouseEvent for clicks, KeyboardEvent for keys). */
export function fire(target: EventTarget, type: string, init: Record<string, unknown> = {}): void {
  const options = { bubbles: true, cancelable: true, ...init };
  const event = type.startsWith("key")
    ? new KeyboardEvent(type, options)
    : type === "click" || type.startsWith("pointer") || type.startsWith("mouse")
      ? new MouseEvent(type, options)
      : type.startsWith("focus")
        ? new FocusEvent(type, options)
        : new Event(type, options);
  act(() => {
    target.dispatchEvent(event);
  });
}

/** Lets pending promises (fetches, lazy imports) settle, then flushes renders. */
export async function settle(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
