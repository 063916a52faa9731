// The sidebar's hooks: written by its partials, read by its behaviours.
/** Where the hideable sidebar's "Collapse sidebar" button goes. */
export const collapseSlotAttribute = "data-sidebar-collapse-slot";
/** On a category's <details>: its label, naming the category for screen readers. */
export const categoryLabelAttribute = "data-category-label";
/** A linked category's <summary>: the caret toggle beside the category's own link. */
export const caretClass = "menu__caret";
