import { useEffect, useState } from 'react';
import { timeUntilEndOfMonth, type Countdown } from '@/lib/countdown';

/**
 * Time left until 23:59:59 on the last day of the current month, refreshed every second.
 * Null until mounted: the remaining time depends on the clock, so it is not prerendered.
 * Paused, it stops updating and holds what it showed (WCAG 2.2.2); resumed, it shows the time left now.
 */
const systemClock = () => new Date();

export function useEndOfMonthCountdown(now: () => Date = systemClock, paused = false): Countdown | null {
  const [remaining, setRemaining] = useState<Countdown | null>(null);
  useEffect(() => {
    if (paused) return;
    const tick = () => setRemaining(timeUntilEndOfMonth(now()));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [now, paused]);
  return remaining;
}
