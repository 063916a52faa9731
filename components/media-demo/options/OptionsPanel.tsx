// The analysis options as controls, each explained in one line with a link to its reference entry,
// and the mediainfo.js release that analyses (when the page offers more than one).
import { useContext } from "react";
import { CHUNK_SIZES, chunkLabel, type AnalysisOptions } from "./analysis-options";
import { engineOf, Engines, type Engine } from "../engine/releases";

type Props = {
  options: AnalysisOptions;
  /** The release in use. */
  engine: Engine;
  onChange: (options: AnalysisOptions) => void;
};

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

/** A release menu, `full` and `coverData` switches and a `chunkSize` menu; they apply to the next analysis. */
export function OptionsPanel({ options, engine, onChange }: Props) {
  const engines = useContext(Engines);
  const set = (change: Partial<AnalysisOptions>) => onChange({ ...options, ...change });
  return (
    <fieldset className="media-demo__options">
      <legend>Options for the next analysis</legend>
      {engines.length > 1 && (
        <label>
          <select
            value={engine.version}
            onChange={({ currentTarget: { value } }) =>
              // The latest is stored as no choice, so the demo follows the site to a new release.
              set({ release: engineOf(engines, value)?.isLatest ? undefined : value })
            }
          >
            {engines.map(({ version, isLatest }) => (
              <option key={version} value={version}>
                {version}
                {isLatest && " (latest)"}
              </option>
            ))}
          </select>
          <span>mediainfo.js release, with MediaInfoLib {engine.mediaInfoLib}</span>
        </label>
      )}
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
