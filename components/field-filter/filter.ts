// The field filter itself, loaded when the filter is first focused or scrolled into view: narrows
// the field index's entries, or a track page's member sections and its member index, as you type.
// Escape clears it. Hidden elements are only hidden: clearing the filter shows the page as it was.
// A fragment pointing at a field the filter hides clears the filter, so the link lands.
import { hashTarget } from "../runtime/hash-target";
import { loweredMatches, matchStatus, trackMatches, wantedOf } from "./match";
import { addPermalinks } from "./permalinks";

/** A field with its name and words lowercased once, and whether it shows now. */
type Field = {
  name: string;
  text: string;
  tracks: string[];
  elements: HTMLElement[];
  shown: boolean;
};

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
      name: entry.id.toLowerCase(),
      text: textOf(entry).toLowerCase(),
      // The entry's track-type chips.
      tracks: [...entry.querySelectorAll(":scope > span > i")].map((chip) => chip.textContent!),
      elements: [entry],
      shown: !entry.hidden,
    }));
  return [...content.querySelectorAll<HTMLElement>("section > h3[id]")].map((heading) => {
    const section = heading.parentElement as HTMLElement;
    const entries = [
      ...content.querySelectorAll<HTMLElement>(`li > a[href="#${CSS.escape(heading.id)}"]`),
    ].map((link) => link.parentElement as HTMLElement);
    return {
      name: heading.id.toLowerCase(),
      text: (section.textContent ?? "").toLowerCase(),
      tracks: [],
      elements: [section, ...entries],
      shown: !section.hidden,
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
    const wanted = wantedOf(input.value);
    const track = trackType?.value ?? "";
    // Decide every field first, then touch only those that change: a key that keeps the same
    // fields costs no DOM write, and the writes never interleave with reads.
    const changed: Field[] = [];
    let count = 0;
    for (const field of fields) {
      const shown =
        loweredMatches(wanted, field.name, field.text) && trackMatches(track, field.tracks);
      if (shown) count += 1;
      if (shown !== field.shown) {
        field.shown = shown;
        changed.push(field);
      }
    }
    for (const field of changed)
      for (const element of field.elements) element.hidden = !field.shown;
    const next = matchStatus(input.value, count, fields.length, track);
    if (status.textContent !== next) status.textContent = next;
  };
  /** When the fragment names something the filter hides: clear the filter, then go there. */
  const reveal = () => {
    const target = hashTarget(location.hash);
    const hiding =
      target &&
      fields?.some(
        (field) => !field.shown && field.elements.some((element) => element.contains(target)),
      );
    if (!target || !hiding) return;
    input.value = "";
    if (trackType) trackType.value = "";
    apply();
    status.textContent = `Filter cleared to show ${target.id}.`;
    target.scrollIntoView();
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
  window.addEventListener("hashchange", reveal, { signal });
  if (input.value || trackType?.value) apply(); // chosen while the code was loading
  reveal();
  signal.addEventListener("abort", () => {
    for (const field of fields ?? []) {
      field.shown = true;
      for (const element of field.elements) element.hidden = false;
    }
  });
}
