// Arrow-key focus movement in a group of items (a tab list, a menu): the arrows of the group's
// orientation move with wrap-around, Home and End jump to the ends.

const STEP_KEYS = {
  horizontal: { next: "ArrowRight", previous: "ArrowLeft" },
  vertical: { next: "ArrowDown", previous: "ArrowUp" },
} as const;

/** The index focus moves to for `key`, or null when the key does not move focus. */
export function nextRovingIndex(
  current: number,
  key: string,
  count: number,
  orientation: keyof typeof STEP_KEYS,
): number | null {
  if (count === 0) return null;
  const keys = STEP_KEYS[orientation];
  switch (key) {
    case keys.next:
      return (current + 1) % count;
    case keys.previous:
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
