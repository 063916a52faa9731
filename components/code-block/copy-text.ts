// The text the Copy button puts on the clipboard: the code as written, without shell prompts.

const SHELL_LANGUAGES = new Set(["bash", "sh", "shell", "console", "zsh"]);

/** Code text for copying; for shell blocks, leading `$ ` prompts are removed from each line. */
export function copyText(code: string, language = ""): string {
  const text = code.replace(/\n$/, "");
  if (!SHELL_LANGUAGES.has(language)) return text;
  return text
    .split("\n")
    .map((line) => line.replace(/^\$ /, ""))
    .join("\n");
}
