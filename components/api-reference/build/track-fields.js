// A track type's page lists its fields the way the field index does: one compact entry per field
// (name, type line, description, an example from the corpus and the corpus formats that emit it),
// with the display forms (`Duration_String3`) under their field. Each field and form keeps its
// exact name as id, so links to `#Duration_String3` still land on it. Raw HTML: Markdown would
// add a heading, a direct-link anchor and a source line per field, which tripled the page's size.
import { ReflectionKind } from "typedoc";
import { notesOf, noteText, historyKey } from "../../../contract/api-history.js";
import { API_CHANGES_URL } from "../../../contract/routes.js";
import { INHERITED_ATTRIBUTE } from "../../../contract/index.js";
import { INDEX_WEIGHTS } from "../../../contract/search.js";
import { groupDisplayForms } from "./field-forms.js";
import { summaryText } from "./summary.js";
import { siteUrl } from "./urls.js";
import { UPSTREAM_LABEL, correctionFor } from "./unit-corrections.js";
import { generating } from "./releases.js";

const escape = (/** @type {string} */ text) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** @param {import("typedoc").DeclarationReflection} property */
function typeOf(property) {
  const type = /** @type {any} */ (property.type);
  const text = escape(String(type ?? "unknown"));
  return type?.type === "reference" && type.reflection
    ? `<a href="${siteUrl(type.reflection)}">${text}</a>`
    : text;
}

/** What one field's entry says, whether it is a field or a display form. */
function facts(/** @type {import("typedoc").DeclarationReflection} */ property, track) {
  const upstream = summaryText(property.comment);
  const correction = correctionFor(track, property.name);
  // The examples, formats and history of the release being generated.
  const { examples, history } = generating().facts;
  const note = noteText(notesOf(history, ...historyKey(track, property.name)));
  return {
    name: property.name,
    property,
    description: correction?.description ?? upstream,
    upstream: correction ? upstream : "",
    note,
    example: examples[track.replace(/Track$/, "")]?.[property.name]?.value,
  };
}

/** Our description, then MediaInfoLib's own text, marked, where ours corrects it. */
const describe = (/** @type {ReturnType<typeof facts>} */ field, tag = "p") =>
  `<${tag}>${escape(field.description)}</${tag}>${field.upstream ? `<${tag} class="field-upstream">${escape(UPSTREAM_LABEL)} ${escape(field.upstream)}</${tag}>` : ""}`;

const historyLink = (/** @type {string} */ note) =>
  note ? ` <a class="api-history" href="${API_CHANGES_URL}">${escape(note)}</a>` : "";

const inheritedMark = (/** @type {import("typedoc").DeclarationReflection} */ property) =>
  property.inheritedFrom ? ` ${INHERITED_ATTRIBUTE}` : "";

/** "Inherited from BaseTrack.X" or "Overrides BaseTrack.X", linked, when either is so. */
function origin(/** @type {import("typedoc").DeclarationReflection} */ property) {
  const from = property.inheritedFrom ?? property.overwrites;
  const target = /** @type {any} */ (from)?.reflection;
  if (!from || !target) return "";
  const verb = property.inheritedFrom ? "Inherited from" : "Overrides";
  return `<p class="field-elsewhere">${verb} <a href="${siteUrl(target)}">${escape(`${target.parent.name}.${target.name}`)}</a></p>`;
}

/** One display form under its field: its suffix, an example, and its wording when it differs. */
function formEntry(form, base) {
  const suffix = escape(form.name.slice(base.name.length));
  const example = form.example ? ` <code>${escape(form.example)}</code>` : "";
  const own = form.description !== base.description ? ` ${describe(form, "span")}` : "";
  return `<li id="${escape(form.name)}"${inheritedMark(form.property)}>${suffix}${example}${historyLink(form.note !== base.note ? form.note : "")}${own}</li>`;
}

/** One field's entry, its display forms inside it. */
function fieldEntry(field, trackType) {
  const { property } = field;
  const required = property.flags.isOptional ? "" : " <i>always present</i>";
  const seen = generating().facts.formats[trackType]?.[field.name] ?? [];
  const corpus = [
    field.example ? `e.g. <code>${escape(field.example)}</code>` : "",
    seen.length ? `In the corpus: ${escape(seen.join(", "))}` : "",
  ].filter(Boolean);
  const forms = field.forms.length
    ? `<ul class="forms">${field.forms.map((form) => formEntry(form, field)).join("")}</ul>`
    : "";
  return `<li id="${escape(field.name)}"${inheritedMark(property)}><code>${escape(field.name)}</code>${historyLink(field.note)} <span>${typeOf(property)}${required}</span>${describe(field)}${origin(property)}${corpus.length ? `<p class="field-corpus">${corpus.join(" · ")}</p>` : ""}${forms}</li>`;
}

/**
 * The page body of a track type: a short guide to the entries, then the list.
 * @param {import("typedoc").DeclarationReflection} model @param {number} headingLevel
 */
export function trackFieldList(model, headingLevel) {
  const properties = (model.children ?? []).filter(
    (child) => child.kind === ReflectionKind.Property,
  );
  const entries = groupDisplayForms(properties.map((property) => facts(property, model.name)));
  const trackType = model.name.replace(/Track$/, "");
  const allReadonly = properties.every((property) => property.flags.isReadonly);
  const guide = `<p class="field-guide">${properties.length} fields, ${entries.length} entries: each text rendering (<code>Duration_String3</code>) is listed under its field as a display form. ${allReadonly ? "Every field is read-only and" : "Fields are"} optional (absent when the file does not have it) unless marked <i>always present</i>. Examples are values mediainfo.js ${escape(generating().release.version)} gave for the test corpus; “In the corpus” names the formats of the corpus files whose ${trackType} tracks have the field.</p>`;
  const list = `<ul class="field-list" data-pagefind-weight="${INDEX_WEIGHTS.fieldDefinitions}">\n${entries.map((field) => fieldEntry(field, trackType)).join("\n")}\n</ul>`;
  return `${"#".repeat(headingLevel)} Fields\n\n${guide}\n\n${list}`;
}
