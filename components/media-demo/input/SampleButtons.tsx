// Sample files one click away: each is fetched from the site and queued like a dropped file. A
// failed download is said beside the buttons (which sample, what went wrong); its button stays usable.
import { useState } from "react";
import type { Sample } from "./fetch-sample";
import { formatBytes } from "../results/result-shape";

type Props = { samples: Sample[]; onFiles: (files: File[]) => void };

/** A row of buttons, one per sample; a button is busy while its file downloads. */
export function SampleButtons({ samples, onFiles }: Props) {
  const [loading, setLoading] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (samples.length === 0) return null;
  const pick = (sample: Sample) => {
    setLoading(sample.name);
    setFailure(null);
    import("./fetch-sample")
      .then(({ fetchSample }) => fetchSample(sample))
      .then((file) => onFiles([file]))
      .catch((error: Error) =>
        setFailure(
          `The sample ${sample.label} (${sample.name}) could not be loaded: ${error.message}. Press its button to try again.`,
        ),
      )
      .finally(() => setLoading(null));
  };
  return (
    <div className="media-demo__samples" role="group" aria-labelledby="media-demo-samples">
      <span id="media-demo-samples">No file at hand? Try a sample:</span>
      {samples.map((sample) => (
        <button
          key={sample.name}
          type="button"
          className="button button--secondary button--sm"
          title={`${sample.name}: ${sample.about}, ${formatBytes(sample.size)}`}
          aria-busy={loading === sample.name}
          disabled={loading === sample.name}
          onClick={() => pick(sample)}
        >
          {sample.label}
        </button>
      ))}
      {failure && (
        <p className="media-demo__banner" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
