// The announcement bar island: dismissal stored under `announcement.dismiss`, the
// bar's id under `announcement.id`; a new id shows the bar again. The inline head script has
// already hidden a dismissed bar before paint, so it never flashes.
import { useEffect, useState } from "react";
import { getItem, setItem } from "../runtime/storage";
import { ANNOUNCEMENT_DISMISSED_ATTRIBUTE, STORAGE_KEYS } from "../../contract/index.js";

export const DISMISS_KEY = STORAGE_KEYS.announcementDismissed;
export const ID_KEY = STORAGE_KEYS.announcementId;

/** Whether the bar starts dismissed; records the current id (a changed id resets dismissal). */
export function isInitiallyDismissed(id: string): boolean {
  const storedId = getItem(ID_KEY);
  setItem(ID_KEY, id);
  if (storedId !== id) {
    setItem(DISMISS_KEY, "false");
    return false;
  }
  return getItem(DISMISS_KEY) === "true";
}

function markDismissed(isDismissed: boolean): void {
  document.documentElement.setAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE, String(isDismissed));
}

export type AnnouncementBarProps = { id: string; content: string; isCloseable?: boolean };

/** Island entry: props come from `site.announcementBar`. */
export default function AnnouncementBar({ id, content, isCloseable = true }: AnnouncementBarProps) {
  const [isDismissed, setDismissed] = useState(
    () => document.documentElement.getAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE) === "true",
  );
  useEffect(() => {
    const dismissed = isInitiallyDismissed(id);
    setDismissed(dismissed);
    markDismissed(dismissed);
  }, [id]);

  if (isDismissed) return null;
  const close = () => {
    setItem(DISMISS_KEY, "true");
    setDismissed(true);
    markDismissed(true);
  };
  return (
    // A <header> outside any section: the page's banner landmark, without a redundant role.
    <header className="announcement-bar__inner">
      <div className="announcement-bar__content" dangerouslySetInnerHTML={{ __html: content }} />
      {isCloseable && (
        <button
          type="button"
          className="announcement-bar__close clean-btn"
          aria-label="Close"
          onClick={close}
        >
          <svg className="announcement-bar__close-icon" aria-hidden="true">
            <use href="#icon-close" />
          </svg>
        </button>
      )}
    </header>
  );
}
