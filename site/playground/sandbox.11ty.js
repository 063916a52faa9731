// The playground's sandbox document (components/playground/build/sandbox-page.js): not a page of
// the site, so it has no layout and no sitemap entry.
import { sandboxPage } from "../../components/playground/build/sandbox-page.js";
import { SANDBOX_PATH } from "../../components/playground/names.js";

export const data = { permalink: SANDBOX_PATH, eleventyExcludeFromCollections: true };

export function render() {
  return sandboxPage();
}
