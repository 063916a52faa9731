// The words for saved analysis options that could not be read. Loaded only when there are some,
// and importing nothing, so the demo's code at load carries none of it.
const OPTIONS = ["full", "coverData", "chunkSize"];

/**
 * What the reader is told about a stored value's faults (see parseOptions): which options are back
 * to their defaults, or that entries the demo does not know were left out.
 */
export function optionsNotice(faults: string[]): string {
  const reset = faults.filter((name) => OPTIONS.includes(name) || name === "release");
  if (OPTIONS.every((name) => reset.includes(name)))
    return "The saved analysis options could not be read, so the defaults are in use.";
  if (reset.length === 0)
    return "The saved analysis options held entries this demo does not use; they were left out.";
  const back = reset.length === 1 ? "is back to its default" : "are back to their defaults";
  return `Some saved analysis options could not be read: ${reset.join(" and ")} ${back}.`;
}
