// The playground's code editor: CodeMirror 6 with JavaScript highlighting in the site's own syntax
// colours, history and Tab indenting, in a shadow root of its host so that its styles are
// constructed sheets rather than <style> elements (editor-theme.ts). Tab never traps focus:
// Escape, then Tab, leaves the editor (CodeMirror's tab focus mode).
import { EditorState } from "@codemirror/state";
import { EditorView, drawSelection, keymap, lineNumbers } from "@codemirror/view";
import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import { bracketMatching, indentOnInput, syntaxHighlighting } from "@codemirror/language";
import { javascript } from "@codemirror/lang-javascript";
import { editorHighlight, editorTheme } from "./editor-theme";

/**
 * Typed text goes in through CodeMirror, not the browser's editing: Chromium, typing over a
 * selection that spans the lines, rebuilds them with style attributes, which the site's policy
 * refuses (style-src-attr), so each keystroke there would be a CSP violation.
 */
const typedText = EditorView.domEventHandlers({
  beforeinput(event, view) {
    if (event.inputType !== "insertText" || event.data === null || view.composing) return false;
    event.preventDefault();
    view.dispatch(view.state.replaceSelection(event.data), {
      userEvent: "input.type",
      scrollIntoView: true,
    });
    return true;
  },
});

export type Editor = {
  /** The code as edited. */
  code(): string;
  /** Replaces the whole text (another example, a shared link). */
  setCode(code: string): void;
  destroy(): void;
};

/** Mounts an editor holding `code` in `parent`; `onChange` gets the text after each edit. */
export function createEditor(
  parent: HTMLElement,
  code: string,
  label: string,
  onChange: (code: string) => void,
): Editor {
  const root = parent.shadowRoot ?? parent.attachShadow({ mode: "open" });
  const view = new EditorView({
    parent: root,
    root,
    state: EditorState.create({
      doc: code,
      extensions: [
        lineNumbers(),
        history(),
        drawSelection(),
        indentOnInput(),
        bracketMatching(),
        syntaxHighlighting(editorHighlight),
        editorTheme,
        typedText,
        javascript(),
        keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
        EditorView.contentAttributes.of({ "aria-label": label }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) onChange(update.state.doc.toString());
        }),
      ],
    }),
  });
  return {
    code: () => view.state.doc.toString(),
    setCode: (next) =>
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: next } }),
    destroy: () => view.destroy(),
  };
}
