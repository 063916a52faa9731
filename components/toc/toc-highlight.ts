// Marks the TOC entry of the heading in view while the page scrolls or resizes, and animates the
// mobile "On this page" collapsible, which closes once an entry is chosen.
import { NAVBAR_ID } from "../../contract/index.js";
import { animateDetails } from "../runtime/collapse-animation";
import { activeHeadingIndex } from "./active-heading";
import { desktopClass, linkClass, mobileClass } from "./names.js";

const ACTIVE = `${linkClass}--active`;

export function enhanceTocHighlight(scope: HTMLElement, signal: AbortSignal): (() => void) | void {
  const links = [
    ...scope.querySelectorAll<HTMLAnchorElement>(
      `.${desktopClass} a.${linkClass}, .${mobileClass} a.${linkClass}`,
    ),
  ];
  animateDetails(scope, `details.${mobileClass}`, () => {}, signal);
  const mobile = scope.querySelector<HTMLDetailsElement>(`details.${mobileClass}`);
  const onChoose = (event: Event) => {
    if (mobile?.open && (event.target as Element).closest?.("a")) mobile.open = false;
  };
  mobile?.addEventListener("click", onChoose, { signal });
  if (links.length === 0) return;
  const ids = [...new Set(links.map((link) => decodeURIComponent(link.hash.slice(1))))];
  let frame = 0;
  const update = () => {
    frame = 0;
    // Headings hidden (e.g. by Hide Inherited) take no part.
    const headings = ids
      .map((id) => document.getElementById(id))
      .filter((h): h is HTMLElement => !!h && h.getClientRects().length > 0);
    const navbar = document.getElementById(NAVBAR_ID)?.offsetHeight ?? 0;
    const index = activeHeadingIndex(
      headings.map((h) => h.getBoundingClientRect().top),
      navbar,
      window.innerHeight,
    );
    const activeId = index >= 0 ? headings[index].id : null;
    for (const link of links) {
      const active = decodeURIComponent(link.hash.slice(1)) === activeId;
      link.classList.toggle(ACTIVE, active);
      if (active) link.setAttribute("aria-current", "location");
      else link.removeAttribute("aria-current");
    }
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  window.addEventListener("scroll", schedule, { passive: true, signal });
  window.addEventListener("resize", schedule, { signal });
  // The first reading waits for the next frame too: measuring now would lay out the whole page
  // in this task, while the page is still being enhanced.
  schedule();
  return () => cancelAnimationFrame(frame);
}
