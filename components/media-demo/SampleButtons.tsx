// Sample files one click away: each is fetched from the site and queued like a dropped file. A
// failed download is said beside the buttons (which sample, what went wrong); its button stays usable.
import { useState } from "react";
import { formatBytes } from "./result-shape";

/** A sample file as the build publishes it (scripts/demo-samples.js). */
export type Sample = { label: string; name: string; about: string; size: number; url: string };

type Props = { samples: Sample[]; onFiles: (files: File[]) => void };

/** The sample as a file, or an error whose message says what failed in the reader's words. */
async function fetchSample(sample: Sample): Promise<File> {
  const response = await fetch(sample.url).catch(() => {
    throw new Error("the download did not complete (check your connection)");
  });
  if (!response.ok) throw new Error(`the server answered ${response.status}`);
  const blob = await response.blob();
  // A cut or substituted download would be analysed as something else: refuse it.
  if (blob.size !== sample.size)
    throw new Error(`${blob.size} bytes arrived instead of ${sample.size}`);
  return new File([blob], sample.name, { type: blob.type });
}

/** A row of buttons, one per sample; a button is busy while its file downloads. */
export function SampleButtons({ samples, onFiles }: Props) {
  const [loading, setLoading] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (samples.length === 0) return null;
  const pick = (sample: Sample) => {
    setLoading(sample.name);
    setFailure(null);
    fetchSample(sample)
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
