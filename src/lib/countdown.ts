export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** 23:59:59 (local time) on the last day of the month that `now` falls in. */
export function endOfMonth(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth() + 1, 0, 23, 59, 59, 0);
}

/** Whole days, hours, minutes and seconds from `now` until the end of its month; never negative. */
export function timeUntilEndOfMonth(now: Date): Countdown {
  const remainingSeconds = Math.max(0, Math.floor((endOfMonth(now).getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(remainingSeconds / 86_400),
    hours: Math.floor((remainingSeconds % 86_400) / 3_600),
    minutes: Math.floor((remainingSeconds % 3_600) / 60),
    seconds: remainingSeconds % 60,
  };
}
