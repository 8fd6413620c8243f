/** When tip notifications appear (docs/requirements/lead-capture.md#tip-notifications). */
export const FIRST_TIP_DELAY_MS = 10_000;
export const TIP_INTERVAL_MS = 80_000;
export const MIN_TIP_GAP_MS = 40_000;

export interface TipSchedulerOptions {
  count: number;
  now: () => number;
  random: () => number;
  /** False while a tip would be in the way (the pop-up is open, a form is being filled). */
  canShow: () => boolean;
  show: (index: number) => void;
}

/**
 * Picks which tip to show at each attempt: a random one not shown yet (the shown set resets when
 * all have been shown), never within 40 s of the last one, and none while `canShow` says no.
 */
export class TipScheduler {
  private shown = new Set<number>();
  private lastShownAt: number | null = null;

  constructor(private readonly options: TipSchedulerOptions) {}

  /** One attempt; returns the index shown, or null when this attempt was skipped. */
  attempt(): number | null {
    const { count, now, random, canShow, show } = this.options;
    if (count === 0 || !canShow()) return null;
    if (this.lastShownAt !== null && now() - this.lastShownAt < MIN_TIP_GAP_MS) return null;
    if (this.shown.size >= count) this.shown.clear();
    const remaining = Array.from({ length: count }, (_, index) => index).filter((index) => !this.shown.has(index));
    const index = remaining[Math.min(remaining.length - 1, Math.floor(random() * remaining.length))]!;
    this.shown.add(index);
    this.lastShownAt = now();
    show(index);
    return index;
  }

  /** Starts the timers: first attempt after 10 s, then every 80 s. Returns a stop function. */
  start(): () => void {
    let interval: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(() => {
      this.attempt();
      interval = setInterval(() => this.attempt(), TIP_INTERVAL_MS);
    }, FIRST_TIP_DELAY_MS);
    return () => {
      clearTimeout(first);
      if (interval) clearInterval(interval);
    };
  }
}
