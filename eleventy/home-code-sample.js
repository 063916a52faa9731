// The home page's code sample as Markdown, kept out of site/_data so the examples test
// (test/helpers/examples.ts) can read the same text the home page renders.
export const SAMPLE = `\`\`\`js title="Analyse a file the user picked" run="browser" given="file" expect="tracks: General, Video, Audio"
import { mediaInfoFactory } from "mediainfo.js";

const mediainfo = await mediaInfoFactory();
const result = await mediainfo.analyzeData(file.size, async (size, offset) =>
  new Uint8Array(await file.slice(offset, offset + size).arrayBuffer()),
);
console.log(result.media.track); // General, Video, Audio… tracks
\`\`\`
`;
