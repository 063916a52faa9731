// Tab list keyboard rules: arrows move with wrap-around, Home/End jump to the ends.

/** The tab index focus moves to for `key`, or null when the key does not move focus. */
export function nextTabIndex(current: number, key: string, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case "ArrowRight":
      return (current + 1) % count;
    case "ArrowLeft":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
