// Hover type information in the editor: the library's names of the open example show the text
// their popups show in the docs (the build's compiler output, passed in with the example), so
// the editor needs no compiler of its own. Keyboard readers get the same text from the code
// block on the docs page the example comes from.
import { hoverTooltip } from "@codemirror/view";

/** A hover tooltip for the word under the pointer, when `hints()` has its text. */
export function libraryHints(hints: () => Record<string, string>) {
  return hoverTooltip((view, pos) => {
    const word = view.state.wordAt(pos);
    if (!word) return null;
    const text = hints()[view.state.sliceDoc(word.from, word.to)];
    if (!text) return null;
    return {
      pos: word.from,
      end: word.to,
      above: true,
      create: () => {
        const dom = document.createElement("pre");
        dom.className = "cm-library-hint";
        dom.setAttribute("role", "tooltip");
        dom.textContent = text;
        return { dom };
      },
    };
  });
}
