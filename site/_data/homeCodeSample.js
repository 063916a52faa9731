// The short code sample on the home page, rendered by the site's own Markdown renderer so it
// gets the same highlighting and code-block markup as the docs.
import { createMarkdown } from "../../eleventy/markdown.js";

const SAMPLE = `\`\`\`js title="Analyse a file the user picked"
import { mediaInfoFactory } from "mediainfo.js";

const mediainfo = await mediaInfoFactory();
const result = await mediainfo.analyzeData(file.size, async (size, offset) =>
  new Uint8Array(await file.slice(offset, offset + size).arrayBuffer()),
);
console.log(result.media.track); // General, Video, Audio… tracks
\`\`\`
`;

export default function homeCodeSample() {
  return { html: createMarkdown().render(SAMPLE) };
}
