// A button that shows and hides a panel below it, saying which in aria-expanded; the panel gets a
// `close` for its own Close button.
import { useState, type ReactNode } from "react";

type Props = { label: string; children: (close: () => void) => ReactNode };

export function Disclosure({ label, children }: Props) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--secondary button--sm"
        aria-expanded={isOpen}
        onClick={() => setOpen(!isOpen)}
      >
        {label}
      </button>
      {isOpen && children(() => setOpen(false))}
    </>
  );
}
