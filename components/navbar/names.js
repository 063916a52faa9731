// The navbar's and its mobile panel's hooks: written by navbar.njk, read by the panel's code.
/** The panel's id, named by the menu button's aria-controls. */
export const panelId = "navbar-sidebar";
export const panelDialog = "navbar-sidebar__panel";
export const panelClose = "navbar-sidebar__close";
export const panelBackdrop = "navbar-sidebar__backdrop";
export const panelBack = "navbar-sidebar__back";
export const panelItems = "navbar-sidebar__items";
/** The two menus: `${panelItem}--primary` and `--secondary`. */
export const panelItem = "navbar-sidebar__item";
/** On the panel's item list: which menu shows, primary or secondary (the stylesheet hides the other). */
export const panelViewAttribute = "data-view";
/** The version menus' lists, named by their summaries' aria-controls (one in the navbar, one in the panel). */
export const versionList = "version-list";
