// The playground's code editor: CodeMirror 6 with JavaScript or HTML highlighting in the site's own
// syntax colours, history and Tab indenting, in a shadow root of its host so that its styles are
// constructed sheets rather than <style> elements (editor-theme.ts). Tab never traps focus:
// Escape, then Tab, leaves the editor (CodeMirror's tab focus mode). A page's HTML is highlighted
// by editor-html.ts.
import { Compartment, EditorState } from "@codemirror/state";
import { EditorView, drawSelection, keymap, lineNumbers } from "@codemirror/view";
import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import { bracketMatching, indentOnInput, syntaxHighlighting } from "@codemirror/language";
import { javascriptLanguage } from "@codemirror/lang-javascript";
import { editorHighlight, editorTheme } from "./editor-theme";
import { libraryHints } from "./editor-hints";
import { htmlHighlighting } from "./editor-html";

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
  /**
   * Replaces the whole text (another file or example, a shared link), with its language (a file's
   * fence language: "html", else JavaScript) and its names' type information.
   */
  setCode(code: string, hints: Record<string, string>, lang?: string): void;
  destroy(): void;
};

/** Mounts an editor holding `code` in `parent`, with hover texts for the library's names. */
export function createEditor(
  parent: HTMLElement,
  code: string,
  hints: Record<string, string>,
  label: string,
  lang = "js",
): Editor {
  let currentHints = hints;
  const language = new Compartment();
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
        // The grammar alone: `javascript()` would add completion sources (keywords, snippets, local
        // names) for an autocompletion the editor does not offer, about 4 KB gzip for nothing.
        language.of(javascriptLanguage),
        // Long lines wrap: on a narrow screen a sideways-scrolling editor would be a scroll region
        // the keyboard reaches only from inside the editor, and wrapped code reads without scrolling.
        EditorView.lineWrapping,
        keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
        EditorView.contentAttributes.of({ "aria-label": label }),
        libraryHints(() => currentHints),
      ],
    }),
  });
  const editor: Editor = {
    code: () => view.state.doc.toString(),
    setCode: (next, nextHints, lang = "js") => {
      currentHints = nextHints;
      const isHtml = lang === "html";
      view.dispatch({
        changes: { from: 0, to: view.state.doc.length, insert: next },
        effects: language.reconfigure(
          isHtml ? htmlHighlighting(editorHighlight) : javascriptLanguage,
        ),
      });
    },
    destroy: () => view.destroy(),
  };
  if (lang !== "js") editor.setCode(code, hints, lang);
  return editor;
}
