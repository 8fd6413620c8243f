import { describe, expect, it } from 'vitest';
import type { LeadSourceRow } from '@/lib/api/app-database';
import { toWeeklySeries } from '@/features/dashboard/components/sources/sources-chart';
import { nextSort, sortSources } from '@/features/dashboard/lib/sort-sources';
import { formatWonRate, sourceLabel } from '@/features/dashboard/lib/source-labels';
import { addDays, customRangeProblem, lastDays, todayInLosAngeles } from '@/features/dashboard/lib/source-period';
import { sourcesFileName, sourcesToCsv } from '@/features/dashboard/lib/sources-csv';

const row = (value: string, leads: number, won: number, section = false): LeadSourceRow => ({
  value, section, leads, contacted: won, qualified: won, won, lost: 0, won_rate: leads ? Math.round((won / leads) * 10000) / 10000 : 0,
});

describe('Sources view periods, in Los Angeles days', () => {
  it('takes today from Los Angeles, not UTC: 7 pm on the 1st in LA is already the 2nd in UTC', () => {
    expect(todayInLosAngeles(new Date('2026-11-02T03:00:00Z'))).toBe('2026-11-01');
    expect(lastDays(7, new Date('2026-11-02T03:00:00Z'))).toEqual({ fromDay: '2026-10-26', toDay: '2026-11-01' });
    expect(lastDays(30, new Date('2026-03-01T20:00:00Z'))).toEqual({ fromDay: '2026-01-31', toDay: '2026-03-01' });
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('refuses a custom range that is empty, reversed or longer than 366 days', () => {
    expect(customRangeProblem('', '2026-11-01')).toBe('Enter both dates.');
    expect(customRangeProblem('2026-11-02', '2026-11-01')).toBe('The first day must come before the last.');
    expect(customRangeProblem('2025-10-31', '2026-11-01')).toBe('Choose at most 366 days.');
    expect(customRangeProblem('2025-11-01', '2026-11-01')).toBeNull();
  });
});

describe('Sources view labels, sorting and CSV', () => {
  it('names pages by their title, sections by what they hold, and empty values as none', () => {
    expect(sourceLabel('page', '/los-angeles-seo/hollywood')).toBe('Hollywood SEO (/los-angeles-seo/hollywood)');
    expect(sourceLabel('page', '/services/local-seo')).toBe('Local SEO (/services/local-seo)');
    expect(sourceLabel('page', '/los-angeles-seo/*')).toBe('All neighborhood pages (/los-angeles-seo/*)');
    expect(sourceLabel('page', '/old-page')).toBe('/old-page');
    expect(sourceLabel('referrer', '')).toBe('(direct, no referrer)');
    expect(sourceLabel('lead_type', 'contact_complete')).toBe('Contact');
    expect(formatWonRate(row('x', 3, 1))).toBe('33%');
    expect(formatWonRate(row('x', 0, 0))).toBe('–');
  });

  it('sorts by any column, ties by name, and flips a column pressed again', () => {
    const rows = [row('b', 2, 1), row('a', 2, 0), row('c', 5, 1)];
    const byName = (entry: LeadSourceRow) => entry.value;
    expect(sortSources(rows, { key: 'leads', direction: 'desc' }, byName).map(byName)).toEqual(['c', 'a', 'b']);
    expect(sortSources(rows, { key: 'won_rate', direction: 'desc' }, byName).map(byName)).toEqual(['b', 'c', 'a']);
    expect(sortSources(rows, { key: 'value', direction: 'asc' }, byName).map(byName)).toEqual(['a', 'b', 'c']);
    expect(nextSort({ key: 'leads', direction: 'desc' }, 'leads')).toEqual({ key: 'leads', direction: 'asc' });
    expect(nextSort({ key: 'leads', direction: 'desc' }, 'value')).toEqual({ key: 'value', direction: 'asc' });
    expect(nextSort({ key: 'value', direction: 'asc' }, 'won')).toEqual({ key: 'won', direction: 'desc' });
  });

  it('writes the table as CSV with the shared cell rules (formula-looking values made safe)', () => {
    const csv = sourcesToCsv('utm_campaign', [row('fall', 2, 1), row('=cmd', 1, 0)]);
    expect(csv.split('\r\n')).toEqual([
      '\uFEFF"UTM campaign","Leads","Contacted","Qualified","Won","Lost","Won rate"',
      '"fall","2","1","1","1","0","50%"',
      `"'=cmd","1","0","0","0","0","0%"`,
      '',
    ]);
    expect(sourcesFileName('page', '2026-10-01', '2026-10-31')).toBe('lead_sources_page_2026-10-01_2026-10-31.csv');
  });

  it('charts each top source per week, a week without its leads counted as zero', () => {
    const series = toWeeklySeries({
      top: ['/contact', '/pricing'],
      weeks: [
        { week: '2026-10-05', value: '/contact', leads: 3, won: 1 },
        { week: '2026-10-12', value: '/pricing', leads: 2, won: 0 },
      ],
    });
    expect(series).toEqual([
      { week: '10-05', leads0: 3, won0: 1, leads1: 0, won1: 0 },
      { week: '10-12', leads0: 0, won0: 0, leads1: 2, won1: 0 },
    ]);
  });
});
