// The demo's snippet hints as the page data reads them: made once by the demo's build half, and
// again only when a file they are made from has changed (the dev loop asks on every rebuild).
import { snippetHintsFromSources } from "../components/media-demo/build/snippet-hints.js";
import { keptUntilChanged } from "./kept-until-changed.js";

/** The asset's value, kept until a source of the demo's snippets changes. */
export const demoSnippetHints = keptUntilChanged(snippetHintsFromSources);
