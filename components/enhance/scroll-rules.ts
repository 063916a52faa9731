// Scroll-driven decisions as pure functions fed with numbers: which TOC entry is current
// (BEHAVIOUR §7.3) and whether the back-to-top button shows (§7.1).

/**
 * Index of the heading the TOC marks as current, or -1 for none. The first heading whose top is at
 * or below the navbar's bottom is current when it sits in the top half of the viewport; otherwise
 * the one before it is. When every heading is above that line, the last one is current.
 */
export function activeHeadingIndex(
  headingTops: number[],
  navbarHeight: number,
  viewportHeight: number,
): number {
  const firstBelow = headingTops.findIndex((top) => top >= navbarHeight);
  if (firstBelow === -1) return headingTops.length - 1;
  return headingTops[firstBelow] < viewportHeight / 2 ? firstBelow : firstBelow - 1;
}

export type BackToTopInput = {
  scrollY: number;
  previousScrollY: number | null;
  isHashJump: boolean;
  isAtBottom: boolean;
  isShown: boolean;
};

export const BACK_TO_TOP_THRESHOLD = 300;

/** Whether the back-to-top button shows after a scroll event. */
export function backToTopShown({
  scrollY,
  previousScrollY,
  isHashJump,
  isAtBottom,
  isShown,
}: BackToTopInput): boolean {
  if (isHashJump || scrollY < BACK_TO_TOP_THRESHOLD) return false;
  if (previousScrollY === null) return isShown;
  if (scrollY > previousScrollY) return false;
  if (scrollY < previousScrollY) return !isAtBottom;
  return isShown;
}
