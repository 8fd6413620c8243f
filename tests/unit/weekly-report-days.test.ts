import { describe, expect, it } from 'vitest';
import { reportDays } from '../../scripts/weekly-reports-send-now/report-days';

const inLosAngeles = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', ...options }).format(new Date(iso));

describe('weekly-reports:send-now runs the job once on each of the next seven report days', () => {
  it.each([
    ['a Wednesday afternoon', '2026-11-25T22:00:00Z'],
    ['late on a Los Angeles evening, already the next day in UTC', '2026-11-26T07:30:00Z'],
    ['the week daylight saving starts', '2027-03-10T12:00:00Z'],
  ])('%s: seven different weekdays after today, each after 7 am in Los Angeles', (_, now) => {
    const days = reportDays(Date.parse(now));
    const today = inLosAngeles(now, { dateStyle: 'short' });
    expect(new Set(days.map((day) => inLosAngeles(day, { weekday: 'long' }))).size).toBe(7);
    for (const day of days) {
      expect(inLosAngeles(day, { dateStyle: 'short' })).not.toBe(today);
      expect(Date.parse(day)).toBeGreaterThan(Date.parse(now));
      expect(Number(inLosAngeles(day, { hour: 'numeric', hourCycle: 'h23' }))).toBeGreaterThanOrEqual(7);
    }
  });

  it('moves a week further for week 2, so the job can be run again for the next report', () => {
    const now = Date.parse('2026-11-25T22:00:00Z');
    expect(reportDays(now, 2)[0]).toBe(new Date(Date.parse(reportDays(now)[0]!) + 7 * 86_400_000).toISOString());
    expect(reportDays(now)[0]).toBe('2026-11-26T17:00:00.000Z');
  });
});
