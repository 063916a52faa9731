// The share dialog's privacy choices: a box per field that commonly identifies a person or place,
// with its values and the reason, ticked to leave it out; and a box to leave out the file name.
// Fields start ticked: they are rarely what a technical question is about, and a pasted link
// cannot be taken back; the sharer sees each value and can untick it. The file name starts kept:
// the dialog's heading already shows it, and the receiver needs it to know which file is meant.
import { Fragment, type ReactNode } from "react";
import { identifyingGroup, type FoundField } from "./identifying-fields";

export const NAME_LEFT_OUT = "file name";

/** `name`, or "untitled" with its extension when the reader left the name out. */
export function nameAsShared(name: string, leftOut: Set<string>): string {
  if (!leftOut.has(NAME_LEFT_OUT)) return name;
  return `untitled${/\.[A-Za-z0-9]{1,8}$/.exec(name)?.[0] ?? ""}`;
}

type Props = {
  found: FoundField[];
  leftOut: Set<string>;
  onToggle: (name: string, out: boolean) => void;
  /** What carries the result: "the link", "the report". */
  carrier?: string;
};

type ChoiceProps = Omit<Props, "found" | "carrier"> & { name: string; label: ReactNode };

function Choice({ name, label, ...props }: ChoiceProps) {
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

export function PrivacyChoices({ found, carrier = "the link", ...props }: Props) {
  const names = [...new Set(found.map((field) => field.name))];
  // Names and values come from the file: each is isolated, so none can reorder the words around it.
  const valuesOf = (name: string) =>
    found
      .filter((field) => field.name === name)
      .map((field, index) => (
        <Fragment key={index}>
          {index > 0 && ", "}
          <bdi>{field.value}</bdi> (<bdi>{field.track}</bdi>)
        </Fragment>
      ));
  return (
    <fieldset>
      <legend>Leave out what can identify a person or place</legend>
      {names.length === 0 && <p>This result has no fields that commonly do.</p>}
      {names.map((name) => (
        <Choice
          key={name}
          name={name}
          label={
            <>
              <bdi>{name}</bdi>: {valuesOf(name)}. {identifyingGroup(name)?.reason}
            </>
          }
          {...props}
        />
      ))}
      <Choice
        name={NAME_LEFT_OUT}
        label={`The file name: it can name people, places or dates. Left out, ${carrier} says “untitled” with the file's extension.`}
        {...props}
      />
    </fieldset>
  );
}
