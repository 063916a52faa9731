// The short code sample on the home page, rendered by the site's own Markdown renderer so it
// gets the same highlighting and code-block markup as the docs.
import { createMarkdown } from "../../eleventy/markdown.js";
import { SAMPLE } from "../../eleventy/home-code-sample.js";
import typeHints from "../../components/type-hints/build/plugin.js";

export default function homeCodeSample() {
  return {
    html: createMarkdown([typeHints]).render(SAMPLE, {
      page: { inputPath: "eleventy/home-code-sample.js" },
    }),
  };
}
