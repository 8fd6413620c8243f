/**
 * The Sources view's periods, in Los Angeles days (the agency's own; the database keeps its counts by
 * Los Angeles day too): the last 7, 30 or 90 days including today, or a custom range.
 */
export const PERIOD_PRESETS = [7, 30, 90] as const;
export type PeriodChoice = `${(typeof PERIOD_PRESETS)[number]}` | 'custom';

const laDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in Los Angeles, YYYY-MM-DD. */
export const todayInLosAngeles = (now: Date): string => laDay.format(now);

/** The day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The first and last day of the last `days` days, today included. */
export function lastDays(days: number, now: Date): { fromDay: string; toDay: string } {
  const toDay = todayInLosAngeles(now);
  return { fromDay: addDays(toDay, 1 - days), toDay };
}

/** The longest custom range the database accepts. */
export const MAX_PERIOD_DAYS = 366;

/** Why a custom range cannot be asked for, or null when it can. */
export function customRangeProblem(fromDay: string, toDay: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(fromDay) || !/^\d{4}-\d{2}-\d{2}$/.test(toDay)) return 'Enter both dates.';
  if (toDay < fromDay) return 'The first day must come before the last.';
  if (addDays(fromDay, MAX_PERIOD_DAYS - 1) < toDay) return `Choose at most ${MAX_PERIOD_DAYS} days.`;
  return null;
}
