// Page actions near the title of docs and API pages: copy the page as Markdown, view its Markdown
// twin, report a problem on GitHub. Without JavaScript the host's two links stay (copying needs
// JavaScript, so it is absent rather than broken); with it they become one menu button.
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { copyPage } from "./copy-page";
import { nextRovingIndex } from "../runtime/roving-keys";
import { openingIndex } from "./menu-keys";
import { ManualCopy } from "./ManualCopy";
import { useOutsideClose } from "./use-outside-close";

type Props = { twin: string; report: string };
const MENU_ITEM = { role: "menuitem", tabIndex: -1, className: "page-actions__item" } as const;

export default function PageActions({ twin, report }: Props) {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState("");
  const [manualText, setManualText] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>("[role='menuitem']") ?? [])];

  const focusItem = (index: number) => items()[index]?.focus();
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  useOutsideClose(open, button, () => setOpen(false));

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = openingIndex(event.key, 3);
    if (index === null) return;
    event.preventDefault();
    setOpen(true);
    requestAnimationFrame(() => focusItem(index));
  };

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      close(true);
      return;
    }
    if (event.key === "Tab") {
      setOpen(false);
      return;
    }
    const list = items();
    const index = nextRovingIndex(
      list.indexOf(document.activeElement as HTMLElement),
      event.key,
      list.length,
      "vertical",
    );
    if (index === null) return;
    event.preventDefault();
    focusItem(index);
  };

  const onCopy = () => {
    close(true);
    setManualText(null);
    setStatus("Copying the page as Markdown…");
    copyPage(twin).then((outcome) => {
      if (outcome.kind === "copied") setStatus("Copied the page as Markdown.");
      else if (outcome.kind === "failed") setStatus(outcome.message);
      else {
        setStatus("");
        setManualText(outcome.text);
      }
    });
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className="page-actions__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
        onKeyDown={onButtonKey}
      >
        Page actions
      </button>
      <ul
        ref={menu}
        id={menuId}
        className="page-actions__menu"
        role="menu"
        aria-label="Page actions"
        hidden={!open}
        onKeyDown={onMenuKey}
      >
        <li role="none">
          <button type="button" {...MENU_ITEM} onClick={onCopy}>
            Copy page
          </button>
        </li>
        <li role="none">
          <a {...MENU_ITEM} href={twin} onClick={() => setOpen(false)}>
            View as Markdown
          </a>
        </li>
        <li role="none">
          <a
            {...MENU_ITEM}
            href={report}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => setOpen(false)}
          >
            Report a problem with this page
            <span className="visually-hidden"> (opens in new tab)</span>
          </a>
        </li>
      </ul>
      <p className="page-actions__status" role="status">
        {status}
      </p>
      {manualText !== null && (
        <ManualCopy id={`${menuId}-manual`} text={manualText} onClose={() => setManualText(null)} />
      )}
    </>
  );
}
