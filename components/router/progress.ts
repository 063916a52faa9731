// The 2 px navigation progress bar: starts only when a page takes longer than 200 ms to arrive
// (fast pages show none), completes when the page is swapped.

export const PROGRESS_DELAY_MS = 200;

/** Controls one bar element appended to <body> on first use. */
export class ProgressBar {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private bar: HTMLElement | null = null;

  /** Schedules the bar to appear after the delay. */
  start(): void {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      const bar = this.element();
      bar.classList.remove("nav-progress--done");
      bar.classList.add("nav-progress--active");
    }, PROGRESS_DELAY_MS);
  }

  /** Completes (or cancels, if it never showed) the bar. */
  done(): void {
    this.clearTimer();
    if (this.bar?.classList.contains("nav-progress--active")) {
      this.bar.classList.replace("nav-progress--active", "nav-progress--done");
    }
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private element(): HTMLElement {
    if (!this.bar) {
      this.bar = document.createElement("div");
      this.bar.className = "nav-progress";
      this.bar.setAttribute("aria-hidden", "true");
      document.body.append(this.bar);
    }
    return this.bar;
  }
}
