// Full-text search: a `Search` button that opens a dialog with a search box, results as you type
// (grouped by page, match highlighted), arrow keys to move, Enter to open, Escape to close. The
// engine (./pagefind: Pagefind plus our ranking) loads when the dialog first opens.
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { isOpenShortcut, nextFocusIndex } from "./search-keys";
import { SCOPES, type Scope } from "./results";
import { SearchResults } from "./SearchResults";
import { engine, useSearchAnswer } from "./use-search-answer";

type Props = { indexUrl: string; withShortcut?: boolean; feedbackRepo?: string };
export default function Search({ indexUrl, withShortcut = true, feedbackRepo }: Props) {
  const [isOpen, setIsOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [scope, setScope] = useState<Scope>("");
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  const open = () => {
    openerRef.current = document.activeElement as HTMLElement | null;
    setIsOpen(true);
    engine()
      .then(({ loadPagefind }) => loadPagefind(indexUrl))
      .catch(() => {}); // start fetching the index while the user types
  };
  const close = () => {
    dialogRef.current?.close();
    setIsOpen(false);
    openerRef.current?.focus();
  };

  useEffect(() => {
    if (!withShortcut) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (isOpenShortcut(event) && !dialogRef.current?.open) {
        event.preventDefault();
        open();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [withShortcut]);

  // A layout effect runs as the dialog is inserted, in the task of the key or click that opened it:
  // the keys typed right after the shortcut reach the box (a plain effect waits for the next paint,
  // and what a fast typist types meanwhile goes to the page).
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (isOpen && dialog && !dialog.open) {
      dialog.showModal();
      inputRef.current?.focus();
    }
  }, [isOpen]);

  const state = useSearchAnswer(indexUrl, query, scope);
  const onDialogKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const links = [
      ...(dialogRef.current?.querySelectorAll<HTMLAnchorElement>(".search__results a") ?? []),
    ];
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = nextFocusIndex(current, event.key, links.length);
    event.preventDefault();
    (next === -1 ? inputRef.current : links[next])?.focus();
  };

  return (
    <>
      <button
        type="button"
        className="search__button"
        onClick={open}
        aria-haspopup="dialog"
        aria-label="Search"
      >
        <svg className="search__icon" aria-hidden="true" viewBox="0 0 20 20">
          <path
            d="M14.4 12.9 19 17.5 17.5 19l-4.6-4.6a7.5 7.5 0 1 1 1.5-1.5zM8.5 14a5.5 5.5 0 1 0 0-11 5.5 5.5 0 0 0 0 11z"
            fill="currentColor"
          />
        </svg>
        <span className="search__label">Search</span>
        {withShortcut && (
          <kbd className="search__kbd" aria-hidden="true">
            /
          </kbd>
        )}
      </button>
      {isOpen && (
        <dialog
          ref={dialogRef}
          className="search__dialog"
          aria-label="Search the documentation"
          onCancel={(event) => {
            event.preventDefault();
            close();
          }}
          onKeyDown={onDialogKeyDown}
        >
          <div className="search__bar">
            <input
              ref={inputRef}
              type="search"
              className="search__input"
              placeholder="Search docs and API"
              aria-label="Search docs and API"
              autoComplete="off"
              spellcheck={false}
              value={query}
              onInput={(event) => setQuery((event.target as HTMLInputElement).value)}
            />
            <button type="button" className="search__close" onClick={close}>
              Close
            </button>
          </div>
          <fieldset className="search__scopes">
            <legend className="search__scopes-legend">Search in</legend>
            {SCOPES.map((name) => (
              <label key={name || "all"} className="search__scope">
                <input
                  type="radio"
                  name="search-scope"
                  value={name}
                  checked={scope === name}
                  onChange={() => setScope(name)}
                />
                {name || "Everything"}
              </label>
            ))}
          </fieldset>
          <SearchResults
            state={state}
            onChoose={close}
            feedbackRepo={feedbackRepo}
            onSuggestion={(suggestion) => {
              setQuery(suggestion);
              inputRef.current?.focus();
            }}
          />
        </dialog>
      )}
    </>
  );
}
