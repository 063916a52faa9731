// The file a run gets: one of the site's sample files, or the reader's own ("Choose file"), which
// stays on the device: it is handed to the sandbox in the page, never uploaded. An example that
// reads its file over HTTP takes a sample's address: a file of the reader's has none.
import type { Sample } from "./examples";

export type Chosen = Sample | File | null;

type Props = {
  samples: Sample[];
  chosen: Chosen;
  onChoose: (chosen: Chosen) => void;
  /** Whether the example can take a file of the reader's. */
  ownFile: boolean;
};

const OWN = "own";

export function FileChoice({ samples, chosen, onChoose, ownFile }: Props) {
  const own = ownFile && chosen instanceof File ? chosen : null;
  return (
    <div className="playground__file">
      <label className="playground__field">
        <span>File</span>
        <select
          value={own ? OWN : (chosen?.name ?? "")}
          onChange={(event) => {
            const sample = samples.find((item) => item.name === event.currentTarget.value);
            if (sample) onChoose(sample);
          }}
        >
          {samples.map((sample) => (
            <option key={sample.name} value={sample.name}>
              Sample: {sample.label} ({sample.name})
            </option>
          ))}
          {own && <option value={OWN}>Your file: {own.name}</option>}
        </select>
      </label>
      {ownFile ? (
        <label className="playground__field playground__choose">
          <span>Choose file</span>
          <input
            type="file"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) onChoose(file);
            }}
          />
        </label>
      ) : (
        <p className="playground__by-url">
          This recipe reads its file over HTTP, by address: it runs on the site's sample files,
          which the page requests for it.
        </p>
      )}
    </div>
  );
}
