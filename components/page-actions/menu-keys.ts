// Keys on a closed menu button (WAI-ARIA menu button pattern) and the item they focus first.

/** The index of the item to focus when `key` opens a menu of `count` items, or null. */
export function openingIndex(key: string, count: number): number | null {
  if (key === "ArrowDown" || key === "Enter" || key === " ") return 0;
  if (key === "ArrowUp") return count - 1;
  return null;
}
