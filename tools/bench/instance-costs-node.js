// Runs in the Node.js that costsInNode (./instance-costs.js) starts, Node.js 22 by default: measures
// `count` instances and prints the figures as JSON, with the growth of the process's resident
// memory per instance.
import fs from "node:fs";
import { measureInstances } from "./instance-costs.js";
import { watchMemories } from "../../scripts/corpus/wasm-memories.js";

const [count, sample] = process.argv.slice(2);
const memories = watchMemories();
const { mediaInfoFactory } = await import("mediainfo.js");
const before = process.memoryUsage().rss;
const costs = await measureInstances(
  mediaInfoFactory,
  memories,
  fs.readFileSync(sample),
  Number(count),
);
const rssPerInstance = (process.memoryUsage().rss - before) / Number(count);
process.stdout.write(JSON.stringify({ ...costs, rssPerInstance, node: process.versions.node }));
