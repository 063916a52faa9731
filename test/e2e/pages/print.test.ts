// Printing a docs or API page: Chromium renders the print media type to PDF; the PDF holds the
// page's text (links with their URLs) and none of the navigation chrome.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import * as assert from "uvu/assert";
import { browserSuite } from "../../helpers/browser-suite.ts";
import { type Site } from "../../helpers/site.ts";
import { scratchDir } from "../../helpers/scratch.ts";

const print = browserSuite("print");

const squash = (text: string) =>
  text
    .replace(/\u200B/g, "")
    .replace(/\s+/g, " ")
    .trim();

async function printedText(site: Site, route: string) {
  const page = await site.open(route);
  const content = await page.evaluate(() => {
    const main = document.querySelector<HTMLElement>(".doc-content")!;
    return [...main.querySelectorAll<HTMLElement>("h1, h2, h3, p, li")].map((el) => el.innerText);
  });
  const file = path.join(scratchDir("print-"), "page.pdf");
  await page.pdf({ path: file, format: "A4", printBackground: true });
  const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  return { content, printed: squash(text.replace(/-\n/g, "")) };
}

for (const route of ["/docs/getting-started/usage/", "/api/"]) {
  print(`${route} prints all of its text and none of the chrome`, async ({ site }) => {
    const { content, printed } = await printedText(site, route);
    assert.ok(content.length > 3, "the page has content to print");
    // Printed links carry their address in brackets; compare the text without them.
    const printedWords = printed.replace(/ /g, "").replace(/\(https?:\/\/[^)]*\)/g, "");
    for (const block of content) {
      const words = squash(block).split(" ").slice(0, 6).join(" ");
      assert.ok(printedWords.includes(words.replace(/ /g, "")), `printed PDF lacks "${words}"`);
    }
    for (const chrome of [
      "Skip to main content",
      "Stack Overflow",
      "On this page",
      "Previous",
      "Toggle navigation bar",
    ]) {
      assert.not.ok(printed.includes(chrome), `printed PDF shows "${chrome}"`);
    }
  });
}

print("links print with their address", async ({ site }) => {
  const { printed } = await printedText(site, "/docs/getting-started/usage/");
  assert.match(printed.replace(/ /g, ""), "https://mediainfo.js.org/");
});

print.run();
