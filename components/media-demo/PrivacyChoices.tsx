// The share dialog's privacy choices: a box per field that commonly identifies a person or place,
// with its values and the reason, ticked to leave it out; and a box to leave out the file name.
// Fields start ticked: they are rarely what a technical question is about, and a pasted link
// cannot be taken back; the sharer sees each value and can untick it. The file name starts kept:
// the dialog's heading already shows it, and the receiver needs it to know which file is meant.
import { identifyingGroup, type FoundField } from "./identifying-fields";

export const NAME_LEFT_OUT = "file name";

type Props = {
  found: FoundField[];
  leftOut: Set<string>;
  onToggle: (name: string, out: boolean) => void;
};

function Choice({ name, label, ...props }: Omit<Props, "found"> & { name: string; label: string }) {
  return (
    <label className="media-demo__share-field">
      <input
        type="checkbox"
        checked={props.leftOut.has(name)}
        onChange={(event) => props.onToggle(name, event.currentTarget.checked)}
      />
      <span>{label}</span>
    </label>
  );
}

export function PrivacyChoices({ found, ...props }: Props) {
  const names = [...new Set(found.map((field) => field.name))];
  const valuesOf = (name: string) =>
    found
      .filter((field) => field.name === name)
      .map((field) => `${field.value} (${field.track})`)
      .join(", ");
  return (
    <fieldset>
      <legend>Leave out what can identify a person or place</legend>
      {names.length === 0 && <p>This result has no fields that commonly do.</p>}
      {names.map((name) => (
        <Choice
          key={name}
          name={name}
          label={`${name}: ${valuesOf(name)}. ${identifyingGroup(name)?.reason ?? ""}`}
          {...props}
        />
      ))}
      <Choice
        name={NAME_LEFT_OUT}
        label="The file name: it can name people, places or dates. Left out, the link says “untitled” with the file's extension."
        {...props}
      />
    </fieldset>
  );
}
