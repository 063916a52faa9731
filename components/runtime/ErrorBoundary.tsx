// Keeps a crash inside one island: shows what went wrong with "Try again".
// "small" islands fail in place; "content" islands show the page-crash display where they stand;
// "layout" islands (page furniture) show it over a bare layout and title the document `Page Error`.
import { Component, Fragment, type ReactNode } from "react";
import { createPortal } from "react-dom";

export type BoundaryKind = "small" | "content" | "layout";

/** Messages of an error and its causes, joined as `msg\n\nCause:\nmsg2`. */
export function errorMessage(error: unknown): string {
  const messages: string[] = [];
  let current: unknown = error;
  while (current != null && messages.length < 10) {
    messages.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? (current as Error & { cause?: unknown }).cause : undefined;
  }
  return messages.join("\n\nCause:\n");
}

type Props = { island: string; kind?: BoundaryKind; children?: ReactNode };
type State = { error: unknown; attempt: number };

/** The page-crash display: heading, "Try again", rule, message. */
function PageCrash({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="page-crash" role="alert">
      <h1 className="page-crash__title">This page crashed.</h1>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Try again
      </button>
      <hr />
      <p className="page-crash__message">{errorMessage(error)}</p>
    </div>
  );
}

export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, attempt: 0 };
  private titleBefore: string | null = null;

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  componentDidCatch(error: unknown): void {
    console.error(`Island "${this.props.island}" crashed:`, error);
    if (this.props.kind === "layout" && this.titleBefore == null) {
      this.titleBefore = document.title;
      document.title = "Page Error";
    }
  }

  /** Clears the error and renders the island afresh. */
  retry = (): void => {
    if (this.titleBefore != null) document.title = this.titleBefore;
    this.titleBefore = null;
    this.setState(({ attempt }) => ({ error: null, attempt: attempt + 1 }));
  };

  render() {
    const { error, attempt } = this.state;
    // Keyed by attempt, so "Try again" remounts the island with fresh state.
    if (error == null) return <Fragment key={attempt}>{this.props.children}</Fragment>;
    const kind = this.props.kind ?? "small";
    if (kind === "content") return <PageCrash error={error} onRetry={this.retry} />;
    if (kind === "layout") {
      // A portal, because page furniture may sit in a host that is hidden at this width.
      return createPortal(
        <div className="page-error">
          <PageCrash error={error} onRetry={this.retry} />
        </div>,
        document.body,
      );
    }
    return (
      <div className="island-error" role="alert">
        <p className="island-error__message">{errorMessage(error)}</p>
        <button type="button" className="button button--primary" onClick={this.retry}>
          Try again
        </button>
      </div>
    );
  }
}
