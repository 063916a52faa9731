// How long a collapsible takes to open or close: longer for taller content, but sub-linearly
// (c = h / 36, duration = round((4 + 15·c^0.25 + c/5)·10) ms).

/** Milliseconds for content `height` px tall; 1 ms when the user prefers reduced motion. */
export function collapseDuration(height: number, prefersReducedMotion = false): number {
  if (prefersReducedMotion) return 1;
  const c = Math.max(height, 0) / 36;
  return Math.round((4 + 15 * c ** 0.25 + c / 5) * 10);
}
