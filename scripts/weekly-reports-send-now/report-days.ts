/**
 * The moments at which the weekly reports' job is run by `npm run weekly-reports:send-now`: one
 * on each of seven days in a row, after today in Los Angeles, at 17:00 UTC (9 or 10 am there, past
 * the 7 am send hour of docs/decisions/0021-weekly-reports.md). Seven days meet every report day
 * once; a subscription is never due on the day it was made, so the first day is tomorrow.
 */
const laDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles', year: 'numeric', month: '2-digit', day: '2-digit' });
const DAY_MS = 86_400_000;

/** Week 1 is the seven days after today (Los Angeles), week 2 the seven after those. */
export function reportDays(now: number, week = 1): string[] {
  const today = Date.parse(`${laDate.format(now)}T17:00:00Z`);
  return Array.from({ length: 7 }, (_, index) => new Date(today + ((week - 1) * 7 + index + 1) * DAY_MS).toISOString());
}
