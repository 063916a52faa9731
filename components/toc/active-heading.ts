// Which TOC entry is current, as a pure function of the headings' positions.
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
