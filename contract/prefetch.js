// When prefetching may run at all: the client router and the offline worker both ask, so a page
// view on a slow or metered connection pulls nothing it was not asked for.

/** Prefetch never runs on 2g-class connections or with data saving on.
 * @param {{ effectiveType?: string, saveData?: boolean } | undefined} connection @returns {boolean} */
export function canPrefetch(connection) {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? "").includes("2g");
}
