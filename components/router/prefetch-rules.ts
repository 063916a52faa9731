// When prefetching is allowed and how much one page view may prefetch for links that merely
// scroll into view, so a page view costs little data. Hover and focus show intent, so they prefetch any page.
// Whether to prefetch at all (contract/prefetch.js) is shared with the offline worker.

/** Bytes (gzip of the decoded HTML, as /routes.json lists them) visible links may pull per page view. */
export const PREFETCH_BUDGET_BYTES = 40 * 1024;
/** Pages bigger than this (a quarter of the budget) are prefetched on hover or focus only. */
export const PREFETCH_HOVER_ONLY_BYTES = PREFETCH_BUDGET_BYTES / 4;

/** One page view's allowance for visible-link prefetches: each page once, small pages only, within budget. */
export class PrefetchBudget {
  private readonly seen = new Set<string>();
  private spent = 0;
  constructor(private readonly budget = PREFETCH_BUDGET_BYTES) {}

  /** True (and counted) when `path`, of `gzipBytes` (undefined: unknown), may be prefetched now. */
  take(path: string, gzipBytes: number | undefined): boolean {
    if (this.seen.has(path) || gzipBytes === undefined || gzipBytes > PREFETCH_HOVER_ONLY_BYTES)
      return false;
    if (this.spent + gzipBytes > this.budget) return false;
    this.seen.add(path);
    this.spent += gzipBytes;
    return true;
  }

  get spentBytes(): number {
    return this.spent;
  }
}
