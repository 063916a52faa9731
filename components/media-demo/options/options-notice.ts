// The words for saved analysis options that could not be read, or a choice that could not be
// saved. Loaded only when there are some, and importing nothing, so the demo's code at load
// carries none of it.
const OPTIONS = ["full", "coverData", "chunkSize"];

/**
 * What the reader is told about a stored value's faults (see parseOptions): that the saved release
 * is no longer offered, so `latest` analyses; which options are back to their defaults, or that
 * entries the demo does not know were left out.
 */
export function optionsNotice(faults: string[], latest?: string): string {
  const gone = faults.find((fault) => fault.startsWith("release "))?.slice("release ".length);
  const others = faults.filter((fault) => !fault.startsWith("release "));
  const said = others.length > 0 ? [faultsNotice(others)] : [];
  if (gone !== undefined)
    said.unshift(
      `The saved mediainfo.js release ${gone} is no longer offered here, so the demo analyses with the latest${latest ? `, ${latest}` : ""}.`,
    );
  return said.join(" ");
}

/** What the reader is told when a choice could not be saved: storage was full, or is not allowed. */
export function unsavedNotice(outcome: "quota" | "unavailable"): string {
  const why =
    outcome === "quota"
      ? "the browser's storage is full"
      : "this browser does not let the page store data";
  return `Your choice applies now but could not be saved (${why}): the demo will not remember it on your next visit.`;
}

function faultsNotice(faults: string[]): string {
  const reset = faults.filter((name) => OPTIONS.includes(name) || name === "release");
  if (OPTIONS.every((name) => reset.includes(name)))
    return "The saved analysis options could not be read, so the defaults are in use.";
  if (reset.length === 0)
    return "The saved analysis options held entries this demo does not use; they were left out.";
  const back = reset.length === 1 ? "is back to its default" : "are back to their defaults";
  return `Some saved analysis options could not be read: ${reset.join(" and ")} ${back}.`;
}
