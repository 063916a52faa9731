// The one-paragraph summary of a doc comment, as the pages' descriptions, the field catalogue and
// the unit corrections quote it.
import { Comment } from "typedoc";

/** Plain text of a comment's summary (links and code keep their text). */
export function summaryText(comment) {
  if (!comment) return "";
  const text = Comment.combineDisplayParts(comment.summary).split(/\n\s*\n/)[0];
  return text
    .replace(/\{@link\s+([^}\s]+)[^}]*\}/g, "$1")
    .replace(/<[^>]*>/g, "") // a description is plain text: raw HTML in comments is dropped
    .replace(/[`*]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}
