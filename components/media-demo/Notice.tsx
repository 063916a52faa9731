// A notice about saved data: polite (a status, not an alert), and it stays until dismissed.
export function Notice({ text, onDismiss }: { text: string; onDismiss: () => void }) {
  return (
    <div className="media-demo__notice" role="status">
      <p>{text}</p>
      <button type="button" className="button button--secondary button--sm" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
