// The field filter itself, loaded when the filter is first focused or scrolled into view: narrows
// the field index's entries, or a track page's member sections and its member index, as you type.
// Escape clears it. Hidden elements are only hidden: clearing the filter shows the page as it was.
import { fieldMatches, matchStatus, trackMatches } from "./match";
import { addPermalinks } from "./permalinks";

type Field = { name: string; text: string; tracks: string[]; elements: HTMLElement[] };

/** An entry's words without its copy button's label, which every entry has. */
const textOf = (entry: HTMLElement) =>
  [...entry.childNodes]
    .filter((node) => !(node instanceof Element && node.matches(".field-copy")))
    .map((node) => node.textContent)
    .join("");

/** The fields on this page: the index's entries, or the member sections and their index entries. */
function fieldsOf(content: ParentNode): Field[] {
  const entries = [...content.querySelectorAll<HTMLElement>(".field-list > li[id]")];
  if (entries.length > 0)
    return entries.map((entry) => ({
      name: entry.id,
      text: textOf(entry),
      // The entry's track-type chips.
      tracks: [...entry.querySelectorAll(":scope > span > i")].map((chip) => chip.textContent!),
      elements: [entry],
    }));
  return [...content.querySelectorAll<HTMLElement>("section > h3[id]")].map((heading) => {
    const section = heading.parentElement as HTMLElement;
    const entries = [
      ...content.querySelectorAll<HTMLElement>(`li > a[href="#${CSS.escape(heading.id)}"]`),
    ].map((link) => link.parentElement as HTMLElement);
    return {
      name: heading.id,
      text: section.textContent ?? "",
      tracks: [],
      elements: [section, ...entries],
    };
  });
}

/** Filters as the visitor types, until `signal` aborts: then every field shows again. */
export function attachFilter(host: HTMLElement, signal: AbortSignal): void {
  const input = host.querySelector<HTMLInputElement>("input");
  const status = host.querySelector<HTMLElement>("[role='status']");
  const trackType = host.querySelector<HTMLSelectElement>("select");
  const content = host.closest(".doc-article")?.querySelector(".doc-content") ?? document;
  if (!input || !status) return;
  addPermalinks([...content.querySelectorAll<HTMLElement>(".field-list > li[id]")], signal);
  // Read on first use, not at load: reading hundreds of entries' text is a task of its own.
  let fields: Field[] | undefined;
  const apply = () => {
    fields ??= fieldsOf(content);
    let count = 0;
    const track = trackType?.value ?? "";
    for (const field of fields) {
      const shown =
        fieldMatches(input.value, field.name, field.text) && trackMatches(track, field.tracks);
      if (shown) count += 1;
      for (const element of field.elements) element.hidden = !shown;
    }
    status.textContent = matchStatus(input.value, count, fields.length, track);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || input.value === "") return;
    event.preventDefault();
    input.value = "";
    apply();
  };
  input.addEventListener("input", apply, { signal });
  input.addEventListener("keydown", onKeyDown, { signal });
  trackType?.addEventListener("change", apply, { signal });
  if (input.value || trackType?.value) apply(); // chosen while the code was loading
  signal.addEventListener("abort", () => {
    for (const field of fields ?? []) for (const element of field.elements) element.hidden = false;
  });
}
