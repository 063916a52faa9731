// The MCP server: its tools over the packed docs and the installed library. Each answer is JSON
// with the stamp of the release it speaks for and the build its data came from; a bad request is
// answered with an error result whose text says what to do instead.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { createAnalyser, FORMATS, LIBRARY_VERSION } from "./analyse.js";
import { DATA_DIR, loadDocs, routeOf, UserError } from "./docs.js";
import { findField } from "./fields.js";
import { loadSearch } from "./search.js";

/** The package's own version, for the server's handshake. */
const SERVER_VERSION = "0.1.0";

const plain = (/** @type {string} */ html) =>
  html.replace(/<\/?mark>/g, "**").replace(/<[^>]+>/g, "");

/** An answer: its JSON as text (for any client) and as structured content. @param {object} value */
const answer = (value) => ({
  content: [{ type: /** @type {const} */ ("text"), text: JSON.stringify(value, null, 2) }],
  structuredContent: /** @type {Record<string, unknown>} */ (value),
});

/** Runs a tool; a UserError becomes an error result the client shows. @param {() => Promise<object>} work */
async function tool(work) {
  try {
    return answer(await work());
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    return {
      isError: true,
      content: [{ type: /** @type {const} */ ("text"), text: error.message }],
    };
  }
}

/**
 * The server, not yet connected to a transport.
 * @param {{ dataDir?: string, roots: string[], maxBytes: number }} options
 */
export async function createServer({ dataDir, roots, maxBytes }) {
  const docs = loadDocs(dataDir);
  const search = await loadSearch(dataDir ?? DATA_DIR);
  const analyseFile = createAnalyser({ roots, maxBytes });
  const versions = docs.manifest.releases.map((release) => release.version);
  const release = z
    .enum(/** @type {[string, ...string[]]} */ (versions))
    .optional()
    .describe("A documented release; the latest when left out");
  const server = new McpServer({ name: "mediainfo-docs-mcp", version: SERVER_VERSION });
  /** A result's address without the search box's highlight parameter. */
  const address = (/** @type {string} */ url) =>
    new URL(url.replace(/\?[^#]*/, ""), docs.manifest.site);
  /** The Markdown twin of a result's page. */
  const twin = (/** @type {string} */ url) => {
    const page = address(url);
    page.hash = "";
    page.pathname += "index.html.md";
    return page.href;
  };

  server.registerTool(
    "search_docs",
    {
      title: "Search the mediainfo.js docs",
      description:
        "Searches the mediainfo.js documentation of one release with the site's own ranking: guides, recipes, API pages and fields. Returns pages best first, each with its URL, the URL of its Markdown and the best matching sections.",
      inputSchema: {
        query: z
          .string()
          .min(1)
          .describe("What to look for, in a few words (locateFile vite, frame rate)"),
        release,
        limit: z
          .number()
          .int()
          .min(1)
          .max(10)
          .optional()
          .describe("How many results (5 when left out)"),
      },
    },
    ({ query, release: version, limit = 5 }) =>
      tool(async () => {
        const target = docs.release(version);
        const results = await search(query, target, limit);
        return {
          ...docs.stamp(target),
          query,
          results: results.map((result) => ({
            title: result.title,
            url: address(result.url).href,
            markdown: twin(result.url),
            ...(result.badge ? { kind: result.badge } : {}),
            excerpt: plain(result.excerpt),
            sections: result.subResults.map((sub) => ({
              title: sub.title.replace(/\u200b/g, "").trim(),
              url: address(sub.url).href,
            })),
          })),
        };
      }),
  );

  server.registerTool(
    "get_page",
    {
      title: "Read a docs page as Markdown",
      description:
        "Returns one page of the mediainfo.js docs as Markdown, by its URL or route (/docs/getting-started/usage/), or the text files /llms.txt and /agents.md of a release.",
      inputSchema: { url: z.string().min(1).describe("The page's URL or route") },
    },
    ({ url }) =>
      tool(async () => {
        const route = routeOf(url, docs.manifest.site);
        if (!docs.hasPage(route) && !docs.hasFile(route))
          throw new UserError(
            `No page ${route} in the docs of ${versions.join(", ")}: search_docs finds pages by topic`,
          );
        return {
          ...docs.stamp(docs.releaseOf(route)),
          url: new URL(route, docs.manifest.site).href,
          markdown: docs.markdown(route),
        };
      }),
  );

  server.registerTool(
    "lookup_field",
    {
      title: "Look up a result field",
      description:
        "Looks up a field of mediainfo.js results (Duration, FrameRate, BitRate_Mode…): its type, unit, description, since when it exists or how it changed, an example value and the track types that have it.",
      inputSchema: {
        name: z.string().min(1).describe("The field's name, as in the results"),
        track: z
          .string()
          .optional()
          .describe("A track type (General, Video, Audio, Text, Image, Menu, Other)"),
        release,
      },
    },
    ({ name, track, release: version }) =>
      tool(async () => {
        const target = docs.release(version);
        const field = findField(docs.fields(target), name, track);
        return {
          ...docs.stamp(target),
          ...field,
          url: new URL(field.url, docs.manifest.site).href,
        };
      }),
  );

  server.registerTool(
    "list_versions",
    {
      title: "List the documented releases",
      description:
        "Lists the mediainfo.js releases these docs cover (the latest first) with their MediaInfoLib version, the oldest Node.js they run on, their docs and their index for coding agents, and the release the analyse_file tool runs.",
      inputSchema: {},
    },
    () =>
      tool(async () => ({
        ...docs.stamp(docs.release()),
        analyser: LIBRARY_VERSION,
        releases: docs.manifest.releases.map((entry) => ({
          version: entry.version,
          latest: entry.isLatest,
          mediaInfoLib: entry.mediaInfoLib,
          node: `${entry.nodeMajor} or newer`,
          install: `npm install --save-exact mediainfo.js@${entry.version}`,
          docs: new URL(`${entry.prefix}/docs/intro/`, docs.manifest.site).href,
          agents: new URL(entry.index, docs.manifest.site).href,
        })),
      })),
  );

  server.registerTool(
    "analyse_file",
    {
      title: "Analyse a media file",
      description:
        "Analyses a media file on this machine with the real mediainfo.js and returns its tracks and fields. Only files inside the folders the server was started with (--allow, the current folder by default) and under its size limit are read.",
      inputSchema: {
        path: z
          .string()
          .min(1)
          .describe("The file's path, absolute or relative to the first allowed folder"),
        format: z.enum(FORMATS).optional().describe('The result format ("object" when left out)'),
        full: z.boolean().optional().describe("Every field MediaInfoLib knows, internal ones too"),
        coverData: z.boolean().optional().describe("Embedded cover art, base64-encoded"),
      },
    },
    (request) =>
      tool(async () => {
        const stamp = docs.stamp(
          docs.release(versions.includes(LIBRARY_VERSION) ? LIBRARY_VERSION : undefined),
        );
        return { ...stamp, release: LIBRARY_VERSION, ...(await analyseFile(request)) };
      }),
  );
  return server;
}
