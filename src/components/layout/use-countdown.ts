import { useEffect, useState } from 'react';
import { timeUntilEndOfMonth, type Countdown } from '@/lib/countdown';

/**
 * Time left until 23:59:59 on the last day of the current month, refreshed every second.
 * Null until mounted: the remaining time depends on the clock, so it is not prerendered.
 */
const systemClock = () => new Date();

export function useEndOfMonthCountdown(now: () => Date = systemClock): Countdown | null {
  const [remaining, setRemaining] = useState<Countdown | null>(null);
  useEffect(() => {
    const tick = () => setRemaining(timeUntilEndOfMonth(now()));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [now]);
  return remaining;
}
