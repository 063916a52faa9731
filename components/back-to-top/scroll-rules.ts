// Whether the back-to-top button shows, as a pure function of the scroll position.

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
