// The analysis options as controls, each explained in one line with a link to its reference entry.
import { CHUNK_SIZES, chunkLabel, type AnalysisOptions } from "./analysis-options";

type Props = { options: AnalysisOptions; onChange: (options: AnalysisOptions) => void };

const REFERENCE = "/api/interface/MediaInfoFactoryOptions/#";

const Reference = ({ name }: { name: string }) => (
  <a href={REFERENCE + name}>
    <code>{name}</code>
  </a>
);

type Flag = "full" | "coverData";
const FLAGS: [Flag, string][] = [
  ["full", "show all internal tags in the next analysis"],
  ["coverData", "include embedded cover art, base64-encoded"],
];

/** `full` and `coverData` switches and a `chunkSize` menu; they apply to the next analysis. */
export function OptionsPanel({ options, onChange }: Props) {
  const set = (change: Partial<AnalysisOptions>) => onChange({ ...options, ...change });
  return (
    <fieldset className="media-demo__options">
      <legend>Options for the next analysis</legend>
      {FLAGS.map(([name, meaning]) => (
        <label key={name}>
          <input
            type="checkbox"
            role="switch"
            checked={options[name]}
            onChange={(event) => set({ [name]: event.currentTarget.checked })}
          />
          <span>
            <Reference name={name} />: {meaning}
          </span>
        </label>
      ))}
      <label>
        <select
          value={options.chunkSize}
          onChange={(event) => set({ chunkSize: Number(event.currentTarget.value) })}
        >
          {CHUNK_SIZES.map((size) => (
            <option key={size} value={size}>
              {chunkLabel(size)}
            </option>
          ))}
        </select>
        <span>
          <Reference name="chunkSize" />: the most bytes read from the file at once
        </span>
      </label>
    </fieldset>
  );
}
