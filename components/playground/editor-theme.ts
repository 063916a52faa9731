// The editor's look in the site's own colours (CSS custom properties, which reach into the
// editor's shadow root), for both colour modes. CodeMirror adds these rules as constructed style
// sheets of that shadow root, which the site's policy (style-src 'self') allows, where a <style>
// element would be refused.
import { EditorView } from "@codemirror/view";
import { HighlightStyle } from "@codemirror/language";
import { tags } from "@lezer/highlight";

export const editorTheme = EditorView.theme({
  "&": {
    color: "var(--color-text)",
    backgroundColor: "var(--color-bg)",
    fontSize: "0.9rem",
    // No height limit: the editor grows with its code and the page scrolls. A limited editor
    // scrolls inside itself, a region the keyboard reaches only from within the editor.
  },
  "&.cm-focused": { outline: "2px solid var(--color-primary)", outlineOffset: "-2px" },
  ".cm-scroller": { fontFamily: "var(--font-mono)", lineHeight: "1.5" },
  ".cm-content": { caretColor: "var(--color-text)" },
  ".cm-cursor": { borderLeftColor: "var(--color-text)" },
  ".cm-gutters": {
    backgroundColor: "var(--color-bg)",
    color: "var(--syntax-comment)",
    borderRight: "1px solid var(--color-border)",
  },
  ".cm-tooltip": {
    backgroundColor: "var(--color-bg)",
    color: "var(--color-text)",
    border: "1px solid var(--color-border)",
  },
  ".cm-library-hint": {
    margin: "0",
    padding: "0.25rem 0.5rem",
    fontFamily: "var(--font-mono)",
    fontSize: "0.85rem",
    whiteSpace: "pre-wrap",
    maxWidth: "40rem",
  },
  "&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection": {
    backgroundColor: "rgb(11 107 203 / 0.25)",
  },
});

export const editorHighlight = HighlightStyle.define([
  { tag: [tags.comment, tags.meta], color: "var(--syntax-comment)", fontStyle: "italic" },
  {
    tag: [tags.keyword, tags.operator, tags.modifier, tags.tagName],
    color: "var(--syntax-keyword)",
  },
  {
    tag: [tags.string, tags.special(tags.string), tags.regexp, tags.attributeValue],
    color: "var(--syntax-string)",
  },
  { tag: tags.attributeName, color: "var(--syntax-number)" },
  { tag: tags.angleBracket, color: "var(--syntax-punctuation)" },
  { tag: [tags.number, tags.bool, tags.null, tags.atom], color: "var(--syntax-number)" },
  { tag: [tags.punctuation, tags.bracket], color: "var(--syntax-punctuation)" },
  {
    tag: [tags.function(tags.variableName), tags.function(tags.propertyName)],
    color: "var(--syntax-function)",
  },
  { tag: [tags.definition(tags.variableName), tags.className], color: "var(--syntax-function)" },
  { tag: tags.propertyName, color: "var(--syntax-number)" },
]);
