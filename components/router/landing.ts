// Where a visitor lands once the router swapped a page in: the restored scroll position, the
// fragment's target or the top; focus on the new heading; the new title announced.
import { MAIN_SELECTOR } from "./swap";
import { hashTarget } from "../runtime/hash-target";

function announce(title: string): void {
  let region = document.getElementById("route-announcer");
  if (!region) {
    region = Object.assign(document.createElement("div"), {
      id: "route-announcer",
      className: "visually-hidden",
    });
    region.setAttribute("aria-live", "assertive");
    region.setAttribute("aria-atomic", "true");
    document.body.append(region);
  }
  region.textContent = title;
}

function scrollAndFocus(url: URL, scrollY: number | null): void {
  const target = hashTarget(url.hash);
  if (scrollY !== null) window.scrollTo(0, scrollY);
  else if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
  const heading =
    document.querySelector<HTMLElement>(`${MAIN_SELECTOR} h1`) ??
    document.querySelector<HTMLElement>("main");
  if (heading) {
    heading.setAttribute("tabindex", "-1");
    heading.focus({ preventScroll: true });
  }
}

/** Scrolls to `scrollY` (or the URL's fragment, or the top), focuses the heading, announces the title. */
export function landOn(url: URL, scrollY: number | null): void {
  scrollAndFocus(url, scrollY);
  announce(document.title);
}
