// Navbar hide on scroll: a pure decision from scroll numbers, and the
// behaviour that feeds it real scroll events and hash jumps.
import { hashTarget } from "../runtime/hash-target";

export type ScrollFacts = {
  scrollY: number;
  previousY: number | null;
  navbarHeight: number;
  innerHeight: number;
  scrollHeight: number;
  /** The last change was a jump to a hash anchor. */
  afterHashJump: boolean;
};

/** What one scroll event does: show (true), hide (false) or leave (null) the navbar. */
export function scrollDecision(facts: ScrollFacts): {
  isVisible: boolean | null;
  afterHashJump: boolean;
} {
  const { scrollY, previousY, navbarHeight, innerHeight, scrollHeight } = facts;
  if (scrollY < navbarHeight) return { isVisible: true, afterHashJump: false };
  if (facts.afterHashJump) return { isVisible: null, afterHashJump: false };
  if (previousY != null && scrollY >= previousY) return { isVisible: false, afterHashJump: false };
  // Scrolling up shows it again, except at the very bottom (a bounce there is not intent).
  if (scrollY + innerHeight < scrollHeight - navbarHeight)
    return { isVisible: true, afterHashJump: false };
  return { isVisible: null, afterHashJump: false };
}

/** Behaviour on the navbar: hides it while scrolling down and after hash jumps, shows it when scrolling up. */
export function hideOnScroll(navbar: HTMLElement, signal: AbortSignal): () => void {
  // Measured at the first scroll, when layout is done anyway, not at load, where it forces one.
  let navbarHeight: number | undefined;
  let previousY: number | null = null;
  let afterHashJump = false;
  const setVisible = (isVisible: boolean) => navbar.classList.toggle("navbar--hidden", !isVisible);
  const onScroll = () => {
    const scrollY = window.scrollY;
    navbarHeight ??= navbar.getBoundingClientRect().height;
    const { innerHeight } = window;
    const { scrollHeight } = document.documentElement;
    const decision = scrollDecision({
      scrollY,
      previousY,
      navbarHeight,
      innerHeight,
      scrollHeight,
      afterHashJump,
    });
    afterHashJump = decision.afterHashJump;
    previousY = scrollY;
    // With the side panel open the navbar stays as it is.
    if (decision.isVisible != null && !navbar.classList.contains("navbar-sidebar--show"))
      setVisible(decision.isVisible);
  };
  const onHashChange = () => {
    afterHashJump = hashTarget(location.hash) !== null;
    setVisible(!afterHashJump);
  };
  window.addEventListener("scroll", onScroll, { passive: true, signal });
  window.addEventListener("hashchange", onHashChange, { signal });
  return () => setVisible(true);
}
