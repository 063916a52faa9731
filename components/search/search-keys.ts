// Keyboard rules of the search island, kept free of the DOM so they are tested with plain values.

/** True when focus is somewhere the user types (so `/` must type a slash, not open search). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== "function") return false;
  const element = target as HTMLElement;
  return Boolean(
    element.closest("input, textarea, select, [contenteditable=''], [contenteditable='true']"),
  );
}

/** True for the shortcuts that open search: `/` (outside fields) and Ctrl/Cmd+K (anywhere). */
export function isOpenShortcut(
  event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "target">,
): boolean {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "k")
    return true;
  return (
    event.key === "/" &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.altKey &&
    !isTypingTarget(event.target)
  );
}

/**
 * The next focus position in the result list for ArrowUp/ArrowDown, where -1 is the input.
 * Moving up from the first result returns to the input; moving down from the last stays there.
 */
export function nextFocusIndex(current: number, key: string, count: number): number {
  if (count === 0) return -1;
  if (key === "ArrowDown") return Math.min(current + 1, count - 1);
  if (key === "ArrowUp") return Math.max(current - 1, -1);
  return current;
}
