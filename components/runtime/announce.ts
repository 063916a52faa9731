// One polite live region per document for confirmations that change no visible text a screen
// reader follows (a button's icon or label): copying code or a link. The region must exist before
// its text changes, so behaviours create it when they attach and write to it on success.
const REGION_ATTRIBUTE = "data-announcer";

/** The page's announcer, created (empty) on first use. */
export function announcer(): HTMLElement {
  const found = document.querySelector<HTMLElement>(`[${REGION_ATTRIBUTE}]`);
  if (found) return found;
  const region = Object.assign(document.createElement("p"), { className: "visually-hidden" });
  region.setAttribute("role", "status");
  region.setAttribute(REGION_ATTRIBUTE, "");
  document.body.append(region);
  return region;
}

/** Says `text` once; a fresh node each time, so a repeated message is announced again. */
export function announce(text: string): void {
  const line = document.createElement("span");
  line.textContent = text;
  announcer().replaceChildren(line);
}
