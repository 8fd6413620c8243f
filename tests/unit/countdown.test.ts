import { describe, expect, it } from 'vitest';
import { endOfMonth, timeUntilEndOfMonth } from '@/lib/countdown';

describe('end-of-month countdown', () => {
  it('ends at 23:59:59 on the last day of the month, 30 and 31 day months alike', () => {
    expect(endOfMonth(new Date(2026, 10, 3, 8, 0, 0))).toEqual(new Date(2026, 10, 30, 23, 59, 59));
    expect(endOfMonth(new Date(2026, 11, 31, 23, 0, 0))).toEqual(new Date(2026, 11, 31, 23, 59, 59));
  });

  it('knows February, in leap years too', () => {
    expect(endOfMonth(new Date(2027, 1, 10)).getDate()).toBe(28);
    expect(endOfMonth(new Date(2028, 1, 10)).getDate()).toBe(29);
  });

  it('splits the remaining time into days, hours, minutes and seconds', () => {
    expect(timeUntilEndOfMonth(new Date(2026, 10, 28, 22, 58, 57))).toEqual({ days: 2, hours: 1, minutes: 1, seconds: 2 });
    expect(timeUntilEndOfMonth(new Date(2026, 10, 30, 23, 59, 58, 500))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('never goes negative in the last second of the month', () => {
    expect(timeUntilEndOfMonth(new Date(2026, 10, 30, 23, 59, 59, 900))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('starts over with the next month once the month has ended', () => {
    expect(timeUntilEndOfMonth(new Date(2026, 11, 1, 0, 0, 0)).days).toBe(30);
  });
});
