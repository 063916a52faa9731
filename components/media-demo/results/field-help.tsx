// Field help in the demo's results: each field name links to its entry on its track
// type's API page and shows the type definitions' description on hover and keyboard focus; a
// field the definitions do not have (everything under `extra` included) says so. The
// descriptions are one asset, fetched the first time a result is shown.
import { createContext, useContext, useEffect, useId, useState } from "react";

/** Track type (as results name it: `Video`) → field → description. */
export type FieldDescriptions = Record<string, Record<string, string>>;
export type FieldHelpState = { descriptions: FieldDescriptions | null; failed: boolean };

export const FieldHelp = createContext<FieldHelpState>({ descriptions: null, failed: false });

let loading: { url: string; promise: Promise<FieldDescriptions> } | null = null;

/** Loads the descriptions once per page; says when they could not be had. */
export function useFieldDescriptions(url: string | undefined): FieldHelpState {
  const [state, setState] = useState<FieldHelpState>({ descriptions: null, failed: false });
  useEffect(() => {
    if (!url) return;
    if (loading?.url !== url) {
      const promise = fetch(url).then((response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        return response.json() as Promise<FieldDescriptions>;
      });
      loading = { url, promise };
      promise.catch(() => (loading = null)); // a later result tries again
    }
    let live = true;
    loading.promise.then(
      (descriptions) => live && setState({ descriptions, failed: false }),
      () => live && setState({ descriptions: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [url]);
  return state;
}

/** A field's name in a result table, explained when the descriptions are here. */
export function FieldName({ type, name, under }: { type: string; name: string; under?: string }) {
  const { descriptions } = useContext(FieldHelp);
  const tipId = useId();
  // Alone in its cell, a name cannot reorder other words; beside others it is isolated.
  if (!descriptions) return <>{name}</>;
  // Own keys only: a field named `__proto__` or `constructor` (a file's tag, or a shared link's)
  // must not find Object.prototype's members.
  const fields = Object.hasOwn(descriptions, type) && descriptions[type];
  const description = !under && fields && Object.hasOwn(fields, name) ? fields[name] : undefined;
  if (description === undefined) {
    return (
      <>
        <bdi>{name}</bdi> <span className="media-demo__untyped">not in the type definitions</span>
      </>
    );
  }
  return (
    <span className="media-demo__field">
      <a
        href={`/api/interface/${type}Track/#${name}`}
        aria-describedby={description ? tipId : undefined}
      >
        <bdi>{name}</bdi>
      </a>
      {description && (
        <span role="tooltip" id={tipId} className="media-demo__tip">
          {description}
        </span>
      )}
    </span>
  );
}
