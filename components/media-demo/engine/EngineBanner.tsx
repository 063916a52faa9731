// The banner shown while the analysis engine cannot be loaded: what failed and what to try, the
// technical message behind a disclosure, and Retry.
import { describeEngineFailure } from "./engine-failure";

export function EngineBanner({ message, onRetry }: { message: string; onRetry: () => void }) {
  const failure = describeEngineFailure(message);
  return (
    <div className="media-demo__banner" role="alert">
      <p>
        <strong>{failure.summary}</strong> {failure.advice}
        {failure.learnMore && (
          <>
            {" "}
            <a href={failure.learnMore.href}>{failure.learnMore.text}</a>
          </>
        )}
      </p>
      <details className="media-demo__details">
        <summary>Technical details</summary>
        <pre>{failure.details}</pre>
      </details>
      <button type="button" className="button button--primary button--sm" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
