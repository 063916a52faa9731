// Display forms: MediaInfoLib gives many fields as a number plus text renderings of it
// (`Duration`, `Duration_String`, `Duration_String1` … `Duration_String5`). The field index shows
// those renderings under their base field instead of as fields of their own.

/** `Duration_String3` → `Duration`; `Delay_Original_String` → `Delay_Original`. */
const DISPLAY_FORM = /^(.+?)(_String\d?)$/;

/** The base field's name when `name` is a display form of a field in `names`, else null. */
export function baseOf(name, names) {
  const match = DISPLAY_FORM.exec(name);
  return match && names.has(match[1]) ? match[1] : null;
}

/**
 * The catalogue as the index lists it: each field that is no display form, with its display forms
 * (in name order) under `forms`.
 * @template {{ name: string }} Field
 * @param {Field[]} catalogue @returns {(Field & { forms: Field[] })[]}
 */
export function groupDisplayForms(catalogue) {
  const names = new Set(catalogue.map((field) => field.name));
  const entries = new Map();
  for (const field of catalogue)
    if (!baseOf(field.name, names)) entries.set(field.name, { ...field, forms: [] });
  for (const field of catalogue) {
    const base = baseOf(field.name, names);
    if (base) entries.get(base).forms.push(field);
  }
  return [...entries.values()];
}
