// When prefetching is allowed and how many pages one page view may prefetch (SPEC §7).

export const PREFETCH_CAP = 8;

type ConnectionLike = { effectiveType?: string; saveData?: boolean } | undefined;

/** Prefetch never runs on 2g-class connections or with data saving on. */
export function canPrefetch(connection: ConnectionLike): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? "").includes("2g");
}

/** Remembers what was prefetched and refuses repeats and anything past the cap. */
export class PrefetchBudget {
  private readonly seen = new Set<string>();
  constructor(private readonly cap = PREFETCH_CAP) {}

  /** True (and counted) when `path` may be prefetched now. */
  take(path: string): boolean {
    if (this.seen.has(path) || this.seen.size >= this.cap) return false;
    this.seen.add(path);
    return true;
  }

  get size(): number {
    return this.seen.size;
  }
}
