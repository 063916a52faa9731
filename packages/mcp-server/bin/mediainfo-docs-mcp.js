#!/usr/bin/env node
// Starts the mediainfo.js docs MCP server on standard input and output. Options: --allow <folder>
// (repeatable; the folders analyse_file may read, the current folder when none is given) and
// --max-bytes <n> (the largest file it analyses).
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { DEFAULT_MAX_BYTES } from "../src/analyse.js";
import { createServer } from "../src/server.js";

const { values } = parseArgs({
  options: {
    allow: { type: "string", multiple: true },
    "max-bytes": { type: "string" },
    data: { type: "string" },
  },
});
const roots = (values.allow?.length ? values.allow : ["."]).map((folder) =>
  fs.realpathSync(path.resolve(folder)),
);
const maxBytes = values["max-bytes"] ? Number(values["max-bytes"]) : DEFAULT_MAX_BYTES;
if (!Number.isSafeInteger(maxBytes) || maxBytes <= 0) {
  console.error(`--max-bytes must be a whole number of bytes, not ${values["max-bytes"]}`);
  process.exit(2);
}
const server = await createServer({ dataDir: values.data, roots, maxBytes });
await server.connect(new StdioServerTransport());
