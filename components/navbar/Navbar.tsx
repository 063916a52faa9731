// The navbar island: the menu button for the mobile side panel, plus page-wide navbar behaviour
// (hide on scroll, dropdown closing, docs version preference). Mounted on every page.
import { useCallback, useRef, useState } from "react";
import { useDocsVersionPreference } from "./docs-version";
import { useDropdownClosing } from "./dropdowns";
import { useHideOnScroll } from "./hide-on-scroll";
import { useMobilePanel } from "./mobile-panel";
import { MOBILE_MAX_WIDTH } from "../../contract/index.js";

export type NavbarProps = {
  hideOnScroll?: boolean;
  breakpoint?: number;
  preferredVersionKey?: string;
  versions?: { name: string }[];
};

/** Island entry: props come from `site.navbar` and `site.docs`. */
export default function Navbar({ hideOnScroll = false, breakpoint = MOBILE_MAX_WIDTH, preferredVersionKey, versions = [] }: NavbarProps) {
  const button = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpenState] = useState(false);
  const setOpen = useCallback((value: boolean) => setOpenState(value), []);
  useHideOnScroll(hideOnScroll && !isOpen);
  useMobilePanel(isOpen, setOpen, breakpoint, button);
  useDropdownClosing();
  useDocsVersionPreference(preferredVersionKey, versions.map((version) => version.name));
  return (
    <button
      ref={button}
      className="navbar__toggle clean-btn"
      type="button"
      aria-label="Toggle navigation bar"
      aria-expanded={isOpen}
      aria-controls="navbar-sidebar"
      onClick={() => setOpenState((open) => !open)}
    >
      <svg className="navbar__toggle-icon" aria-hidden="true">
        <use href="#icon-menu" />
      </svg>
    </button>
  );
}
