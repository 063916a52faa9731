// Keeps a crashing island from taking down the page: shows its message and "Try again".
import { Component, type ReactNode } from "react";

/** Messages of an error and its causes, joined as `msg\n\nCause:\nmsg2` (SPEC §8). */
export function errorMessage(error: unknown): string {
  const messages: string[] = [];
  let current: unknown = error;
  while (current != null && messages.length < 10) {
    messages.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? (current as Error & { cause?: unknown }).cause : undefined;
  }
  return messages.join("\n\nCause:\n");
}

type Props = { island: string; children?: ReactNode };
type State = { error: unknown };

/** Error boundary around one island. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown): void {
    console.error(`Island "${this.props.island}" crashed:`, error);
  }

  render() {
    if (this.state.error == null) return this.props.children;
    return (
      <div className="island-error" role="alert">
        <p>{errorMessage(this.state.error)}</p>
        <button type="button" className="button button--primary" onClick={() => this.setState({ error: null })}>
          Try again
        </button>
      </div>
    );
  }
}
