// What the playground's browser tests share: opening an example, running it and reading what the
// run showed, as a reader sees it (the status line, the console, the instance counts).
import type { Page } from "playwright-core";
import type { Report } from "./examples.ts";
import { waitUntil } from "./wait.ts";

export const PLAYGROUND = "/playground/";

/** The playground's editor, ready for typing. */
export const editorOf = (page: Page) => page.getByRole("textbox", { name: "Code" });

/** Waits until the editor has mounted (the island's code has arrived). */
export async function editorReady(page: Page): Promise<void> {
  await editorOf(page).waitFor({ timeout: 30_000 });
}

/** The status line's text once it matches `pattern`. */
export async function statusMatching(page: Page, pattern: RegExp): Promise<string> {
  const status = page.locator(".playground__status");
  await waitUntil(
    page,
    ([source, flags]) =>
      new RegExp(source, flags).test(
        document.querySelector(".playground__status")?.textContent ?? "",
      ),
    [pattern.source, pattern.flags] as const,
    { timeout: 40_000 },
  );
  return (await status.textContent()) ?? "";
}

/** The console's lines as shown (the text of each logged call). */
export const consoleLines = (page: Page) =>
  page
    .getByRole("log", { name: "Console" })
    .locator(".playground__line")
    .evaluateAll((lines) => lines.map((line) => (line.textContent ?? "").replace(/\n$/, "")));

/** Waits until the console shows a line containing `text`. */
export async function consoleShows(page: Page, text: string): Promise<string[]> {
  await waitUntil(
    page,
    (wanted) =>
      [...document.querySelectorAll(".playground__line")].some((line) =>
        (line.textContent ?? "").includes(wanted),
      ),
    text,
    { timeout: 40_000 },
  );
  return consoleLines(page);
}

/** What the run showed, as the executed-example test's report: the counts and the logged lines. */
export async function reportOf(page: Page): Promise<Report> {
  const counts = (await page.locator(".playground__counts").textContent()) ?? "";
  const [, created, resolved, closed] =
    counts.match(/(\d+) created, (\d+) ready, (\d+) closed/) ?? [];
  return {
    created: Number(created ?? 0),
    resolved: Number(resolved ?? 0),
    closed: Number(closed ?? 0),
    logs: (await consoleLines(page)).map((line) => [line]),
  };
}

/** Replaces the editor's code as a reader would: select all, then type (insert) the new text. */
export async function replaceCode(page: Page, code: string): Promise<void> {
  const editor = editorOf(page);
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.insertText(code);
}

/** Presses Run and waits until the status line says the run has started. */
export async function run(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Run", exact: true }).click();
  await statusMatching(page, /^Running|^Finished|^Stopped/);
}
