// HTML highlighting for a page example's files: a small scanner marks comments, the doctype, tags,
// attribute names and values, and the JavaScript inside script tags goes through the editor's own
// JavaScript grammar. CodeMirror's HTML language would cost the playground's first load about
// 6 KB gzip, for the few pages among its examples; this costs a tenth of that.
import { RangeSetBuilder } from "@codemirror/state";
import { Decoration, ViewPlugin, type DecorationSet, type EditorView } from "@codemirror/view";
import { javascriptLanguage } from "@codemirror/lang-javascript";
import { highlightTree, tags, type Highlighter, type Tag } from "@lezer/highlight";

type Mark = { from: number; to: number; style: string };

const COMMENT = /<!--[\s\S]*?(?:-->|$)/y;
const DECLARATION = /<![^>]*>?/y;
const TAG_NAME = /<(\/?)([A-Za-z][\w:-]*)/y;
const SPACE = /\s+/y;
const ATTRIBUTE_NAME = /[^\s"'>/=]+/y;
const EQUALS = /\s*=\s*/y;
const VALUE = /"[^"]*"?|'[^']*'?|[^\s>]+/y;
const TAG_END = /\/?>/y;
const SCRIPT_END = /<\/script/gi;

/** What the sticky `pattern` matches at `at`. */
function execAt(pattern: RegExp, text: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(text);
}
/** The text `pattern` matches at `at`, or "". */
const matchAt = (pattern: RegExp, text: string, at: number) => execAt(pattern, text, at)?.[0] ?? "";

/** The marks of an HTML text, in order. */
export function htmlMarks(text: string, highlighter: Highlighter): Mark[] {
  const marks: Mark[] = [];
  const mark = (from: number, to: number, tag: Tag) => {
    const style = highlighter.style([tag]);
    if (style && to > from) marks.push({ from, to, style });
  };
  let at = text.indexOf("<");
  while (at >= 0 && at < text.length) {
    const comment = matchAt(COMMENT, text, at) || matchAt(DECLARATION, text, at);
    const name = comment ? null : execAt(TAG_NAME, text, at);
    if (comment) {
      mark(at, at + comment.length, comment.startsWith("<!--") ? tags.comment : tags.meta);
      at = text.indexOf("<", at + comment.length);
      continue;
    }
    if (!name) {
      at = text.indexOf("<", at + 1);
      continue;
    }
    mark(at, at + 1 + name[1].length, tags.angleBracket);
    mark(at + 1 + name[1].length, at + name[0].length, tags.tagName);
    let cursor = at + name[0].length;
    for (;;) {
      cursor += matchAt(SPACE, text, cursor).length;
      const end = matchAt(TAG_END, text, cursor);
      const attribute = end ? "" : matchAt(ATTRIBUTE_NAME, text, cursor);
      if (end) mark(cursor, cursor + end.length, tags.angleBracket);
      if (end || !attribute) {
        cursor += end.length;
        break;
      }
      mark(cursor, cursor + attribute.length, tags.attributeName);
      cursor += attribute.length;
      const equals = matchAt(EQUALS, text, cursor);
      if (!equals) continue;
      cursor += equals.length;
      const value = matchAt(VALUE, text, cursor);
      mark(cursor, cursor + value.length, tags.attributeValue);
      cursor += value.length;
    }
    // A script's text is JavaScript (an import map's JSON reads well as it, too).
    if (!name[1] && name[2].toLowerCase() === "script") {
      const close = execAt(SCRIPT_END, text, cursor)?.index ?? text.length;
      const tree = javascriptLanguage.parser.parse(text.slice(cursor, close));
      highlightTree(tree, highlighter, (from, to, style) =>
        marks.push({ from: cursor + from, to: cursor + to, style }),
      );
      cursor = close;
    }
    at = text.indexOf("<", cursor);
  }
  return marks;
}

/** The editor extension: HTML marks, made again on each change (the docs' pages are short). */
export function htmlHighlighting(highlighter: Highlighter) {
  const decorations = (view: EditorView): DecorationSet => {
    const builder = new RangeSetBuilder<Decoration>();
    for (const { from, to, style } of htmlMarks(view.state.doc.toString(), highlighter))
      builder.add(from, to, Decoration.mark({ class: style }));
    return builder.finish();
  };
  return ViewPlugin.define(
    (view) => ({
      decorations: decorations(view),
      update(update) {
        if (update.docChanged) this.decorations = decorations(update.view);
      },
    }),
    { decorations: (plugin) => plugin.decorations },
  );
}
