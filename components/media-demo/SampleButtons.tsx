// Sample files one click away: each is fetched from the site and queued like a dropped file.
import { useState } from "react";
import { formatBytes } from "./result-shape";

/** A sample file as the build publishes it (scripts/demo-samples.js). */
export type Sample = { label: string; name: string; about: string; size: number; url: string };

type Props = {
  samples: Sample[];
  onFiles: (files: File[]) => void;
  onFailure: (message: string) => void;
};

async function fetchSample(sample: Sample): Promise<File> {
  const response = await fetch(sample.url);
  if (!response.ok) throw new Error(`the server answered ${response.status}`);
  const blob = await response.blob();
  return new File([blob], sample.name, { type: blob.type });
}

/** A row of buttons, one per sample; a button is busy while its file downloads. */
export function SampleButtons({ samples, onFiles, onFailure }: Props) {
  const [loading, setLoading] = useState<string | null>(null);
  if (samples.length === 0) return null;
  const pick = (sample: Sample) => {
    setLoading(sample.name);
    fetchSample(sample)
      .then((file) => onFiles([file]))
      .catch((error: unknown) =>
        onFailure(`Could not load the sample ${sample.name}: ${(error as Error).message ?? error}`),
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
    </div>
  );
}
